import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * The business metrics ops watch on the CloudWatch dashboard (docs/deploy.md, Business
 * metrics): every name in one place, written as CloudWatch embedded metric format lines by
 * Powertools Metrics (CloudWatch turns the log line into the metric; locally it is in the log).
 * The dashboard and alarms (lib/constructs/monitoring.ts) read the same names.
 */
export const METRICS_NAMESPACE = 'MoveMatch';
/** The `service` dimension when the stack sets none (local mode); a deploy names its stage's. */
export const METRICS_SERVICE = 'movematch-api';

/** Each environment's metrics apart, though they share the namespace in one account (lib/stack.ts sets METRICS_SERVICE). */
export const metricsServiceFor = (stage: string) => `movematch-${stage}`;

export const BUSINESS_METRICS = {
  quotesSent: 'QuotesSent',
  bookings: 'Bookings',
  cancellations: 'Cancellations',
  /** A company cancelled a booked move (the customer was refunded everything paid through MoveMatch). */
  companyCancellations: 'BookingsCancelledByCompany',
  /** A company marked a booked move completed with its final price. */
  completions: 'BookingsCompleted',
  /** A customer disputed a completion. */
  disputes: 'BookingsDisputed',
  reviewsWritten: 'ReviewsWritten',
  plansStarted: 'PlansStarted',
  plansEnded: 'PlansEnded',
  tokensSold: 'TokensSold',
  tokensSpent: 'TokensSpent',
  refunds: 'Refunds',
  webhookEventsApplied: 'WebhookEventsApplied',
  webhookEventsDuplicate: 'WebhookEventsDuplicate',
  webhookEventsFailed: 'WebhookEventsFailed',
  /** A signed Stripe webhook whose signature does not verify: our secret is not the endpoint's, or a forgery. */
  webhookSignatureRejected: 'WebhookSignatureRejected',
  checkoutsOpened: 'CheckoutSessionsOpened',
  checkoutsCompleted: 'CheckoutSessionsCompleted',
  checkoutsApplied: 'CheckoutSessionsApplied',
  emailsSent: 'NotificationEmailsSent',
  emailsFailed: 'NotificationEmailsFailed',
  /** Addresses newly suppressed after a permanent bounce or a complaint (SES's feedback events). */
  emailsSuppressed: 'EmailAddressesSuppressed',
  /** Figures of a booking on which the ledger and Stripe disagree (the daily reconciliation). */
  ledgerDifferences: 'LedgerDifferences',
  /** E-mails not sent because their address is suppressed. */
  emailsToSuppressed: 'EmailsNotSentSuppressed',
} as const;

export type BusinessMetric = keyof typeof BUSINESS_METRICS;

let metrics: Metrics | undefined;

/**
 * Counts `value` of a business metric now: one EMF line per call (published at once, so a
 * handler needs no flush step and a failed request still reports what it counted before).
 * Emitting must never fail the business step it reports on.
 */
export function countMetric(name: BusinessMetric, value = 1): void {
  if (value <= 0) return;
  try {
    metrics ??= new Metrics({
      namespace: METRICS_NAMESPACE,
      serviceName: process.env.METRICS_SERVICE || METRICS_SERVICE,
    });
    metrics.addMetric(BUSINESS_METRICS[name], MetricUnit.Count, value);
    metrics.publishStoredMetrics();
  } catch {
    // A metric is not worth a failed payment or e-mail.
  }
}
