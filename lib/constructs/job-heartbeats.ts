import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export interface WatchedJob {
  id: string;
  everyMinutes: number;
  fn: IFunction;
}

/** CloudWatch's longest alarm period: a daily job is watched day by day. */
const LONGEST_PERIOD_MINUTES = 24 * 60;

/**
 * A job's heartbeat: its runs that ended without an error (Lambda's own Invocations minus
 * Errors, free per function), per period of its interval.
 */
export function jobHeartbeat(job: WatchedJob): MathExpression {
  const period = Duration.minutes(Math.min(job.everyMinutes, LONGEST_PERIOD_MINUTES));
  return new MathExpression({
    label: `${job.id} runs that succeeded`,
    expression: 'FILL(invocations, 0) - FILL(errors, 0)',
    usingMetrics: {
      invocations: job.fn.metricInvocations({ period, statistic: 'Sum' }),
      errors: job.fn.metricErrors({ period, statistic: 'Sum' }),
    },
    period,
  });
}

/**
 * Rings when a scheduled job has not finished a run without an error for two of its intervals
 * in a row: it failed each time (its failed runs also land in the dead-letter queue), or its
 * schedule stopped invoking it. No data counts as no run.
 */
export function jobHeartbeatAlarm(scope: Construct, job: WatchedJob, topic: ITopic): Alarm {
  const alarm = new Alarm(scope, `${job.id}Heartbeat`, {
    metric: jobHeartbeat(job),
    threshold: 1,
    comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
    evaluationPeriods: 2,
    datapointsToAlarm: 2,
    treatMissingData: TreatMissingData.BREACHING,
    alarmDescription: `Scheduled job ${job.id} has not run without an error for two of its ${job.everyMinutes}-minute intervals (docs/runbooks.md)`,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  alarm.addOkAction(new SnsAction(topic));
  return alarm;
}
