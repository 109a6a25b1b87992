import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_STAGE_NAME } from '@infra/constructs/live';
import { buildApp } from '@infra/stack';
import { eventRules } from '@schemas/events';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

/** The live delivery nested stack's template, and the main stack's (the fan-out, the outputs). */
let template: Template;
let main: Template;
let resources: Record<string, Resource>;
/** The API's route groups' templates (route functions live in nested stacks of their own). */
let routeTemplates: Template[];

beforeAll(() => {
  const { stack } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
  main = Template.fromStack(stack);
  template = Template.fromStack(stack.live);
  resources = template.toJSON().Resources;
  routeTemplates = [...stack.api.routeStacks.values()].map((routeStack) => Template.fromStack(routeStack));
});

const socketApiId = () => {
  const [id] = Object.keys(
    template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'WEBSOCKET' } }),
  );
  return id;
};
const socketResources = (type: string) =>
  Object.values(template.findResources(type)).filter(
    (r) => (r as Resource).Properties.ApiId?.Ref === socketApiId(),
  ) as Resource[];

/** The handler file a route's integration invokes (from the function's description). */
function functionOfIntegration(integrationTarget: unknown): Resource {
  const integrationId = (integrationTarget as { 'Fn::Join': [string, Array<{ Ref?: string }>] })['Fn::Join'][1].find(
    (p) => p.Ref,
  )!.Ref!;
  const uri = JSON.stringify(resources[integrationId].Properties.IntegrationUri);
  const functionId = /"Fn::GetAtt":\["([^"]+)","Arn"\]/.exec(uri)![1];
  return resources[functionId];
}

function policyStatementsOf(fn: Resource, of: Template = template) {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  return Object.values(of.findResources('AWS::IAM::Policy'))
    .filter((p) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string | string[]; Resource: unknown }>);
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
      $connect: expect.stringContaining('$connect: records the connection'),
      $disconnect: expect.stringContaining('$disconnect'),
      $default: expect.stringContaining('$default'),
    });
  });

  it('verifies tokens for the pool and the web client', () => {
    const authorizer = Object.values(template.findResources('AWS::Lambda::Function')).find((f) =>
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
      DefaultRouteSettings: { ThrottlingRateLimit: expect.any(Number), ThrottlingBurstLimit: expect.any(Number) },
      AccessLogSettings: { DestinationArn: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogs/), 'Arn'] } },
    });
    const url = JSON.stringify(main.toJSON().Outputs.LiveSocketUrl.Value);
    expect(url).toContain('wss://');
    expect(url).toContain(`/${LIVE_STAGE_NAME}`);
    expect(url).toMatch(/Live.*Outputs/); // the socket API's id, from the nested stack
  });

  it('lets only the live event handlers (MessageSent fan-out, UserDeactivated closer) manage connections, through the stage callback URL', () => {
    const functions = Object.values(main.findResources('AWS::Lambda::Function')) as Resource[];
    const manages = (fn: Resource, of: Template) =>
      policyStatementsOf(fn, of).filter((s) => [s.Action].flat().includes('execute-api:ManageConnections'));
    const liveHandlers = [
      { handler: 'live/deliver-message', detailType: 'MessageSent' },
      { handler: 'live/close-user-sockets', detailType: 'UserDeactivated' },
    ].map(({ handler, detailType }) => {
      const rule = eventRules.find((r) => r.handler === handler)!;
      expect(rule.detailType).toBe(detailType);
      const fn = functions.find((f) => f.Properties.Description === `On ${detailType}: ${rule.summary}`)!;
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
      for (const fn of Object.values(of.findResources('AWS::Lambda::Function')) as Resource[])
        expect(manages(fn, of)).toHaveLength(0);
    }
  });

  it('gives the connect and disconnect functions table access (connections are items)', () => {
    for (const route of socketResources('AWS::ApiGatewayV2::Route')) {
      const actions = policyStatementsOf(functionOfIntegration(route.Properties.Target)).flatMap((s) =>
        [s.Action].flat(),
      );
      expect(actions).toContain('dynamodb:PutItem');
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });
});
