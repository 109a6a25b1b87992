import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STAGE_NAME } from '@infra/constructs/live';
import { eventRules, ruleDetailTypes } from '@schemas/events';
import { expected } from '@test/support/expected';
import { policyActionsOf, policyStatementsOf, resourcesOf, sectionsOf, type CfnResource } from './template-resources';
import { builtApp } from './built-app';

type LambdaFunction = CfnResource<'AWS::Lambda::Function'>;

/** The live delivery nested stack's template, and the main stack's (the fan-out, the outputs). */
let template: Template;
let main: Template;
/** The API's route groups' templates (route functions live in nested stacks of their own). */
let routeTemplates: Template[];

beforeAll(() => {
  const { stack } = builtApp();
  main = Template.fromStack(stack);
  template = Template.fromStack(stack.live);
  routeTemplates = [...stack.api.routeStacks.values()].map((routeStack) => Template.fromStack(routeStack));
});

const socketApiId = () => {
  const [id] = Object.keys(
    template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }),
  );
  return id;
};
/** The socket API's resources of one type (each names its API by `ApiId: { Ref }`). */
const socketResources = <
  T extends 'AWS::ApiGatewayV2::Route' | 'AWS::ApiGatewayV2::Authorizer' | 'AWS::ApiGatewayV2::Stage',
>(
  type: T,
) =>
  Object.values(resourcesOf(template, type)).filter(
    (r) => (r.Properties.ApiId as { Ref?: string } | undefined)?.Ref === socketApiId(),
  );

/** The handler file a route's integration invokes (from the function's description). */
function functionOfIntegration(integrationTarget: unknown): LambdaFunction {
  const integrationId = (integrationTarget as { 'Fn::Join': [string, Array<{ Ref?: string }>] })['Fn::Join'][1].find(
    (p) => p.Ref,
  )!.Ref!;
  const uri = JSON.stringify(
    resourcesOf(template, 'AWS::ApiGatewayV2::Integration')[integrationId].Properties.IntegrationUri,
  );
  const functionId = /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)![1];
  return resourcesOf(template, 'AWS::Lambda::Function')[functionId];
}

describe('live delivery WebSocket API', () => {
  it('has $connect behind the Lambda authorizer on ?token=, and $disconnect and $default', () => {
    const routes = socketResources('AWS::ApiGatewayV2::Route');
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const [authorizer, ...more] = socketResources('AWS::ApiGatewayV2::Authorizer');
    expect(more).toHaveLength(0);
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.token'],
    });
    for (const route of routes) {
      const isConnect = route.Properties.RouteKey === '$connect';
      expect(route.Properties.AuthorizationType, route.Properties.RouteKey).toBe(isConnect ? 'CUSTOM' : 'NONE');
    }
    const handlers = Object.fromEntries(
      routes.map((r) => [r.Properties.RouteKey, functionOfIntegration(r.Properties.Target).Properties.Description]),
    );
    expect(handlers).toEqual({
      $connect: expected.stringContaining('$connect: records the connection'),
      $disconnect: expected.stringContaining('$disconnect'),
      $default: expected.stringContaining('$default'),
    });
  });

  it('verifies tokens for the pool and the web client', () => {
    const authorizer = Object.values(resourcesOf(template, 'AWS::Lambda::Function')).find((f) =>
      String(f.Properties.Description).includes('authorizer'),
    )!;
    const env = authorizer.Properties.Environment.Variables;
    expect(JSON.stringify(env.USER_POOL_CLIENT_ID)).toMatch(/AuthUserPoolWebClient/);
    expect(JSON.stringify(env.USER_POOL_ID)).toMatch(/AuthUserPool/);
  });

  it('deploys a throttled, access-logged stage whose wss:// URL is in the web runtime config', () => {
    const [stage] = socketResources('AWS::ApiGatewayV2::Stage');
    expect(stage.Properties).toMatchObject({
      StageName: LIVE_STAGE_NAME,
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: expected.any(Number), ThrottlingBurstLimit: expected.any(Number) },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogs/), 'Arn'] } },
    });
    const url = JSON.stringify(sectionsOf(main).Outputs!.LiveSocketUrl.Value);
    expect(url).toContain('wss://');
    expect(url).toContain(`/${LIVE_STAGE_NAME}`);
    expect(url).toMatch(/Live.*Outputs/); // the socket API's id, from the nested stack
  });

  it('lets only the live event handlers (MessageSent fan-out, UserDeactivated closer, booking changes) manage connections, through the stage callback URL', () => {
    const functions = Object.values(resourcesOf(main, 'AWS::Lambda::Function'));
    const manages = (fn: LambdaFunction, of: Template) =>
      policyStatementsOf(fn, of).filter((s) => [s.Action].flat().includes('execute-api:ManageConnections'));
    const liveHandlers = [
      { handler: 'live/deliver-message', detailType: 'MessageSent' },
      { handler: 'live/close-user-sockets', detailType: 'UserDeactivated' },
      { handler: 'live/push-booking-change', detailType: 'BookingChangeProposed' },
    ].map(({ handler, detailType }) => {
      const rule = eventRules.find((r) => r.handler === handler)!;
      expect(rule.detailType).toBe(detailType);
      const description = `On ${ruleDetailTypes(rule).join(', ')}: ${rule.summary}`;
      const fn = functions.find((f) => f.Properties.Description === description)!;
      const callback = JSON.stringify(fn.Properties.Environment.Variables.LIVE_CALLBACK_URL);
      expect(callback).toContain('https://');
      expect(callback).toMatch(/Live.*Outputs/);
      const manage = manages(fn, main);
      expect(manage).toHaveLength(1);
      // PostToConnection and DeleteConnection on the socket API's stage (its id from the nested stack), nothing more.
      const resources = JSON.stringify(manage[0].Resource);
      expect(resources).toMatch(/Live.*Outputs/);
      expect(resources).toContain('/POST/@connections/*');
      expect(resources).toContain('/DELETE/@connections/*');
      return fn;
    });
    for (const fn of functions.filter((f) => !liveHandlers.includes(f) && f.Properties.Role?.['Fn::GetAtt']))
      expect(manages(fn, main)).toHaveLength(0);
    for (const of of [template, ...routeTemplates]) {
      for (const fn of Object.values(resourcesOf(of, 'AWS::Lambda::Function'))) expect(manages(fn, of)).toHaveLength(0);
    }
  });

  it('gives the connect and disconnect functions table access (connections are items)', () => {
    for (const route of socketResources('AWS::ApiGatewayV2::Route')) {
      const actions = policyActionsOf(functionOfIntegration(route.Properties.Target), template);
      expect(actions).toContain('dynamodb:PutItem');
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });
});
