import { Duration, NestedStack, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpAuthorizer,
  HttpAuthorizerType,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type HttpRouteAuthorizerConfig,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDef, RouteThrottle } from '@schemas/route';
import { AppFunction, type AppFunctionProps } from './lambda-defaults';

export interface ApiProps {
  /** The route tables by name (schemas/routes.ts routeGroups): one nested stack each. */
  routeGroups: Record<string, Record<string, RouteDef>>;
  /** Cognito issuer and the web client id the JWT authorizer trusts. */
  issuerUrl: string;
  audience: string;
}

/** API Gateway's route key, e.g. "GET /api/user". */
export const routeKey = (route: RouteDef) => `${route.method} ${route.path}`;

const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** Access log line: one JSON object per request, with what on-call needs first. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
    sourceIp: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    responseLength: '$context.responseLength',
  }),
);

/**
 * Routes that need more than the defaults. The image check inflates a PNG's whole pixel data
 * (up to 8000x8000 at 16-bit RGBA, 512 MB streamed, a few seconds of one core): a full vCPU
 * (1769 MB) and API Gateway's 30 s ceiling less a margin.
 */
export const FUNCTION_SIZES: Record<string, Pick<AppFunctionProps, 'memorySize' | 'timeout'>> = {
  uploadImage: { memorySize: 1769, timeout: Duration.seconds(25) },
};

/**
 * API Gateway throttling, in one place (docs/deploy.md "Throttling"). The stage default is a
 * ceiling against runaway clients and surprise bills, far above expected traffic. Writes that
 * send mail or spend money (route table field `throttle`) get a lower limit of their own: a
 * flood of them costs SES reputation, Cognito and S3 calls or CPU before any handler check.
 * Limits are per route across all callers (steady requests per second, burst of requests).
 */
export const STAGE_THROTTLE = { rateLimit: 200, burstLimit: 400 } as const;
export const ROUTE_THROTTLES: Record<RouteThrottle, { rateLimit: number; burstLimit: number }> = {
  mail: { rateLimit: 10, burstLimit: 20 },
  spend: { rateLimit: 5, burstLimit: 10 },
};

/** Where the route functions of one group live: a nested stack, e.g. 'company-profile' → CompanyProfileRoutes. */
export const routeGroupStackId = (group: string) => `${group.split('-').map(pascal).join('')}Routes`;

/**
 * The HTTP API: one route and one Lambda per entry of the route table. Routes whose roles
 * are 'public' have no authorizer; every other route needs a valid Cognito JWT (the handler
 * then checks the role from the token's groups). The API, its stage (access logs, throttles)
 * and the JWT authorizer are here; the routes and their functions are in one nested stack per
 * route table file (ApiRouteGroup), which keeps every stack under CloudFormation's 500 resources.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The stage's access log (ACCESS_LOG_FORMAT, one JSON line per request). */
  readonly accessLogs: LogGroup;
  /** One function per route, keyed by route id (getUser ...). */
  readonly functions = new Map<string, AppFunction>();
  /** The nested stacks holding the route functions, keyed by group name (users ...). */
  readonly routeStacks = new Map<string, ApiRouteGroup>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'MoveMatch API (served to browsers under /api through CloudFront)',
      // The stage below replaces the default one so it can have access logs.
      createDefaultStage: false,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: ACCESS_LOG_FORMAT },
      throttle: STAGE_THROTTLE,
    });

    // One AWS::ApiGatewayV2::Authorizer, here in the parent: every route of every group shares
    // it. Under the API as HttpJwtAuthorizer made it, so its logical id stays the same.
    const authorizer = new HttpAuthorizer(this.httpApi, 'CognitoJwt', {
      httpApi: this.httpApi,
      authorizerName: 'CognitoJwt',
      type: HttpAuthorizerType.JWT,
      identitySource: ['$request.header.Authorization'],
      jwtIssuer: props.issuerUrl,
      jwtAudience: [props.audience],
    });
    const routeAuthorizer = new SharedJwtAuthorizer(authorizer.authorizerId);

    // The stage's RouteSettings is untyped JSON to CDK: it goes to CloudFormation as written.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [group, table] of Object.entries(props.routeGroups)) {
      const routeStack = new ApiRouteGroup(this, routeGroupStackId(group), {
        group,
        routes: Object.entries(table),
        httpApi: this.httpApi,
        authorizer: routeAuthorizer,
      });
      this.routeStacks.set(group, routeStack);
      for (const [routeId, fn] of routeStack.functions) this.functions.set(routeId, fn);
      for (const [routeId, route] of Object.entries(table)) {
        if (!route.throttle) continue;
        const { rateLimit, burstLimit } = ROUTE_THROTTLES[route.throttle];
        routeSettings[routeKey(route)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
        // CloudFormation refuses route settings for a route key that does not exist yet
        // (across stacks, CDK makes the stage depend on the nested stack holding the route).
        this.stage.node.addDependency(routeStack.routes.get(routeId)!);
      }
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }
}

/** The JWT authorizer of the parent stack, handed to routes in nested stacks by its id. */
class SharedJwtAuthorizer implements IHttpRouteAuthorizer {
  readonly authorizationType = 'JWT';
  constructor(private readonly authorizerId: string) {}

  bind(): HttpRouteAuthorizerConfig {
    return { authorizerId: this.authorizerId, authorizationType: this.authorizationType };
  }
}

export interface ApiRouteGroupProps {
  /** The route table's name (schemas/routes.ts routeGroups). */
  group: string;
  routes: Array<[string, RouteDef]>;
  httpApi: HttpApi;
  /** The parent's JWT authorizer, for every route whose roles are not 'public'. */
  authorizer: IHttpRouteAuthorizer;
}

/**
 * The routes of one route table file (schemas/routes/<group>.ts) in a nested stack of their
 * own: per route a function, its role and policy, the integration, the invoke permission and
 * the route, six resources a route. The main stack keeps the API, its stage and authorizer.
 * Groups follow the files, so adding a route never moves another route's resources.
 */
export class ApiRouteGroup extends NestedStack {
  /** Route id → its function, and its API Gateway route. */
  readonly functions = new Map<string, AppFunction>();
  readonly routes = new Map<string, HttpRoute>();

  constructor(scope: Construct, id: string, props: ApiRouteGroupProps) {
    super(scope, id, {
      description: `MoveMatch API routes of schemas/routes/${props.group}.ts: functions, integrations and routes`,
    });
    for (const [routeId, route] of props.routes) {
      const fn = new AppFunction(this, pascal(routeId), {
        handler: route.handler,
        description: `${routeKey(route)}: ${route.summary}`,
        ...FUNCTION_SIZES[routeId],
      });
      this.functions.set(routeId, fn);
      const httpRoute = new HttpRoute(this, `${pascal(routeId)}Route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${pascal(routeId)}Integration`, fn),
        authorizer: route.roles === 'public' ? undefined : props.authorizer,
      });
      this.routes.set(routeId, httpRoute);
      if (route.roles === 'public') {
        // A public route proves its caller another way (the Stripe webhook: its signature).
        for (const nagId of ['AwsSolutions-APIG4', 'AwsSolutions-COG4']) {
          Validations.of(httpRoute).acknowledge({ id: nagId, reason: `Public by design: ${route.summary}` });
        }
      }
    }
  }
}
