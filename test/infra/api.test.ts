import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_STATUS_ACTIONS,
  ADMIN_HANDLER_GRANTS,
  COGNITO_ADMIN_ACTIONS,
  INVITE_LIFECYCLE_ACTIONS,
  INVITE_LIFECYCLE_HANDLERS,
  INVITE_USER_ACTIONS,
  INVITE_USER_HANDLER,
} from '@infra/constructs/permissions';
import { ROUTE_THROTTLES, STAGE_THROTTLE, routeKey } from '@infra/constructs/api';
import { handlerCallsStripe } from '@infra/constructs/stripe-users';
import { EVENT_SOURCE, eventRules, ruleDetailTypes } from '@schemas/events';
import { scheduledJobs } from '@schemas/schedules';
import type { RouteDef } from '@schemas/route';
import { routeGroups, routeList } from '@schemas/routes';
import { stackTemplates, valueFromParent, type NestedTemplate, type StackTemplates } from './stack-templates';
import { policyActionsOf, resourcesOf, type CfnResource, type GetAtt } from './template-resources';
import { builtApp } from './built-app';

type LambdaFunction = CfnResource<'AWS::Lambda::Function'>;

/** The main stack (API, stage, authorizer, event handlers ...); route functions are in nested stacks. */
let template: Template;
let stacks: StackTemplates;
/** The main stack's functions: event handlers, the Cognito trigger, the site deployment. */
let functions: Record<string, LambdaFunction>;

/** A route function, with the nested stack (route group) it lives in. */
interface RouteFunction {
  fn: LambdaFunction;
  group: NestedTemplate;
}

/** The API Gateway route of a route key, in whichever route group holds it (exactly one). */
function findRoute(key: string): {
  route: CfnResource<'AWS::ApiGatewayV2::Route'>;
  logicalId: string;
  group: NestedTemplate;
} {
  const found = [...stacks.routeGroups.values()].flatMap((group) =>
    Object.entries(resourcesOf(group.template, 'AWS::ApiGatewayV2::Route', { Properties: { RouteKey: key } })).map(
      ([logicalId, route]) => ({ route, logicalId, group }),
    ),
  );
  expect(found, key).toHaveLength(1);
  return found[0];
}

/** The Lambda a route's integration invokes (in the route's own nested stack). */
function functionOfRoute(key: string): RouteFunction {
  const { route, group } = findRoute(key);
  const integrationId = (route.Properties.Target['Fn::Join'][1] as Array<{ Ref?: string }>).find((p) => p.Ref)!.Ref!;
  const integration = resourcesOf(group.template, 'AWS::ApiGatewayV2::Integration')[integrationId];
  // An HTTP API's Lambda integration names its function by GetAtt.
  const functionId = (integration.Properties.IntegrationUri as GetAtt)['Fn::GetAtt'][0];
  return { fn: resourcesOf(group.template, 'AWS::Lambda::Function')[functionId], group };
}

/** A template's functions, as the same objects functionOfRoute returns. */
const lambdasOf = (of: Template) => Object.values(resourcesOf(of, 'AWS::Lambda::Function'));

const routeFunctions = () => routeList.map(([id, route]) => ({ id, route, ...functionOfRoute(routeKey(route)) }));

beforeAll(() => {
  const { stack } = builtApp();
  stacks = stackTemplates(stack);
  template = stacks.main;
  functions = resourcesOf(template, 'AWS::Lambda::Function');
});

