import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { RouteDef, RouteThrottle } from '@schemas/route';
import { AppFunction, type AppFunctionProps } from './lambda-defaults';

export interface ApiProps {
  /** The route table (schemas/routes.ts routeList). */
  routes: Array<[string, RouteDef]>;
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
 * The HTTP API: one route and one Lambda per entry of the route table. Routes whose roles
 * are 'public' have no authorizer; every other route needs a valid Cognito JWT (the handler
 * then checks the role from the token's groups).
 */
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

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** One function per route, keyed by route id (getUser ...). */
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'MoveMatch API (served to browsers under /api through CloudFront)',
      // The stage below replaces the default one so it can have access logs.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
      throttle: STAGE_THROTTLE,
    });

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', props.issuerUrl, {
      jwtAudience: [props.audience],
      identitySource: ['$request.header.Authorization'],
    });

    // The stage's RouteSettings is untyped JSON to CDK: it goes to CloudFormation as written.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [routeId, route] of props.routes) {
      const fn = new AppFunction(this, pascal(routeId), {
        handler: route.handler,
        description: `${routeKey(route)}: ${route.summary}`,
        ...FUNCTION_SIZES[routeId],
      });
      this.functions.set(routeId, fn);
      const httpRoutes = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${pascal(routeId)}Integration`, fn),
        authorizer: route.roles === 'public' ? undefined : authorizer,
      });
      if (route.roles === 'public') {
        // A public route proves its caller another way (the Stripe webhook: its signature).
        for (const httpRoute of httpRoutes) {
          for (const id of ['AwsSolutions-APIG4', 'AwsSolutions-COG4']) {
            Validations.of(httpRoute).acknowledge({ id, reason: `Public by design: ${route.summary}` });
          }
        }
      }
      if (route.throttle) {
        const { rateLimit, burstLimit } = ROUTE_THROTTLES[route.throttle];
        routeSettings[routeKey(route)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
        // CloudFormation refuses route settings for a route key that does not exist yet.
        for (const httpRoute of httpRoutes) this.stage.node.addDependency(httpRoute);
      }
    }
    (this.stage.node.defaultChild as CfnStage).routeSettings = routeSettings;
  }
}
