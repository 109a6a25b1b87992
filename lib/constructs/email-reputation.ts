import { Duration } from 'aws-cdk-lib';
import { GraphWidget, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { businessMetric } from './business-metrics';

/**
 * SES reviews an account whose bounce rate passes 5 % or complaint rate 0.1 %, and may pause
 * its sending at 10 % and 0.5 % (https://docs.aws.amazon.com/ses/latest/dg/faqs-enforcement.html):
 * the alarms ring at the review level, so there is time to act.
 */
export const SES_BOUNCE_RATE_ALARM = 0.05;
export const SES_COMPLAINT_RATE_ALARM = 0.001;

/** SES's account-wide reputation rates (0 to 1), published about hourly. */
const reputation = (metricName: 'Reputation.BounceRate' | 'Reputation.ComplaintRate', label: string) =>
  new Metric({ namespace: 'AWS/SES', metricName, statistic: 'Maximum', period: Duration.hours(1), label });

export function emailReputationMetrics() {
  return {
    bounceRate: reputation('Reputation.BounceRate', 'Bounce rate'),
    complaintRate: reputation('Reputation.ComplaintRate', 'Complaint rate'),
  };
}

/** The dashboard's e-mail row: SES's reputation, and the addresses our suppression stopped. */
export function emailReputationWidgets(metricsService: string): GraphWidget[] {
  const { bounceRate, complaintRate } = emailReputationMetrics();
  return [
    new GraphWidget({ title: 'SES reputation (bounce and complaint rate)', left: [bounceRate, complaintRate] }),
    new GraphWidget({
      title: 'Suppressed addresses and e-mails not sent to them',
      left: [businessMetric('emailsSuppressed', metricsService), businessMetric('emailsToSuppressed', metricsService)],
    }),
  ];
}
