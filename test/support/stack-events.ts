import { currentStack } from './current-stack';

/*
 * What a test waits on instead of a fixed sleep: the stack's event bus has nothing in flight
 * (so every handler an event triggers, with its retries, is done), or a delivery failed.
 * The local EventBridge answers the first two itself; failed deliveries are counted by the
 * integration global setup's control endpoint (stack-control.ts).
 */

async function answerOf<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Resolves once every event published so far has been handled. A live socket frame a handler
 * wrote is read before this resolves too: the check phase after the answer's I/O turn has run.
 */
export async function eventsIdle(): Promise<void> {
  await answerOf(`${currentStack().eventBusUrl}/_control/idle`);
  await new Promise((resolve) => setImmediate(resolve));
}

/** How many event deliveries the stack has under way. */
export async function eventsInFlight(): Promise<number> {
  return (await answerOf<{ inFlight: number }>(`${currentStack().eventBusUrl}/_control/in-flight`)).inFlight;
}

/** How many delivery attempts to this handler (e.g. 'notifications/send-quote-status-email') failed so far. */
export async function failedDeliveries(handler: string): Promise<number> {
  const { controlUrl } = currentStack();
  if (!controlUrl) throw new Error('This stack has no control endpoint (only the integration global setup serves one)');
  const url = `${controlUrl}/events/failures?handler=${encodeURIComponent(handler)}`;
  return (await answerOf<{ count: number }>(url)).count;
}
