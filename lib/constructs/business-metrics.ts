import { Duration } from 'aws-cdk-lib';
import { GraphWidget, MathExpression, Metric, type IWidget } from 'aws-cdk-lib/aws-cloudwatch';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE, type BusinessMetric } from '@functions/platform/metrics';

const PERIOD = Duration.minutes(5);
/** Completed and applied checkouts are compared over an hour: the redirect or the webhook may apply a little later. */
const CHECKOUT_WINDOW = Duration.hours(1);

/** A business metric as the functions emit it (EMF, functions/platform/metrics.ts: namespace and service dimension). */
export function businessMetric(name: BusinessMetric, period = PERIOD): Metric {
  return new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: BUSINESS_METRICS[name],
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: 'Sum',
    period,
    label: BUSINESS_METRICS[name],
  });
}

/** What the alarms watch: failed webhook events, and paid checkouts that were not applied within the hour. */
export function moneyPathAlarmMetrics() {
  const completed = businessMetric('checkoutsCompleted', CHECKOUT_WINDOW);
  const applied = businessMetric('checkoutsApplied', CHECKOUT_WINDOW);
  return {
    webhookFailures: businessMetric('webhookEventsFailed'),
    checkoutsNotApplied: new MathExpression({
      label: 'Checkouts completed but not applied',
      expression: 'FILL(completed, 0) - FILL(applied, 0)',
      usingMetrics: { completed, applied },
      period: CHECKOUT_WINDOW,
    }),
  };
}

const graph = (title: string, names: BusinessMetric[]) =>
  new GraphWidget({ title, left: names.map((name) => businessMetric(name)), width: 8 });

/** The dashboard's business rows: the money paths ops watch. */
export function businessWidgets(): IWidget[][] {
  return [
    [
      graph('Quotes, bookings, cancellations', ['quotesSent', 'bookings', 'cancellations']),
      graph('Plans started and ended', ['plansStarted', 'plansEnded']),
      graph('Tokens sold, spent and refunded', ['tokensSold', 'tokensSpent', 'refunds']),
    ],
    [
      graph('Stripe webhook events', ['webhookEventsApplied', 'webhookEventsDuplicate', 'webhookEventsFailed']),
      graph('Checkout sessions', ['checkoutsOpened', 'checkoutsCompleted', 'checkoutsApplied']),
      graph('Notification e-mails', ['emailsSent', 'emailsFailed']),
    ],
  ];
}
