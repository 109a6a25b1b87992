import { App, CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { Construct } from 'constructs';
import { environmentSettings } from '@infra/environments';
import type { EnvironmentSettings } from '@infra/environments/settings';
import { EVENT_SOURCE, eventRules } from '@schemas/events';
import { scheduledJobs } from '@schemas/schedules';
import { routeGroups } from '@schemas/routes';
import { metricsServiceFor } from '@functions/platform/metrics';
import { Api } from '@infra/constructs/api';
import { AppDomainName } from '@infra/constructs/app-domain';
import { Auth } from '@infra/constructs/auth';
import { DataTable } from '@infra/constructs/data';
import { EmailSending } from '@infra/constructs/email';
import { sesFeedbackRule } from '@schemas/email-feedback';
import { LiveDelivery } from '@infra/constructs/live';
import { DomainEvents } from '@infra/constructs/events';
import { functionLogGroupsIn } from '@infra/constructs/lambda-defaults';
import { Monitoring } from '@infra/constructs/monitoring';
import { grantHandlerAccess, INVITE_LIFECYCLE_ACTIONS, tableItemsStatement } from '@infra/constructs/permissions';
import { ScheduledJobs } from '@infra/constructs/schedules';
import { PaymentsSecret } from '@infra/constructs/payments-secret';
import { handlerCallsStripe } from '@infra/constructs/stripe-users';
import { Storage } from '@infra/constructs/storage';
import { WebHosting } from '@infra/constructs/web-hosting';

/** Every environment's stack is this plus its stage: MoveMatch-staging, MoveMatch-prod. */
export const STACK_NAME_PREFIX = 'MoveMatch';

export const stackNameFor = (settings: EnvironmentSettings) => `${STACK_NAME_PREFIX}-${settings.stage}`;

export interface MoveMatchStackProps extends StackProps {
  settings: EnvironmentSettings;
}

/**
 * The whole product in one stack: its parts are wired here and built in lib/constructs/.
 * The API's route functions (one nested stack per route table file) and live delivery are
 * nested stacks, which keeps each template under CloudFormation's 500 resources (docs/deploy.md).
 */
export class MoveMatchStack extends Stack {
  readonly api: Api;
  readonly auth: Auth;
  readonly data: DataTable;
  readonly events: DomainEvents;
  readonly live: LiveDelivery;
  readonly monitoring: Monitoring;
  readonly payments: PaymentsSecret;
  readonly schedules: ScheduledJobs;
  readonly storage: Storage;
  readonly web: WebHosting;

  readonly settings: EnvironmentSettings;

  constructor(scope: Construct, id: string, props: MoveMatchStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.settings = settings;

    this.data = new DataTable(this, 'Data');
    this.storage = new Storage(this, 'Storage');
    const email = new EmailSending(this, 'Email', { mailFrom: settings.mailFromDomain });
    this.auth = new Auth(this, 'Auth', { sender: email.cognitoSender, userPoolName: `${this.stackName}-users` });
    this.api = new Api(this, 'Api', {
      routeGroups,
      issuerUrl: this.auth.issuerUrl,
      audience: this.auth.client.userPoolClientId,
    });
    this.events = new DomainEvents(this, 'Events', {
      source: EVENT_SOURCE,
      rules: eventRules,
      awsServiceRules: [sesFeedbackRule],
    });
    this.live = new LiveDelivery(this, 'Live', { userPoolClientId: this.auth.client.userPoolClientId });
    this.schedules = new ScheduledJobs(this, 'Schedules', {
      jobs: scheduledJobs,
      deadLetterQueue: this.events.deadLetterQueue,
    });
    this.web = new WebHosting(this, 'Web', {
      httpApi: this.api.httpApi,
      imageBucket: this.storage.imageBucket,
      imageBucketName: this.storage.imageBucketName,
      logBucket: this.storage.logBucket,
      domain: settings.domain && new AppDomainName(this, 'Domain', settings.domain),
    });
    this.storage.allowBrowserAccessFrom(this.web.origins);
    this.web.deploySite({
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.client.userPoolClientId,
      apiBaseUrl: '/api',
      liveUrl: this.live.url,
      environment: 'aws',
    });

    // Every route and event handler gets the same runtime config (functions/platform/config.ts)
    // and the access its folder calls for (lib/constructs/permissions.ts).
    const handlerFunctions = [
      ...this.api.functions.values(),
      ...this.events.functions.values(),
      ...this.live.functions.values(),
      ...this.schedules.functions.values(),
    ];
    const runtimeConfig: Record<string, string> = {
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      IMAGE_BUCKET: this.storage.imageBucket.bucketName,
      // Browsers load images same-origin through CloudFront's /images/* behaviour.
      IMAGE_BASE_URL: '/images',
      EVENT_BUS_NAME: this.events.bus.eventBusName,
      MAIL_FROM: email.fromAddress,
      SES_CONFIGURATION_SET: email.configurationSet.configurationSetName,
      APP_ORIGIN: this.web.url,
      LOG_LEVEL: settings.logLevel,
      METRICS_SERVICE: metricsServiceFor(settings.stage),
    };
    const resources = {
      table: this.data.table,
      bus: this.events.bus,
      userPool: this.auth.userPool,
      imageBucket: this.storage.imageBucket,
      email,
    };
    for (const fn of handlerFunctions) {
      for (const [name, value] of Object.entries(runtimeConfig)) fn.addEnvironment(name, value);
      grantHandlerAccess(fn, resources);
    }
    // Stripe's keys: every API route may open a checkout (payments, a payment-pending quote or
    // booking); event and scheduled handlers that call Stripe (lib/constructs/stripe-users.ts).
    this.payments = new PaymentsSecret(this, 'Payments');
    const stripeUsers = [
      ...this.api.functions.values(),
      ...[...this.events.functions.values(), ...this.schedules.functions.values()].filter((fn) =>
        handlerCallsStripe(fn.handlerModule),
      ),
    ];
    for (const fn of stripeUsers) this.payments.grantTo(fn);
    // Event handlers under functions/live push to open sockets (the MessageSent fan-out).
    for (const fn of this.events.functions.values()) if (fn.handlerModule.startsWith('live/')) this.live.grantPush(fn);

    // The Cognito trigger only writes texts with links; USER_POOL_ID would be a cycle.
    this.auth.customMessageFunction.addEnvironment('APP_ORIGIN', this.web.url);
    this.auth.customMessageFunction.addEnvironment('LOG_LEVEL', settings.logLevel);
    this.wirePreSignUp(settings.logLevel);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      httpApi: this.api.httpApi,
      functions: [...handlerFunctions, this.auth.customMessageFunction, this.auth.preSignUpFunction],
      table: this.data.table,
      deadLetterQueue: this.events.deadLetterQueue,
      functionLogGroups: functionLogGroupsIn(this),
      apiAccessLogs: this.api.accessLogs,
      alarmEmails: settings.alarmEmails,
      dashboardName: this.stackName,
      metricsService: metricsServiceFor(settings.stage),
      alarmChat: settings.alarmChat,
      scheduledJobs: scheduledJobs.map((job) => ({ ...job, fn: this.schedules.functions.get(job.id)! })),
    });

    new CfnOutput(this, 'AppUrl', { value: this.web.url });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'LiveSocketUrl', { value: this.live.url });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'ImageBucketName', { value: this.storage.imageBucket.bucketName });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.alarmTopic.topicArn });
    new CfnOutput(this, 'StripeSecretArn', { value: this.payments.secret.secretArn });
  }

  /**
   * The PreSignUp trigger frees a lapsed invite's address: the table's items and the invite
   * lifecycle's Cognito calls. The pool grant is its own policy, not the role's default one,
   * which the function depends on: the pool depends on the function (its trigger), so a
   * default-policy grant on the pool would be a cycle. It reads the pool id from its event.
   */
  private wirePreSignUp(logLevel: string): void {
    const fn = this.auth.preSignUpFunction;
    fn.addEnvironment('TABLE_NAME', this.data.table.tableName);
    fn.addEnvironment('LOG_LEVEL', logLevel);
    fn.addToRolePolicy(tableItemsStatement(this.data.table));
    new Policy(this, 'PreSignUpAccounts', {
      roles: [fn.role!],
      statements: [
        new PolicyStatement({ actions: INVITE_LIFECYCLE_ACTIONS, resources: [this.auth.userPool.userPoolArn] }),
      ],
    });
  }
}