describe('HTTP API from the route table', () => {
  it('has one route per routeList entry, with the same method and path, each in the nested stack of its route table', () => {
    const routes = [...stacks.routeGroups.values()].flatMap((group) =>
      Object.values(resourcesOf(group.template, 'AWS::ApiGatewayV2::Route')),
    );
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(routeList.map(([, r]) => routeKey(r)).sort());
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 0);
    expect([...stacks.routeGroups.keys()].sort()).toEqual(Object.keys(routeGroups).sort());
    for (const [group, table] of Object.entries(routeGroups)) {
      for (const route of Object.values<RouteDef>(table))
        expect(findRoute(routeKey(route)).group, routeKey(route)).toBe(stacks.routeGroups.get(group));
    }
  });

  it('routes every route to the one API of the main stack', () => {
    const [apiId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Api'));
    for (const [, route] of routeList) {
      const { route: found, group } = findRoute(routeKey(route));
      expect(valueFromParent(template, group, found.Properties.ApiId), routeKey(route)).toEqual({ Ref: apiId });
    }
  });

  it('has one Lambda per route (in its route group), plus the event handlers, the scheduled jobs, the two Cognito triggers and the site deployment', () => {
    // + 1: the rule for SES's bounces and complaints on the default bus (sesFeedbackRule).
    expect(Object.keys(functions)).toHaveLength(eventRules.length + 1 + scheduledJobs.length + 3);
    for (const [group, table] of Object.entries(routeGroups)) {
      stacks.routeGroups.get(group)!.template.resourceCountIs('AWS::Lambda::Function', Object.keys(table).length);
    }
    const integrated = new Set(routeFunctions().map(({ fn }) => fn));
    expect(integrated.size).toBe(routeList.length);
  });

  it('lets API Gateway invoke each route function, from this API only', () => {
    for (const { route, fn, group } of routeFunctions()) {
      const permissions = Object.values(resourcesOf(group.template, 'AWS::Lambda::Permission')).filter(
        (p) =>
          p.Properties.FunctionName['Fn::GetAtt']?.[0] ===
          Object.entries(resourcesOf(group.template, 'AWS::Lambda::Function')).find(([, r]) => r === fn)?.[0],
      );
      expect(permissions, routeKey(route)).toHaveLength(1);
      expect(permissions[0].Properties.Principal).toBe('apigateway.amazonaws.com');
    }
  });

  it('puts the one JWT authorizer (in the main stack) on every non-public route and none on public ones', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    for (const group of stacks.routeGroups.values()) group.template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 0);
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    for (const [, route] of routeList) {
      const { route: found, group } = findRoute(routeKey(route));
      if (route.roles === 'public') {
        expect(found.Properties.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(found.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(found.Properties.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(valueFromParent(template, group, found.Properties.AuthorizerId), routeKey(route)).toEqual({
          Ref: authorizerId,
        });
      }
    }
  });

  it('trusts the Cognito pool as issuer and the web client as audience', () => {
    const [authorizer] = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Authorizer'));
    const jwt = authorizer.Properties.JwtConfiguration!;
    const issuer = JSON.stringify(jwt.Issuer);
    expect(issuer).toContain('https://cognito-idp.');
    expect(issuer).toMatch(/AuthUserPool/);
    expect(JSON.stringify(jwt.Audience)).toMatch(/AuthUserPoolWebClient/);
  });

  it('writes access logs for the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiAccessLogs'), 'Arn'] } },
    });
  });
});

