import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { COGNITO_ADMIN_ACTIONS, INVITE_USER_ACTIONS, INVITE_USER_HANDLER } from '@infra/constructs/permissions';
import { ROUTE_THROTTLES, STAGE_THROTTLE, routeKey } from '@infra/constructs/api';
import { buildApp } from '@infra/stack';
import { EVENT_SOURCE, eventRules, ruleDetailTypes } from '@schemas/events';
import { routeList } from '@schemas/routes';

type Resource = { Type: string; Properties: Record<string, any> };

let template: Template;
let functions: Record<string, Resource>;

/** The Lambda a route's integration invokes. */
function functionOfRoute(key: string): Resource {
  const [, route] = Object.entries(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: key } }))[0]!;
  const integrationId = (route.Properties.Target['Fn::Join'][1] as Array<{ Ref?: string }>).find((p) => p.Ref)!.Ref!;
  const integration = template.toJSON().Resources[integrationId];
  const functionId = integration.Properties.IntegrationUri['Fn::GetAtt'][0];
  return functions[functionId]!;
}

function policyActionsOf(fn: Resource): string[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((p) =>
    p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId),
  );
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat()));
}

beforeAll(() => {
  const { stack } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  template = Template.fromStack(stack);
  functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
});

describe('HTTP API from the route table', () => {
  it('has one route per routeList entry, with the same method and path', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(routeList.map(([, r]) => routeKey(r)).sort());
  });

  it('has one Lambda per route, plus the event handlers, the Cognito trigger and the site deployment', () => {
    expect(Object.keys(functions)).toHaveLength(routeList.length + eventRules.length + 2);
    const integrated = new Set(routeList.map(([, route]) => functionOfRoute(routeKey(route))));
    expect(integrated.size).toBe(routeList.length);
  });

  it('puts the JWT authorizer on every non-public route and none on public ones', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
    });
    const [authorizerId] = Object.keys(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    for (const [, route] of routeList) {
      const [found] = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey(route) } }));
      if (route.roles === 'public') {
        expect(found!.Properties.AuthorizationType, routeKey(route)).toBe('NONE');
        expect(found!.Properties.AuthorizerId).toBeUndefined();
      } else {
        expect(found!.Properties.AuthorizationType, routeKey(route)).toBe('JWT');
        expect(found!.Properties.AuthorizerId).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('trusts the Cognito pool as issuer and the web client as audience', () => {
    const [authorizer] = Object.values(template.findResources('AWS::ApiGatewayV2::Authorizer'));
    const issuer = JSON.stringify(authorizer!.Properties.JwtConfiguration.Issuer);
    expect(issuer).toContain('https://cognito-idp.');
    expect(issuer).toMatch(/AuthUserPool/);
    expect(JSON.stringify(authorizer!.Properties.JwtConfiguration.Audience)).toMatch(/AuthUserPoolWebClient/);
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
  const stage = () => Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
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
        { ThrottlingRateLimit: ROUTE_THROTTLES[route.throttle!].rateLimit, ThrottlingBurstLimit: ROUTE_THROTTLES[route.throttle!].burstLimit },
      ]),
    );
    expect(stage().Properties.RouteSettings).toEqual(expected);
    for (const limits of Object.values(ROUTE_THROTTLES)) {
      expect(limits.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
      expect(limits.burstLimit).toBeLessThan(STAGE_THROTTLE.burstLimit);
    }
  });

  it('marks the invite, quote requests and updates, account creation, the concierge upgrade, image uploads and the checkouts', () => {
    expect(Object.fromEntries(marked.map(([id, route]) => [id, route.throttle]))).toEqual({
      createUser: 'mail',
      inviteCompanyUser: 'mail',
      requestQuotes: 'mail',
      requestQuote: 'mail',
      requestQuoteAgain: 'mail',
      sendCompanyQuote: 'mail',
      updateCompanyQuote: 'mail',
      sendMessage: 'mail',
      upgradeMoverToConcierge: 'spend',
      createImageUpload: 'spend',
      uploadImage: 'spend',
      createFlatRateSubscription: 'spend',
      createPayPerLeadSubscription: 'spend',
      createTokenRefillCheckout: 'spend',
    });
  });

  it('deploys the stage after the throttled routes (CloudFormation needs their route keys)', () => {
    const dependsOn = [stage().DependsOn ?? []].flat() as string[];
    const routeIds = Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, r]) => marked.some(([, route]) => routeKey(route) === r.Properties.RouteKey))
      .map(([id]) => id);
    expect(routeIds).toHaveLength(marked.length);
    for (const id of routeIds) expect(dependsOn).toContain(id);
  });
});

