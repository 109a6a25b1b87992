import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '@schemas/schedules';
import { builtApp } from './built-app';
import { stackTemplates, type StackTemplates } from './stack-templates';
import { resourcesOf } from './template-resources';

let templates: StackTemplates;
let template: Template;

beforeAll(() => {
  templates = stackTemplates(builtApp().stack);
  template = templates.main;
});

const STAGE_LOG_METRICS = 'MoveMatch/movematch-example';

/** Metrics one alarm watches: its metric, or each metric its math reads. */
function metricsOf(alarm: { Properties: { MetricName?: string; Metrics?: Array<{ MetricStat?: unknown }> } }) {
  if (alarm.Properties.MetricName) return 1;
  return (alarm.Properties.Metrics ?? []).filter((query) => query.MetricStat).length;
}

describe('alarms that cost little: one metric for all functions', () => {
  it("every stack's function log group counts failures and event handler failures into the stage's namespace", () => {
    const withFunctions = templates.all.filter((t) => Object.keys(resourcesOf(t, 'AWS::Lambda::Function')).length > 0);
    expect(withFunctions.length).toBeGreaterThan(10);
    for (const stackTemplate of withFunctions) {
      for (const metricName of ['FunctionFailures', 'EventHandlerFailures']) {
        stackTemplate.hasResourceProperties('AWS::Logs::MetricFilter', {
          LogGroupName: { Ref: Match.stringLikeRegexp('^FunctionLogs') },
          MetricTransformations: [
            Match.objectLike({ MetricNamespace: STAGE_LOG_METRICS, MetricName: metricName, MetricValue: '1' }),
          ],
        });
      }
    }
    const [failures] = Object.values(template.findResources('AWS::Logs::MetricFilter')).filter((filter) =>
      JSON.stringify(filter).includes('FunctionFailures'),
    ) as Array<{ Properties: { FilterPattern: string } }>;
    // Powertools' ERROR lines and Lambda's own report of a timeout or crash (JSON system logs).
    expect(failures.Properties.FilterPattern).toBe(
      '{ ($.level = "ERROR") || (($.type = "platform.report") && ($.record.status != "success")) }',
    );
  });

  it('every function writes JSON system logs, which the failure filter reads', () => {
    for (const stackTemplate of templates.all)
      for (const [id, fn] of Object.entries(resourcesOf(stackTemplate, 'AWS::Lambda::Function'))) {
        const config = (fn.Properties as { LoggingConfig?: { LogFormat?: string } }).LoggingConfig;
        if (id.startsWith('Custom') || id.includes('CustomResource') || id.startsWith('AWS')) continue;
        expect(config?.LogFormat, id).toBe('JSON');
      }
  });

  it("the API's 429s are counted from its access log", () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: Match.stringLikeRegexp('^ApiAccessLogs') },
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [
        Match.objectLike({ MetricNamespace: STAGE_LOG_METRICS, MetricName: 'ApiThrottledRequests' }),
      ],
    });
    const [dashboard] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    expect(body).toContain('API 4xx and 429');
    expect(body).toContain(`\\"AWS/ApiGateway\\",\\"4xx\\"`);
    expect(body).toContain(`\\"${STAGE_LOG_METRICS}\\",\\"ApiThrottledRequests\\"`);
  });

  it("alarms read the stage's failure metric and the account's throttles, not each function's: under 60 metrics in all", () => {
    const watched = (id: string) => {
      const [alarm] = Object.entries(resourcesOf(template, 'AWS::CloudWatch::Alarm')).filter(([logicalId]) =>
        logicalId.startsWith(`Monitoring${id}`),
      );
      expect(alarm, id).toBeDefined();
      expect(JSON.stringify(alarm[1].Properties.AlarmActions)).toMatch(/^\[{"Ref":"MonitoringAlarmTopic/);
      return alarm[1].Properties.Metrics!.map((query) => query.MetricStat?.Metric);
    };
    expect(watched('LambdaFailures')).toEqual([{ Namespace: STAGE_LOG_METRICS, MetricName: 'FunctionFailures' }]);
    expect(watched('EventHandlerFailures')).toEqual([
      { Namespace: STAGE_LOG_METRICS, MetricName: 'EventHandlerFailures' },
    ]);
    // Without dimensions: the account's throttles, not a function's.
    expect(watched('LambdaThrottles')).toEqual([{ Namespace: 'AWS/Lambda', MetricName: 'Throttles' }]);
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Array<
      Parameters<typeof metricsOf>[0]
    >;
    // Each job's heartbeat reads its own function's invocations and errors: 2 metrics a job.
    const total = alarms.reduce((sum, alarm) => sum + metricsOf(alarm), 0);
    expect(total).toBeLessThan(60);
  });
});

describe('scheduled jobs tell someone when they stop', () => {
  it('each job has a heartbeat alarm: no run without an error for two of its intervals, no data counting as none', () => {
    for (const job of scheduledJobs) {
      const alarms = template.findResources('AWS::CloudWatch::Alarm', {
        Properties: { AlarmDescription: Match.stringLikeRegexp(`^Scheduled job ${job.id} has not run`) },
      });
      expect(Object.keys(alarms), job.id).toHaveLength(1);
      const alarm = Object.values(alarms)[0] as { Properties: Record<string, unknown> };
      expect(alarm.Properties).toMatchObject({
        ComparisonOperator: 'LessThanThreshold',
        Threshold: 1,
        EvaluationPeriods: 2,
        DatapointsToAlarm: 2,
        TreatMissingData: 'breaching',
      });
      const metrics = JSON.stringify(alarm.Properties.Metrics);
      expect(metrics).toContain('FILL(invocations, 0) - FILL(errors, 0)');
      expect(metrics).toContain(`"Period":${Math.min(job.everyMinutes, 24 * 60) * 60}`);
      expect(JSON.stringify(alarm.Properties.AlarmActions)).toContain('AlarmTopic');
    }
  });

  it("a job's run that failed its retries goes to the dead-letter queue", () => {
    const configs = template.findResources('AWS::Lambda::EventInvokeConfig', {
      Properties: { DestinationConfig: { OnFailure: { Destination: Match.anyValue() } } },
    });
    const jobConfigs = Object.keys(configs).filter((id) => id.startsWith('Schedules'));
    expect(jobConfigs).toHaveLength(scheduledJobs.length);
    for (const id of jobConfigs) expect(JSON.stringify(configs[id])).toMatch(/EventsDeadLetterQueue/);
  });
});
