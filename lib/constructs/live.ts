import { type CfnElement, Names, NestedStack, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { AppFunction } from './lambda-defaults';

export interface LiveDeliveryProps {
  /** The web app client id the authorizer accepts tokens of (with the pool's USER_POOL_ID). */
  userPoolClientId: string;
}

/** The stage name is the socket URL's path: wss://<api>.execute-api.<region>.amazonaws.com/live. */
export const LIVE_STAGE_NAME = 'live';
/** Sockets only carry the web app's keep-alive ping upstream: a low ceiling against floods. */
export const LIVE_STAGE_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    eventType: '$context.eventType',
    status: '$context.status',
    connectionId: '$context.connectionId',
    authorizerError: '$context.authorizer.error',
    integrationError: '$context.integrationErrorMessage',
    sourceIp: '$context.identity.sourceIp',
  }),
);

/**
 * Live delivery (docs/messaging.md): an API Gateway WebSocket API whose $connect runs a Lambda
 * REQUEST authorizer on the Cognito token in `?token=` (browsers cannot set headers on a
 * socket), then records the connection (live/connect); $disconnect forgets it; $default takes
 * the keep-alive ping. Pushes go out from event handlers through the stage's management API
 * (grantPush).
 *
 * A nested stack of its own: the main stack is near CloudFormation's 500-resource limit, and
 * this part (its API, routes, functions, roles and logs) stands on its own.
 */
export class LiveDelivery extends NestedStack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;
  /** The authorizer and the three route functions, keyed by handler module. */
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: LiveDeliveryProps) {
    super(scope, id, { description: 'MoveMatch live delivery: WebSocket API, authorizer and socket route functions' });
    const fn = (name: string, handler: string, description: string) => {
      const created = new AppFunction(this, name, { handler, description });
      this.functions.set(handler, created);
      return created;
    };
    const authorize = fn(
      'Authorize',
      'live/authorize',
      'Live socket $connect authorizer: verifies the Cognito token in ?token=',
    );
    authorize.addEnvironment('USER_POOL_CLIENT_ID', props.userPoolClientId);
    const connect = fn(
      'Connect',
      'live/connect',
      'Live socket $connect: records the connection under its user and company',
    );
    const disconnect = fn('Disconnect', 'live/disconnect', 'Live socket $disconnect: forgets the connection');
    const fallback = fn('Default', 'live/default', 'Live socket $default: accepts the keep-alive ping');

    const authorizer = new WebSocketLambdaAuthorizer('CognitoToken', authorize, {
      identitySource: ['route.request.querystring.token'],
    });
    this.api = new WebSocketApi(this, 'SocketApi', {
      description: 'MoveMatch live delivery (new messages and unread counts pushed to open pages)',
      connectRouteOptions: { integration: new WebSocketLambdaIntegration('ConnectIntegration', connect), authorizer },
      disconnectRouteOptions: { integration: new WebSocketLambdaIntegration('DisconnectIntegration', disconnect) },
      defaultRouteOptions: { integration: new WebSocketLambdaIntegration('DefaultIntegration', fallback) },
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: LIVE_STAGE_THROTTLE,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    for (const route of [
      this.api.node.tryFindChild('$disconnect-Route'),
      this.api.node.tryFindChild('$default-Route'),
    ]) {
      if (!route) continue;
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: 'WebSocket routes after $connect run on a connection the $connect authorizer already admitted',
      });
    }
  }

  /** wss://… for the web app's runtime config (liveUrl). */
  get url(): string {
    return this.stage.url;
  }

  /**
   * Lets an event handler push to sockets and close them: the callback URL, and
   * execute-api:ManageConnections on this stage's connections only (POST is PostToConnection,
   * DELETE is DeleteConnection; connection ids are run-time values).
   */
  grantPush(fn: AppFunction): void {
    fn.addEnvironment('LIVE_CALLBACK_URL', this.stage.callbackUrl);
    const connections = (method: string) =>
      Stack.of(this).formatArn({
        service: 'execute-api',
        resource: this.api.apiId,
        resourceName: `${LIVE_STAGE_NAME}/${method}/@connections/*`,
      });
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['execute-api:ManageConnections'],
        resources: [connections('POST'), connections('DELETE')],
      }),
    );
    // cdk-nag names the API id by the nested stack's output that carries it into the main stack.
    const nested = this.nestedStackResource as CfnElement;
    const apiIdOutput = `<${Stack.of(nested).getLogicalId(nested)}.Outputs.${Names.uniqueId(this.api.node.defaultChild!)}Ref>`;
    // `cdk synth` sets the region (CDK_DEFAULT_REGION) while tests leave it a token: name it as cdk-nag renders it.
    const { region, account } = Stack.of(this);
    const regionPart = Token.isUnresolved(region) ? '<AWS::Region>' : region;
    const accountPart = Token.isUnresolved(account) ? '<AWS::AccountId>' : account;
    for (const method of ['POST', 'DELETE']) {
      Validations.of(fn.role!).acknowledge({
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:execute-api:${regionPart}:${accountPart}:${apiIdOutput}/${LIVE_STAGE_NAME}/${method}/@connections/*]`,
        reason:
          "Pushes and closes go to sockets whose connection ids exist only at run time; limited to this API's stage",
      });
    }
  }
}