describe('route and event functions', () => {
  const appFunctions = () =>
    [...routeList.map(([, route]) => functionOfRoute(routeKey(route)))].concat(
      Object.values(functions).filter((f) => String(f.Properties.Description).startsWith('On ')),
    );

  it('run Node 22 on arm64 with the runtime config every handler reads', () => {
    const stripeUsers = new Set(stripeSecretUsers());
    for (const fn of appFunctions()) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.Handler).toBe('index.handler');
      const stripe = stripeUsers.has(fn) ? ['STRIPE_SECRET_ARN'] : [];
      // The live fan-out (functions/live event handlers) pushes through the WebSocket stage.
      const live = eventRules.some((r) => r.handler.startsWith('live/') && fn.Properties.Description === `On ${r.detailType}: ${r.summary}`)
        ? ['LIVE_CALLBACK_URL']
        : [];
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
        ['APP_ORIGIN', 'EVENT_BUS_NAME', 'IMAGE_BASE_URL', 'IMAGE_BUCKET', 'LOG_LEVEL', 'MAIL_FROM', 'NODE_OPTIONS', 'TABLE_NAME', 'USER_POOL_ID', ...stripe, ...live].sort(),
      );
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
  });

  it('grant table item access without Scan, and Cognito admin actions only to users/* handlers and the invite', () => {
    for (const [, route] of routeList) {
      const actions = policyActionsOf(functionOfRoute(routeKey(route)));
      expect(actions).toContain('dynamodb:PutItem');
      expect(actions).toContain('events:PutEvents');
      expect(actions).not.toContain('dynamodb:Scan');
      const isUsers = route.handler.startsWith('users/');
      const isInvite = route.handler === INVITE_USER_HANDLER;
      for (const action of COGNITO_ADMIN_ACTIONS) {
        const granted = isUsers || (isInvite && INVITE_USER_ACTIONS.includes(action));
        expect(actions.includes(action), `${route.handler} ${action}`).toBe(granted);
      }
      for (const action of INVITE_USER_ACTIONS) {
        if (!COGNITO_ADMIN_ACTIONS.includes(action)) expect(actions.includes(action), `${route.handler} ${action}`).toBe(isInvite);
      }
    }
  });
});

/** Every route function, and the event handlers of functions/payments. */
function stripeSecretUsers(): Resource[] {
  const paymentEventHandlers = eventRules
    .filter((rule) => rule.handler.startsWith('payments/'))
    .map((rule) => Object.values(functions).find((f) => String(f.Properties.Description).startsWith(`On ${rule.detailType}: ${rule.summary}`.slice(0, 256)))!);
  return [...routeList.map(([, route]) => functionOfRoute(routeKey(route))), ...paymentEventHandlers];
}

describe('Stripe keys', () => {
  const secretId = () => {
    const secrets = template.findResources('AWS::SecretsManager::Secret');
    expect(Object.keys(secrets)).toHaveLength(1);
    return Object.keys(secrets)[0]!;
  };

  it('live in one Secrets Manager secret created with empty values, retained, never a key in the template', () => {
    const [secret] = Object.values(template.findResources('AWS::SecretsManager::Secret'));
    expect(secret!.DeletionPolicy).toBe('Retain');
    expect(secret!.Properties.SecretString).toBeUndefined();
    expect(JSON.parse(secret!.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({ secretKey: '', webhookSecret: '' });
    template.hasOutput('StripeSecretArn', { Value: { Ref: secretId() } });
    expect(JSON.stringify(template.toJSON()).match(/(sk|rk)_(test|live)_[A-Za-z0-9]{6,}|whsec_[A-Za-z0-9]{6,}/g)).toBeNull();
  });

  it('are readable by every route function and the payment event handlers, which find them through STRIPE_SECRET_ARN', () => {
    const id = secretId();
    for (const fn of stripeSecretUsers()) {
      expect(fn.Properties.Environment.Variables.STRIPE_SECRET_ARN).toEqual({ Ref: id });
      expect(policyActionsOf(fn)).toContain('secretsmanager:GetSecretValue');
    }
    const others = Object.values(functions).filter((fn) => !stripeSecretUsers().includes(fn));
    for (const fn of others) expect(policyActionsOf(fn)).not.toContain('secretsmanager:GetSecretValue');
  });

  it('the Stripe webhook route is public: no JWT authorizer (Stripe signs its requests instead)', () => {
    const [route] = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: 'POST /api/stripe/webhook' } }));
    expect(route!.Properties.AuthorizationType).toBe('NONE');
    expect(route!.Properties.AuthorizerId).toBeUndefined();
  });
});

describe('domain events', () => {
  it('has a custom bus and one rule per eventRules entry, matching source and detail-type', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    template.resourceCountIs('AWS::Events::Rule', eventRules.length);
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
    template.resourceCountIs('AWS::Lambda::EventInvokeConfig', eventRules.length);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      MaximumRetryAttempts: 2,
      MaximumEventAgeInSeconds: 6 * 60 * 60,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsDeadLetterQueue'), 'Arn'] } } },
    });
  });

  it('routes status changes and messages to the notification e-mail handlers', () => {
    for (const handler of ['notifications/send-quote-status-email', 'notifications/send-message-email']) {
      expect(eventRules.some((rule) => rule.handler === handler)).toBe(true);
    }
  });

  it('alarms on any event in a dead-letter queue and on notification handler errors, and graphs both', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('dead-letter queue'),
      Threshold: 1,
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^EventsDeadLetterQueue'), 'QueueName'] } }],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmDescription: Match.stringLikeRegexp('notification e-mail handler failed'),
      Metrics: Match.arrayWith([Match.objectLike({ MetricStat: Match.objectLike({ Metric: Match.objectLike({ MetricName: 'Errors' }) }) })]),
    });
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    expect(body).toContain('Notification e-mail failures');
    expect(body).toContain('Events in the dead-letter queue');
  });
});
