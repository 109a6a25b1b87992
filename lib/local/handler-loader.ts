import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { meteredHandler } from './runtime-meter';

/**
 * Imports handler modules from functions/ by the name the route table and event rules use
 * ('users/get-user'), the same files the CDK stack bundles into Lambdas.
 */
export function createHandlerLoader(rootDir: string) {
  const cache = new Map<string, Promise<Record<string, unknown>>>();
  return async function loadHandler<T = (...args: unknown[]) => Promise<unknown>>(name: string): Promise<T> {
    if (!cache.has(name)) {
      cache.set(
        name,
        import(pathToFileURL(join(rootDir, 'functions', `${name}.ts`)).href) as Promise<Record<string, unknown>>,
      );
    }
    const module = await cache.get(name)!;
    if (typeof module.handler !== 'function') throw new Error(`functions/${name}.ts exports no handler`);
    // Timed per call when a bench installs a meter (runtime-meter.ts); a no-op otherwise.
    return meteredHandler(name, module.handler as (...args: unknown[]) => Promise<unknown>) as T;
  };
}

export type HandlerLoader = ReturnType<typeof createHandlerLoader>;

/** A Lambda context good enough for our handlers (they only read awsRequestId). */
export function lambdaContext(functionName: string, requestId: string) {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}
