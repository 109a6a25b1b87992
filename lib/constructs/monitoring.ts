import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SlackChannelConfiguration } from 'aws-cdk-lib/aws-chatbot';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { businessWidgets, moneyPathAlarmMetrics } from './business-metrics';
import {
  emailReputationMetrics,
  emailReputationWidgets,
  SES_BOUNCE_RATE_ALARM,
  SES_COMPLAINT_RATE_ALARM,
} from './email-reputation';
import { jobHeartbeatAlarm, type WatchedJob } from './job-heartbeats';

export interface MonitoringProps {
  httpApi: HttpApi;
  functions: IFunction[];
  table: Table;
  /** The event rules' dead-letter queue: any message in it is a side effect given up on. */
  deadLetterQueue: IQueue;
  /** The notification e-mail handlers (functions/notifications). */
  notificationFunctions: IFunction[];
  /** Who gets alarm e-mails (the environment's settings); without one the topic has no subscriber yet. */
  alarmEmails: string[];
  /** Unique in the account: the stack's name, which carries the stage. */
  dashboardName: string;
  /** The business metrics' service dimension (metricsServiceFor the stage). */
  metricsService: string;
  /** The scheduled jobs: each has a heartbeat alarm (job-heartbeats.ts). */
  scheduledJobs: WatchedJob[];
  /** A Slack channel that gets the alarms too (AWS Chatbot), when the environment names one. */
  alarmChat?: { slackWorkspaceId: string; slackChannelId: string };
}

const PERIOD = Duration.minutes(5);
/** CloudWatch allows at most 10 metrics in one alarm's math expression. */
const METRICS_PER_ALARM = 10;
/** The table operations the app uses; their throttles sum to the table's throttles. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_GET_ITEMS,
  Operation.TRANSACT_WRITE_ITEMS,
];

/**
 * Alarms (to an SNS topic) and a dashboard for what pages on-call: API 5xx rate and p99
 * latency, Lambda errors and throttles across all functions, DynamoDB throttling, events in a
 * rule's dead-letter queue; the notification e-mails have their own widgets and alarm; the
 * business metrics (business-metrics.ts) their rows, with alarms on failed Stripe webhook
 * events and on paid checkouts not applied.
 */
