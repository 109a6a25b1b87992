import { currentStack } from './current-stack';

/*
 * What a test waits on instead of a fixed sleep: the stack's event bus has nothing in flight
 * (so every handler an event triggers, with its retries, is done), or a delivery failed.
 * Answered by the global setup's process (stack-control.ts).
 */

async function control<T>(path: string): Promise<T> {
  const { controlUrl } = currentStack();
  if (!controlUrl) throw new Error('This stack has no control endpoint (only the integration global setup serves one)');
  const response = await fetch(`${controlUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Resolves once every event published so far has been handled. A live socket frame a handler
 * wrote is read before this resolves too: the check phase after the answer's I/O turn has run.
 */
export async function eventsIdle(): Promise<void> {
  await control('/events/idle');
  await new Promise((resolve) => setImmediate(resolve));
}

/** How many delivery attempts to this handler (e.g. 'notifications/send-quote-status-email') failed so far. */
export async function failedDeliveries(handler: string): Promise<number> {
  return (await control<{ count: number }>(`/events/failures?handler=${encodeURIComponent(handler)}`)).count;
}