/** Deploy flags that were once context values and now live in the settings files. */
const MOVED_CONTEXT_KEYS = ['mailFromDomain', 'alarmEmail', 'logLevel'];

/** `-c env=<name>` (default example), checked against the CLI's credentials (CDK_DEFAULT_ACCOUNT). */
function settingsFromContext(app: App): EnvironmentSettings {
  for (const key of MOVED_CONTEXT_KEYS)
    if (app.node.tryGetContext(key) !== undefined)
      throw new Error(`-c ${key} is no longer read: set it in lib/environments/<env>.ts and deploy with -c env=<env>`);
  const name = app.node.tryGetContext('env') as string | undefined;
  return environmentSettings(name ?? 'example', process.env.CDK_DEFAULT_ACCOUNT);
}

export interface BuildAppOptions {
  context?: Record<string, unknown>;
  outdir?: string;
  /** The environment's settings (lib/environments/); the example, which only synthesizes, by default. */
  settings?: EnvironmentSettings;
}

/**
 * The CDK app as bin/cdk.ts, the infra tests and the bundle bench all build it: the stack
 * plus the cdk-nag AWS Solutions checks, which fail synthesis on any unacknowledged finding.
 */
export function buildApp(options: BuildAppOptions = {}): { app: App; stack: MoveMatchStack } {
  const app = new App({ context: options.context, outdir: options.outdir });
  const settings = options.settings ?? settingsFromContext(app);
  const stack = new MoveMatchStack(app, stackNameFor(settings), {
    settings,
    description: `MoveMatch (${settings.stage}): moving marketplace (web, API, auth, data, events, monitoring)`,
    // The example names no account: the CLI's, when it has credentials (checkDeployable refuses a deploy of it).
    env: {
      account: settings.account ?? process.env.CDK_DEFAULT_ACCOUNT,
      region: settings.account ? settings.region : process.env.CDK_DEFAULT_REGION,
    },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { app, stack };
}
