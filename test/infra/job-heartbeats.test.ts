import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '@schemas/schedules';
import { builtApp } from './built-app';

let template: Template;

beforeAll(() => {
  template = Template.fromStack(builtApp().stack);
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
