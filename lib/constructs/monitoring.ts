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
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
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
import { accountLambdaThrottles, countFromLogs, logMetric } from './log-metrics';

export interface MonitoringProps {
  httpApi: HttpApi;
  /** Every function, for the dashboard's per-function errors (alarms read log-metrics.ts's metrics). */
  functions: IFunction[];
  table: Table;
  /** The event rules' dead-letter queue: any message in it is a side effect given up on. */
  deadLetterQueue: IQueue;
  /** Every stack's shared function log group: failures are counted from them (log-metrics.ts). */
  functionLogGroups: ILogGroup[];
  /** The HTTP API's access log group: its 429s are counted from it. */
  apiAccessLogs: ILogGroup;
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
 * Alarms (to one SNS topic) and a dashboard for what pages on-call: API 5xx rate and p99
 * latency, function failures (one metric counted from every function's logs) and the account's
 * Lambda throttles, DynamoDB throttling, event handler failures and events in a rule's
 * dead-letter queue, each scheduled job's heartbeat, SES reputation; the business metrics
 * (business-metrics.ts) their rows, with alarms on failed Stripe webhook events and on paid
 * checkouts not applied.
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

    // One metric each for all functions (log-metrics.ts): the stage's failures from its logs,
    // Lambda's throttles across the account.
    for (const logGroup of props.functionLogGroups) {
      countFromLogs(logGroup, 'functionFailures', props.metricsService);
      countFromLogs(logGroup, 'eventHandlerFailures', props.metricsService);
    }
    countFromLogs(props.apiAccessLogs, 'apiThrottled', props.metricsService);
    const functionFailures = logMetric('functionFailures', props.metricsService, 'Function failures');
    const eventHandlerFailures = logMetric('eventHandlerFailures', props.metricsService, 'Event handler failures');
    const apiThrottled = logMetric('apiThrottled', props.metricsService, 'API 429 (throttled)');
    const lambdaThrottles = accountLambdaThrottles();
    this.addAlarm(
      'LambdaFailures',
      functionFailures,
      1,
      'A function logged an error, timed out or crashed (FunctionFailures from the function logs)',
      1,
      1,
    );
    this.addAlarm('LambdaThrottles', lambdaThrottles, 1, 'Lambda throttled an invocation in this account', 1, 1);

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
    this.addAlarm(
      'EventHandlerFailures',
      eventHandlerFailures,
      1,
      'An event handler failed (an e-mail, a counter, a live push; it is retried, then dead-lettered)',
      1,
      1,
    );

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

    this.addAlarm(
      'LedgerDifferences',
      money.ledgerDifferences,
      1,
      "The daily reconciliation found money the ledger and Stripe disagree on (the admin's Money panel lists it; docs/runbooks.md)",
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
    const clientErrors = httpApi.metricClientError({ period: PERIOD, statistic: 'Sum' });
    dashboard.addWidgets(
      new GraphWidget({ title: 'API requests and 5xx', left: [requests, serverErrors], right: [serverErrorRate] }),
      new GraphWidget({ title: 'API 4xx and 429', left: [clientErrors, apiThrottled] }),
      new GraphWidget({ title: 'API latency p99 (ms)', left: [p99Latency] }),
    );
    // Per function on the dashboard only: a dashboard's metrics cost nothing, an alarm's do.
    const errorsOf = (fn: IFunction) => fn.metricErrors({ period: PERIOD, statistic: 'Sum' });
    dashboard.addWidgets(
      new GraphWidget({ title: 'Function failures and throttles', left: [functionFailures, lambdaThrottles] }),
      new GraphWidget({ title: 'Lambda errors per function', left: functions.map(errorsOf), stacked: true }),
    );
    dashboard.addWidgets(new GraphWidget({ title: 'DynamoDB throttled requests', left: [tableThrottles] }));
    dashboard.addWidgets(
      new GraphWidget({ title: 'Event handler failures', left: [eventHandlerFailures] }),
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
