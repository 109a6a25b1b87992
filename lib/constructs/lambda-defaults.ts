import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** The repository root: entries, the lock file and esbuild are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
export const LAMBDA_ARCHITECTURE = Architecture.ARM_64;

/** ESM bundles have no `require`; CommonJS dependencies bundled inside still call it. */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as topLevelCreateRequire } from 'node:module';" +
  'const require = topLevelCreateRequire(import.meta.url);';

/**
 * esbuild options for every function. The bench (test/bench/lambda-bundles.ts) reads the
 * same object, so the sizes it prints are the sizes that deploy.
 */
export const BUNDLING: BundlingOptions = {
  // No Docker here or in CI: the esbuild in node_modules does the work.
  forceDockerBundling: false,
  format: OutputFormat.ESM,
  target: 'node22',
  // Prefer the ESM build of dependencies so tree-shaking works.
  mainFields: ['module', 'main'],
  banner: ESM_REQUIRE_BANNER,
  minify: true,
  sourceMap: true,
  // Maps for stack traces only: leaving sources out keeps the asset small.
  sourcesContent: false,
  // The Node.js 22 runtime ships AWS SDK v3.
  externalModules: ['@aws-sdk/*'],
  // Size lines per bundle are noise in synth output; the bench prints sizes.
  logLevel: LogLevel.WARNING,
};

/** Module under functions/, e.g. 'users/get-user', to its entry file. */
export function handlerEntry(handler: string): string {
  return path.join(REPO_ROOT, 'functions', `${handler}.ts`);
}

export interface AppFunctionProps {
  /** Handler module under functions/, without extension. */
  handler: string;
  description: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  memorySize?: number;
}

/**
 * One log group per stack for every function in it (Lambda writes each function's streams
 * under its own name prefix; every log line carries function_name). A group per function cost
 * one CloudFormation resource each and took the stack past CloudFormation's 500 resources.
 */
const FUNCTION_LOGS_ID = 'FunctionLogs';

function sharedFunctionLogGroup(scope: Construct): LogGroup {
  const stack = Stack.of(scope);
  const existing = stack.node.tryFindChild(FUNCTION_LOGS_ID);
  if (existing) return existing as LogGroup;
  return new LogGroup(stack, FUNCTION_LOGS_ID, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
}

/** The shared function log group of every stack under `scope` (the root stack and its nested stacks). */
export function functionLogGroupsIn(scope: Construct): LogGroup[] {
  return scope.node
    .findAll()
    .filter((node): node is LogGroup => node instanceof LogGroup && node.node.id === FUNCTION_LOGS_ID);
}

/**
 * A NodejsFunction with the project's defaults: Node 22 on arm64, ESM bundle, the stack's
 * shared log group with a retention, JSON system logs (log-metrics.ts counts failures from
 * them), and its own role that may only write to that log group
 * (instead of the broad AWSLambdaBasicExecutionRole managed policy).
 */
export class AppFunction extends NodejsFunction {
  /** Handler module this function runs, e.g. 'users/get-user'. */
  readonly handlerModule: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = sharedFunctionLogGroup(scope);
    const role = new Role(scope, `${id}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.handler}`,
    });
    role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );

    super(scope, id, {
      entry: handlerEntry(props.handler),
      handler: 'handler',
      // Lambda allows 256 characters.
      description: props.description.slice(0, 256),
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: BUNDLING,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      role,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
    });
    this.handlerModule = props.handler;
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the code is built (esbuild target node22) and tested for; upgrades are deliberate',
    });
  }
}