export class Monitoring extends Construct {
  readonly alarmTopic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { httpApi, functions, table } = props;

    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'MoveMatch alarms', enforceSSL: true });
    for (const email of props.alarmEmails) this.alarmTopic.addSubscription(new EmailSubscription(email));
    if (props.alarmChat) {
      // Read-only in the channel: Chatbot's role may read CloudWatch, nothing else.
      new SlackChannelConfiguration(this, 'AlarmChat', {
        slackChannelConfigurationName: props.dashboardName,
        slackWorkspaceId: props.alarmChat.slackWorkspaceId,
        slackChannelId: props.alarmChat.slackChannelId,
        notificationTopics: [this.alarmTopic],
        guardrailPolicies: [ManagedPolicy.fromAwsManagedPolicyName('CloudWatchReadOnlyAccess')],
      });
    }

    const requests = httpApi.metricCount({ period: PERIOD, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: PERIOD, statistic: 'Sum' });
    const serverErrorRate = new MathExpression({
      label: 'API 5xx rate (%)',
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
    });
    const p99Latency = httpApi.metricLatency({ period: PERIOD, statistic: 'p99' });
    const tableThrottles = table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period: PERIOD });

    this.addAlarm('Api5xxRate', serverErrorRate, 1, 'More than 1% of API requests failed with 5xx', 3, 2);
    this.addAlarm('ApiP99Latency', p99Latency, 3000, 'API p99 latency above 3 s', 3, 3);
    this.addAlarm('DynamoThrottles', tableThrottles, 1, 'DynamoDB throttled requests', 1, 1);

    const errorsOf = (fn: IFunction) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' });
    const throttlesOf = (fn: IFunction) => fn.metricThrottles({ period: PERIOD, statistic: 'Sum' });
    chunk(functions, METRICS_PER_ALARM).forEach((group, index) => {
      const suffix = functions.length > METRICS_PER_ALARM ? `${index + 1}` : '';
      this.addAlarm(
        `LambdaErrors${suffix}`,
        sumOf(group.map(errorsOf), 'Lambda errors'),
        1,
        'A Lambda function failed',
        1,
        1,
      );
      this.addAlarm(
        `LambdaThrottles${suffix}`,
        sumOf(group.map(throttlesOf), 'Lambda throttles'),
        1,
        'A Lambda function was throttled',
        1,
        1,
      );
    });

    const deadLetters = props.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
      period: PERIOD,
      statistic: 'Maximum',
    });
    this.addAlarm(
      'EventDeadLetters',
      deadLetters,
      1,
      'An event handler gave up on an event (see the events dead-letter queue)',
      1,
      1,
    );
    // One alarm per METRICS_PER_ALARM handlers: CloudWatch sums at most 10 metrics in one alarm.
    const notificationErrors = props.notificationFunctions.map(errorsOf);
    chunk(notificationErrors, METRICS_PER_ALARM).forEach((group, index) => {
      const suffix = notificationErrors.length > METRICS_PER_ALARM ? `${index + 1}` : '';
      this.addAlarm(
        `NotificationErrors${suffix}`,
        sumOf(group, 'Notification e-mail errors'),
        1,
        'A notification e-mail handler failed (it is retried, then dead-lettered)',
        1,
        1,
      );
    });

    const money = moneyPathAlarmMetrics(props.metricsService);
    this.addAlarm(
      'WebhookFailures',
      money.webhookFailures,
      1,
      'A Stripe webhook event failed to apply (Stripe retries it)',
      1,
      1,
    );
    this.addAlarm(
      'WebhookSignatureRejected',
      money.webhookSignatureRejected,
      1,
      "A Stripe webhook's signature did not verify: the secret in Secrets Manager is not the endpoint's (docs/runbooks.md), or a forgery",
      1,
      1,
    );
    this.addAlarm(
      'CheckoutsNotApplied',
      money.checkoutsNotApplied,
      1,
      'A paid checkout was not applied within the hour (a plan, tokens or a booking paid for and missing)',
      1,
      1,
    );

    for (const job of props.scheduledJobs) this.alarms.push(jobHeartbeatAlarm(this, job, this.alarmTopic));

    const reputation = emailReputationMetrics();
    this.addAlarm(
      'EmailBounceRate',
      reputation.bounceRate,
      SES_BOUNCE_RATE_ALARM,
      'SES bounce rate at 5 %: SES reviews the account here and may pause sending at 10 % (docs/runbooks.md)',
      1,
      1,
    );
    this.addAlarm(
      'EmailComplaintRate',
      reputation.complaintRate,
      SES_COMPLAINT_RATE_ALARM,
      'SES complaint rate at 0.1 %: SES reviews the account here and may pause sending at 0.5 % (docs/runbooks.md)',
      1,
      1,
    );

    const dashboard = new Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
    dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], right: [serverErrorRate] }),
      new GraphWidget({ title: 'API latency p99 (ms)', left: [p99Latency] }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'Lambda errors', left: functions.map(errorsOf), stacked: true }),
      new GraphWidget({ title: 'Lambda throttles', left: functions.map(throttlesOf), stacked: true }),
    );
    dashboard.addWidgets(new GraphWidget({ title: 'DynamoDB throttled requests', left: [tableThrottles] }));
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Notification e-mail failures (handler errors)',
        left: notificationErrors,
        stacked: true,
      }),
      new GraphWidget({ title: 'Events in the dead-letter queue', left: [deadLetters] }),
    );
    for (const row of businessWidgets(props.metricsService)) dashboard.addWidgets(...row);
    dashboard.addWidgets(...emailReputationWidgets(props.metricsService));
  }

  private addAlarm(
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
    evaluationPeriods: number,
    datapointsToAlarm: number,
  ): void {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods,
      datapointsToAlarm,
      alarmDescription: description,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      // No traffic is not an outage.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    alarm.addOkAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }
}

function sumOf(metrics: IMetric[], label: string): MathExpression {
  const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`m${i}`, metric]));
  return new MathExpression({ label, expression: 'SUM(METRICS())', usingMetrics, period: PERIOD });
}

function chunk<T>(items: T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}
