import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An optional observer of what the local stack runs, for benches that price a journey: every
 * handler invocation (API route, event target, scheduled job, Cognito trigger, live socket)
 * with its wall time, every API request the gateway answers and every event the local
 * EventBridge accepts. Nothing is recorded unless a bench installs a meter; without one the
 * cost is one undefined check per call.
 */
export interface RuntimeMeter {
  /** A handler ran once (an attempt: a retried delivery counts again, as Lambda bills it). */
  invoked(handler: string, durationMs: number): void;
  /** The gateway answered a request (authorizer refusals included: API Gateway bills those too). */
  request(routeKey: string): void;
  /** PutEvents accepted one event. */
  published(detailType: string): void;
}

let meter: RuntimeMeter | undefined;

/** The invocation a piece of work runs in, for bookkeeping time that is not the handler's own. */
const invocation = new AsyncLocalStorage<{ excludedMs: number }>();

/**
 * Runs a bench's own bookkeeping (e.g. reads to price a write) inside a handler call without
 * counting its time as the handler's.
 */
export async function notHandlerTime<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const current = invocation.getStore();
    if (current) current.excludedMs += performance.now() - started;
  }
}

/** Installs the meter (undefined removes it). */
export function setRuntimeMeter(next: RuntimeMeter | undefined) {
  meter = next;
}

/** Code that stands in for a Lambda trigger in process (the Cognito emulator's CustomMessage) ran once. */
export const meterInvocation = (handler: string, durationMs: number) => meter?.invoked(handler, durationMs);
export const meterRequest = (routeKey: string) => meter?.request(routeKey);
export const meterPublished = (detailType: string) => meter?.published(detailType);

/** The handler, timed into the meter on each call (failures included: Lambda bills them). */
export function meteredHandler<T extends (...args: unknown[]) => Promise<unknown>>(name: string, handler: T): T {
  return (async (...args: unknown[]) => {
    if (!meter) return handler(...args);
    const started = performance.now();
    const call = { excludedMs: 0 };
    try {
      return await invocation.run(call, () => handler(...args));
    } finally {
      meter?.invoked(name, performance.now() - started - call.excludedMs);
    }
  }) as T;
}
