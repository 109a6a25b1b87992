import { Duration } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { FilterPattern, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { METRICS_NAMESPACE } from '@functions/platform/metrics';

const PERIOD = Duration.minutes(5);

/**
 * Metrics CloudWatch counts from the stage's logs (metric filters), one metric each for every
 * function instead of one per function: about 150 functions made LambdaErrors and
 * LambdaThrottles alarms over about 300 metrics, most of the fixed monitoring bill
 * (docs/deploy.md, Monitoring). A filter cannot set a constant dimension, so each stage's
 * log metrics have a namespace of their own.
 */
export const logMetricsNamespace = (service: string) => `${METRICS_NAMESPACE}/${service}`;

export const LOG_METRICS = {
  /**
   * Every ERROR line (Powertools: a route's unhandled error or unavailable dependency, an event
   * handler's failure, an event not published) and every invocation Lambda's JSON system log
   * reports as not a success (a timeout, a crash, an init failure).
   */
  functionFailures: {
    metricName: 'FunctionFailures',
    pattern: FilterPattern.any(
      FilterPattern.stringValue('$.level', '=', 'ERROR'),
      FilterPattern.all(
        FilterPattern.stringValue('$.type', '=', 'platform.report'),
        FilterPattern.stringValue('$.record.status', '!=', 'success'),
      ),
    ),
  },
  /** An event handler gave up on one delivery (functions/platform/event-handler.ts); EventBridge retries it, then dead-letters it. */
  eventHandlerFailures: {
    metricName: 'EventHandlerFailures',
    pattern: FilterPattern.all(
      FilterPattern.stringValue('$.level', '=', 'ERROR'),
      FilterPattern.stringValue('$.message', '=', 'Event handler failed'),
    ),
  },
  /** Requests the API answered 429 (its stage's throttle): the access log writes the status as a string. */
  apiThrottled: {
    metricName: 'ApiThrottledRequests',
    pattern: FilterPattern.stringValue('$.status', '=', '429'),
  },
} as const;

export type LogMetric = keyof typeof LOG_METRICS;

/** Counts `metric` from `logGroup`: every matching line adds 1 (several groups add to one metric). */
export function countFromLogs(logGroup: ILogGroup, metric: LogMetric, service: string): void {
  const { metricName, pattern } = LOG_METRICS[metric];
  logGroup.addMetricFilter(metricName, {
    filterPattern: pattern,
    metricNamespace: logMetricsNamespace(service),
    metricName,
    metricValue: '1',
    defaultValue: 0,
  });
}

/** The metric `countFromLogs` writes, summed per period. */
export function logMetric(metric: LogMetric, service: string, label: string): Metric {
  return new Metric({
    namespace: logMetricsNamespace(service),
    metricName: LOG_METRICS[metric].metricName,
    statistic: 'Sum',
    period: PERIOD,
    label,
  });
}

/** Lambda's throttles across the account (its metric without dimensions): concurrency is an account limit, so every stage in the account shares it. */
export function accountLambdaThrottles(): Metric {
  return new Metric({
    namespace: 'AWS/Lambda',
    metricName: 'Throttles',
    statistic: 'Sum',
    period: PERIOD,
    label: 'Lambda throttles (account)',
  });
}
