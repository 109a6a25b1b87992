import { request } from 'node:http';
import { WebSocket } from 'undici';
import { LiveEventSchema, type LiveEvent } from '@schemas/messaging';
import { currentStack } from './current-stack';

/** The gateway's live delivery socket URL for a token (ws://127.0.0.1:<gateway>/ws?token=…). */
export function liveSocketUrl(token: string | undefined, apiUrl = currentStack().apiUrl): string {
  const url = new URL('/ws', apiUrl.replace(/^http/, 'ws'));
  if (token !== undefined) url.searchParams.set('token', token);
  return url.toString();
}

export interface LiveClient {
  /** Every event received so far, in order, each with when it arrived (performance.now()). */
  events: Array<{ event: LiveEvent; at: number }>;
  /** Resolves with the first event (already received or to come) that matches, or rejects after timeoutMs. */
  next(match: (event: LiveEvent) => boolean, timeoutMs?: number): Promise<{ event: LiveEvent; at: number }>;
  close(): Promise<void>;
  /** Resolves with the close code once the server (or the client) closed the socket. */
  closed: Promise<number>;
}

/** Opens a socket as the browser does and parses what it pushes with the contract's schema. */
export function openLiveSocket(token: string, apiUrl?: string): Promise<LiveClient> {
  const ws = new WebSocket(liveSocketUrl(token, apiUrl));
  const events: LiveClient['events'] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (event) => resolve(event.code)));
  ws.addEventListener('message', (message) => {
    events.push({ event: LiveEventSchema.parse(JSON.parse(String(message.data))), at: performance.now() });
    for (const wake of waiters) wake();
  });
  const client: LiveClient = {
    events,
    closed,
    next(match, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => match(e.event));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `No matching live event within ${timeoutMs} ms (got ${JSON.stringify(events.map((e) => e.event))})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.addEventListener('close', () => resolve());
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.addEventListener('open', () => resolve(client));
    ws.addEventListener('error', () => reject(new Error('The live socket did not open')));
  });
}

/** The HTTP status the gateway answers a WebSocket upgrade with (101 when it opens). */
export function upgradeStatus(token: string | undefined): Promise<number> {
  const url = new URL(liveSocketUrl(token).replace(/^ws/, 'http'));
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': Buffer.from('live-delivery-tes').toString('base64'),
      },
    });
    req.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    req.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