describe('throttling', () => {
  const stage = () => Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Stage'))[0];
  const marked = routeList.filter(([, route]) => route.throttle);

  it('limits the $default stage by default', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    expect(stage().Properties.DefaultRouteSettings).toMatchObject({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
  });

  it('gives the writes that send mail or spend money a lower limit of their own, and only them', () => {
    const expected = Object.fromEntries(
      marked.map(([, route]) => [
        routeKey(route),
        {
          ThrottlingRateLimit: ROUTE_THROTTLES[route.throttle!].rateLimit,
          ThrottlingBurstLimit: ROUTE_THROTTLES[route.throttle!].burstLimit,
        },
      ]),
    );
    expect(stage().Properties.RouteSettings).toEqual(expected);
    for (const limits of Object.values(ROUTE_THROTTLES)) {
      expect(limits.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
      expect(limits.burstLimit).toBeLessThan(STAGE_THROTTLE.burstLimit);
    }
  });

  it("marks the invites (a company's and the admin's), quote requests and updates, review reports, a company's cancellation, account creation, the concierge upgrade, image uploads and the checkouts (a card update's too)", () => {
    expect(Object.fromEntries(marked.map(([id, route]) => [id, route.throttle]))).toEqual({
      createUser: 'mail',
      inviteCompanyUser: 'mail',
      inviteUserAsAdmin: 'mail',
      requestQuotes: 'mail',
      requestQuote: 'mail',
      requestQuoteAgain: 'mail',
      sendCompanyQuote: 'mail',
      updateCompanyQuote: 'mail',
      sendMessage: 'mail',
      reportReview: 'mail',
      cancelBookingByCompany: 'mail',
      startCardUpdate: 'spend',
      upgradeMoverToConcierge: 'spend',
      createImageUpload: 'spend',
      uploadImage: 'spend',
      createFlatRateSubscription: 'spend',
      createPayPerLeadSubscription: 'spend',
      createTokenRefillCheckout: 'spend',
    });
  });

  it('deploys the stage after the nested stacks holding the throttled routes (CloudFormation needs their route keys)', () => {
    const dependsOn = [stage().DependsOn ?? []].flat();
    expect(marked.length).toBeGreaterThan(0);
    for (const [, route] of marked)
      expect(dependsOn, routeKey(route)).toContain(findRoute(routeKey(route)).group.logicalId);
  });
});

/** A function with the template it is in (and its nested stack, for a route function). */
interface Located {
  fn: LambdaFunction;
  of: Template;
  group?: NestedTemplate;
}

/** What a function's property stands for in the main stack (through its nested stack's parameters). */
const inMain = ({ group }: Located, value: unknown) => (group ? valueFromParent(template, group, value) : value);

const eventFunctions = (): Located[] =>
  Object.values(functions)
    .filter((f) => String(f.Properties.Description).startsWith('On '))
    .map((fn) => ({ fn, of: template }));
const locatedRouteFunctions = (): Array<Located & { route: (typeof routeList)[number][1] }> =>
  routeFunctions().map(({ fn, group, route }) => ({ fn, of: group.template, group, route }));

describe('route and event functions', () => {
  const appFunctions = () => [...locatedRouteFunctions(), ...eventFunctions()];

  it('run Node 22 on arm64 with the runtime config every handler reads', () => {
    const stripeUsers = new Set(stripeSecretUsers().map(({ fn }) => fn));
    const [tableId] = Object.keys(template.findResources('AWS::DynamoDB::Table'));
    for (const located of appFunctions()) {
      const { fn } = located;
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      const stripe = stripeUsers.has(fn) ? ['STRIPE_SECRET_ARN'] : [];
      // The live fan-out (functions/live event handlers) pushes through the WebSocket stage.
      const live = eventRules.some(
        (r) =>
          r.handler.startsWith('live/') &&
          fn.Properties.Description === `On ${ruleDetailTypes(r).join(', ')}: ${r.summary}`,
      )
        ? ['LIVE_CALLBACK_URL']
        : [];
      const variables = fn.Properties.Environment.Variables;
      expect(Object.keys(variables).sort()).toEqual(
        [
          'APP_ORIGIN',
          'EVENT_BUS_NAME',
          'IMAGE_BASE_URL',
          'IMAGE_BUCKET',
          'LOG_LEVEL',
          'MAIL_FROM',
          'METRICS_SERVICE',
          'NODE_OPTIONS',
          'SES_CONFIGURATION_SET',
          'TABLE_NAME',
          'USER_POOL_ID',
          ...stripe,
          ...live,
        ].sort(),
      );
      expect(variables.NODE_OPTIONS).toBe('--enable-source-maps');
      expect(variables.METRICS_SERVICE).toBe('movematch-example');
      expect(inMain(located, variables.TABLE_NAME), fn.Properties.Description).toEqual({ Ref: tableId });
    }
  });

  it('grant table item access without Scan; Cognito actions only to users/* (groups), the invite handlers and the admin handlers of ADMIN_HANDLER_GRANTS', () => {
    const cognitoActions = [
      ...new Set([
        ...COGNITO_ADMIN_ACTIONS,
        ...INVITE_USER_ACTIONS,
        ...INVITE_LIFECYCLE_ACTIONS,
        ...ACCOUNT_STATUS_ACTIONS,
      ]),
    ];
    for (const { fn, of, route } of locatedRouteFunctions()) {
      const actions = policyActionsOf(fn, of);
      expect(actions).toContain('dynamodb:PutItem');
      expect(actions).toContain('events:PutEvents');
      expect(actions).not.toContain('dynamodb:Scan');
      const expected = new Set([
        ...(route.handler.startsWith('users/') ? COGNITO_ADMIN_ACTIONS : []),
        ...(route.handler === INVITE_USER_HANDLER ? INVITE_USER_ACTIONS : []),
        // Inviting, listing and withdrawing settle waiting invites (accepted, lapsed: invite-lifecycle.ts).
        ...(INVITE_LIFECYCLE_HANDLERS.includes(route.handler) ? INVITE_LIFECYCLE_ACTIONS : []),
        // Each admin handler its own (admin-permissions.test.ts checks them against the code).
        ...(ADMIN_HANDLER_GRANTS[route.handler]?.cognito ?? []),
      ]);
      for (const action of cognitoActions)
        expect(actions.includes(action), `${route.handler} ${action}`).toBe(expected.has(action));
    }
  });

  it('let admin/* handlers publish events; SES and the image bucket only where ADMIN_HANDLER_GRANTS says', () => {
    const admin = locatedRouteFunctions().filter(({ route }) => route.handler.startsWith('admin/'));
    expect(admin.length).toBeGreaterThan(0);
    for (const { fn, of, route } of admin) {
      const actions = policyActionsOf(fn, of);
      const grant = ADMIN_HANDLER_GRANTS[route.handler];
      for (const action of ['events:PutEvents', 'dynamodb:UpdateItem']) {
        expect(actions, `${route.handler} ${action}`).toContain(action);
      }
      expect(actions.includes('ses:SendEmail'), `${route.handler} ses:SendEmail`).toBe(grant.email === true);
      expect(actions.includes('s3:PutObject'), `${route.handler} s3:PutObject`).toBe(grant.images === true);
    }
  });
});

/** Every route function, the event handlers of functions/payments and the concierge booking (it refunds). */
function stripeSecretUsers(): Located[] {
  const paymentEventHandlers = eventRules
    .filter((rule) => handlerCallsStripe(rule.handler))
    .map((rule) => ({
      fn: Object.values(functions).find((f) =>
        String(f.Properties.Description).startsWith(`On ${rule.detailType}: ${rule.summary}`.slice(0, 256)),
      )!,
      of: template,
    }));
  const stripeJobs = scheduledJobs
    .filter((job) => handlerCallsStripe(job.handler))
    .map((job) => ({
      fn: Object.values(functions).find((f) =>
        String(f.Properties.Description).startsWith(`Every ${job.everyMinutes} minutes: ${job.summary}`.slice(0, 256)),
      )!,
      of: template,
    }));
  expect(stripeJobs.map(({ fn }) => fn)).not.toContain(undefined);
  return [...locatedRouteFunctions(), ...paymentEventHandlers, ...stripeJobs];
}

describe('Stripe keys', () => {
  const secretId = () => {
    const secrets = resourcesOf(template, 'AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(1);
    for (const nested of stacks.nested) nested.template.resourceCountIs('AWS::SecretsManager::Secret', 0);
    return Object.keys(secrets)[0];
  };

  it('live in one Secrets Manager secret created with empty values, retained, never a key in any template', () => {
    const [secret] = Object.values(resourcesOf(template, 'AWS::SecretsManager::Secret'));
    expect(secret.DeletionPolicy).toBe('Retain');
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(JSON.parse(secret.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({
      secretKey: '',
      webhookSecret: '',
      connectWebhookSecret: '',
    });
    template.hasOutput('StripeSecretArn', { Value: { Ref: secretId() } });
    for (const of of stacks.all) {
      expect(
        JSON.stringify(of.toJSON()).match(/(sk|rk)_(test|live)_[A-Za-z0-9]{6,}|whsec_[A-Za-z0-9]{6,}/g),
      ).toBeNull();
    }
  });

  it('are readable by every route function and the event and scheduled handlers that call Stripe, which find them through STRIPE_SECRET_ARN', () => {
    const id = secretId();
    const users = stripeSecretUsers();
    for (const located of users) {
      expect(inMain(located, located.fn.Properties.Environment.Variables.STRIPE_SECRET_ARN)).toEqual({ Ref: id });
      expect(policyActionsOf(located.fn, located.of)).toContain('secretsmanager:GetSecretValue');
    }
    const userFunctions = new Set(users.map(({ fn }) => fn));
    for (const of of stacks.all) {
      const others = lambdasOf(of).filter((fn) => !userFunctions.has(fn));
      for (const fn of others) expect(policyActionsOf(fn, of)).not.toContain('secretsmanager:GetSecretValue');
    }
  });

  it('the Stripe webhook route is public: no JWT authorizer (Stripe signs its requests instead)', () => {
    const { route } = findRoute('POST /api/stripe/webhook');
    expect(route.Properties.AuthorizationType).toBe('NONE');
    expect(route.Properties.AuthorizerId).toBeUndefined();
  });
});

describe('domain events', () => {
  it('has a custom bus and one rule per eventRules entry, matching source and detail-type', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    // The scheduled jobs' rules (test/infra/schedules.test.ts) and SES's feedback rule
    // (email-feedback.test.ts) are on the default bus.
    template.resourceCountIs('AWS::Events::Rule', eventRules.length + scheduledJobs.length + 1);
    for (const rule of eventRules) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: Match.stringLikeRegexp('^EventsBus') },
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': ruleDetailTypes(rule) },
        Targets: [
          {
            RetryPolicy: { MaximumRetryAttempts: 2 },
            DeadLetterConfig: { Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsDeadLetterQueue'), 'Arn'] } },
          },
        ],
      });
    }
  });

  it('sends events whose handler keeps failing to the dead-letter queue, each rule its own invoke config', () => {
    // Each event rule, SES's feedback rule and each scheduled job (job-heartbeats.test.ts).
    template.resourceCountIs('AWS::Lambda::EventInvokeConfig', eventRules.length + 1 + scheduledJobs.length);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 6 * 60 * 60,
      DestinationConfig: {
        OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsDeadLetterQueue'), 'Arn'] } },
      },
    });
  });

  it('routes status changes and messages to the notification e-mail handlers', () => {
    for (const handler of ['notifications/send-quote-status-email', 'notifications/send-message-email']) {
      expect(eventRules.some((rule) => rule.handler === handler)).toBe(true);
    }
  });

  it('alarms on any event in a dead-letter queue and on event handler failures, and graphs both', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('dead-letter queue'),
      Threshold: 1,
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsDeadLetterQueue'), 'QueueName'] } },
      ],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('event handler failed'),
      Metrics: [
        Match.objectLike({
          MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'EventHandlerFailures' }) }),
        }),
      ],
    });
    const [dashboard] = Object.values(resourcesOf(template, 'AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    expect(body).toContain('Event handler failures');
    expect(body).toContain('Events in the dead-letter queue');
  });
});
