import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * The integration stack runs in the vitest global setup's process, the tests in workers: this
 * test-only endpoint (127.0.0.1, a port the system picks) lets a test ask that process what only
 * it knows: which event deliveries failed (it reads the stack's log). Whether events are still
 * in flight the local EventBridge answers itself (stack-events.ts).
 */

/** How the local bus logs a failed delivery attempt (lib/local/event-bus.ts). */
const FAILED_DELIVERY = /^event \S+ -> (\S+) failed:/;

/** Counts failed delivery attempts per handler from the stack's log lines. */
export function deliveryFailureCounter() {
  const failures = new Map<string, number>();
  return {
    note(line: string) {
      const handler = FAILED_DELIVERY.exec(line)?.[1];
      if (handler) failures.set(handler, (failures.get(handler) ?? 0) + 1);
    },
    count: (handler: string) => failures.get(handler) ?? 0,
  };
}

export type DeliveryFailures = ReturnType<typeof deliveryFailureCounter>;

/** GET /events/failures?handler=… answers the failed delivery attempts so far. */
export async function serveStackControl(failures: DeliveryFailures) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/events/failures') {
      answer(200, { count: failures.count(url.searchParams.get('handler') ?? '') });
    } else {
      answer(404, { error: 'Not Found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
