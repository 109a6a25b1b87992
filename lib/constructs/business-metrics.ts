import { Duration } from 'aws-cdk-lib';
import { GraphWidget, MathExpression, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { BUSINESS_METRICS, METRICS_NAMESPACE, type BusinessMetric } from '@functions/platform/metrics';

const PERIOD = Duration.minutes(5);
/** Completed and applied checkouts are compared over an hour: the redirect or the webhook may apply a little later. */
const CHECKOUT_WINDOW = Duration.hours(1);

/**
 * A business metric as the functions emit it (EMF, functions/platform/metrics.ts: namespace and
 * the stage's service dimension, metricsServiceFor).
 */
export function businessMetric(name: BusinessMetric, service: string, period = PERIOD): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: BUSINESS_METRICS[name],
    dimensionsMap: { service },
    statistic: 'Sum',
    period,
    label: BUSINESS_METRICS[name],
  });
}

/** What the alarms watch: failed webhook events, and paid checkouts that were not applied within the hour. */
export function moneyPathAlarmMetrics(service: string) {
  const completed = businessMetric('checkoutsCompleted', service, CHECKOUT_WINDOW);
  const applied = businessMetric('checkoutsApplied', service, CHECKOUT_WINDOW);
  return {
    webhookFailures: businessMetric('webhookEventsFailed', service),
    webhookSignatureRejected: businessMetric('webhookSignatureRejected', service),
    ledgerDifferences: businessMetric('ledgerDifferences', service, Duration.days(1)),
    checkoutsNotApplied: new MathExpression({
      label: 'Checkouts completed but not applied',
      expression: 'FILL(completed, 0) - FILL(applied, 0)',
      usingMetrics: { completed, applied },
      period: CHECKOUT_WINDOW,
    }),
  };
}

/** The dashboard's business rows: the money paths ops watch. */
export function businessWidgets(service: string): IWidget[][] {
  const graph = (title: string, names: BusinessMetric[]) =>
    new GraphWidget({ title, left: names.map((name) => businessMetric(name, service)), width: 8 });
  return [
    [
      graph('Quotes, bookings, cancellations', ['quotesSent', 'bookings', 'cancellations', 'companyCancellations']),
      graph('Completions, disputes, reviews', ['completions', 'disputes', 'reviewsWritten']),
      graph('Ledger against Stripe (daily differences)', ['ledgerDifferences']),
    ],
    [
      graph('Plans started and ended', ['plansStarted', 'plansEnded']),
      graph('Tokens sold, spent and refunded', ['tokensSold', 'tokensSpent', 'refunds']),
    ],
    [
      graph('Stripe webhook events', [
        'webhookEventsApplied',
        'webhookEventsDuplicate',
        'webhookEventsFailed',
        'webhookSignatureRejected',
      ]),
      graph('Checkout sessions', ['checkoutsOpened', 'checkoutsCompleted', 'checkoutsApplied']),
      graph('Notification e-mails', ['emailsSent', 'emailsFailed']),
    ],
  ];
}
