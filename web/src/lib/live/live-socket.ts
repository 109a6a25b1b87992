import { LiveEventSchema, type LiveEvent } from '@schemas/messaging';

/** Reconnect delays: 1 s, 2 s, 4 s … at most 30 s, each with up to 20% jitter so tabs spread out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1_000 * 2 ** attempt, 30_000);
  return Math.round(base * (1 + 0.2 * random()));
}

/** Under API Gateway's 10-minute idle timeout, so a quiet socket stays open. */
export const KEEP_ALIVE_MS = 5 * 60 * 1000;

/** What this module uses of a WebSocket (tests pass a fake). */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

export interface LiveSocketOptions {
  /** The socket's base URL (ws:// or wss://, no token). */
  url: string;
  /** The current access token (refreshed by Amplify); undefined: signed out, try again later. */
  getToken: () => Promise<string | undefined>;
  onEvent: (event: LiveEvent) => void;
  /** The socket opened; `reconnected` after it had been down (the caller catches up). */
  onOpen: (reconnected: boolean) => void;
  /** Up (true) or down (false). */
  onStatus: (live: boolean) => void;
  createSocket?: (url: string) => SocketLike;
  random?: () => number;
}

/**
 * Keeps one live delivery socket open: connects with a fresh token, parses each pushed event
 * with the contract's schema (anything else is ignored), pings to stay open, and reconnects
 * with backoff whenever it closes. Returns stop().
 */
export function startLiveSocket(options: LiveSocketOptions): () => void {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url));
  let stopped = false;
  let attempt = 0;
  let everOpened = false;
  let socket: SocketLike | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const scheduleReconnect = () => {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), reconnectDelay(attempt, options.random));
    attempt += 1;
  };

  async function connect() {
    if (stopped) return;
    let token: string | undefined;
    try {
      token = await options.getToken();
    } catch {
      token = undefined;
    }
    if (stopped) return;
    if (!token) return scheduleReconnect();
    const url = new URL(options.url);
    url.searchParams.set('token', token);
    const ws = createSocket(url.toString());
    socket = ws;
    ws.onopen = () => {
      const reconnected = everOpened || attempt > 0;
      everOpened = true;
      attempt = 0;
      options.onStatus(true);
      options.onOpen(reconnected);
      pingTimer = setInterval(() => ws.send('ping'), KEEP_ALIVE_MS);
    };
    ws.onmessage = (message) => {
      let parsed;
      try {
        parsed = LiveEventSchema.safeParse(JSON.parse(String(message.data)));
      } catch {
        return;
      }
      if (parsed.success) options.onEvent(parsed.data);
    };
    ws.onerror = () => {}; // a close follows every error
    ws.onclose = () => {
      clearInterval(pingTimer);
      if (socket !== ws) return;
      socket = undefined;
      options.onStatus(false);
      scheduleReconnect();
    };
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    const ws = socket;
    socket = undefined;
    ws?.close();
    options.onStatus(false);
  };
}

/** '/ws' (same origin, the web server proxies it) or an absolute wss:// URL from the runtime config. */
export function resolveLiveUrl(liveUrl: string, location: Pick<Location, 'protocol' | 'host'>): string {
  if (/^wss?:\/\//.test(liveUrl)) return liveUrl;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${liveUrl.startsWith('/') ? '' : '/'}${liveUrl}`;
}
