import { Duration, Validations } from 'aws-cdk-lib';
import { EventBus, Rule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ruleDetailTypes, type EventRule } from '@schemas/events';
import { AppFunction } from './lambda-defaults';

export interface EventsProps {
  /** The events' source (schemas/events.ts EVENT_SOURCE). */
  source: string;
  /** One rule per entry (schemas/events.ts eventRules). */
  rules: EventRule[];
  /** Rules for AWS services' events, which arrive on the account's default bus (SES feedback). */
  awsServiceRules?: AwsServiceRule[];
}

export interface AwsServiceRule {
  id: string;
  /** 'aws.ses' */
  source: string;
  detailTypes: readonly string[];
  /** Handler module under functions/, without extension. */
  handler: string;
  summary: string;
}

const RETRY_ATTEMPTS = 2;
const MAX_EVENT_AGE = Duration.hours(6);

/**
 * The domain event bus and one rule + handler function per event rule. Events that still
 * fail after retries land in one dead-letter queue, whichever side failed:
 * - EventBridge retries delivery (throttling, missing permission) and then uses the target DLQ;
 * - Lambda runs the function asynchronously, retries a throwing handler and then sends the
 *   event to the same queue as its on-failure destination.
 */
export class DomainEvents extends Construct {
  readonly bus: EventBus;
  readonly deadLetterQueue: Queue;
  /** One function per rule, keyed by rule id (WelcomeEmail ...). */
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: EventsProps) {
    super(scope, id);

    this.bus = new EventBus(this, 'Bus', { description: 'MoveMatch domain events' });
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the event targets',
    });

    for (const rule of props.rules)
      this.addRule({ ...rule, source: props.source, detailTypes: ruleDetailTypes(rule) }, this.bus);
    // No eventBus: the account's default bus, the only one AWS services publish to.
    for (const rule of props.awsServiceRules ?? []) this.addRule(rule, undefined);
  }

  private addRule(rule: AwsServiceRule, eventBus: IEventBus | undefined) {
    const fn = new AppFunction(this, `${rule.id}Handler`, {
      handler: rule.handler,
      description: `On ${rule.detailTypes.join(', ')}: ${rule.summary}`,
      timeout: Duration.seconds(30),
    });
    fn.configureAsyncInvoke({
      retryAttempts: RETRY_ATTEMPTS,
      maxEventAge: MAX_EVENT_AGE,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    this.functions.set(rule.id, fn);

    new Rule(this, `${rule.id}Rule`, {
      eventBus,
      description: rule.summary,
      eventPattern: { source: [rule.source], detailType: [...rule.detailTypes] },
      targets: [
        new LambdaFunction(fn, {
          retryAttempts: RETRY_ATTEMPTS,
          maxEventAge: MAX_EVENT_AGE,
          deadLetterQueue: this.deadLetterQueue,
        }),
      ],
    });
  }
}
