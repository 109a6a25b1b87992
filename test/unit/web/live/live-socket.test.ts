import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@schemas/messaging';
import { KEEP_ALIVE_MS, reconnectDelay, resolveLiveUrl, startLiveSocket } from '@web/lib/live/live-socket';
import { FakeWebSocket } from './fake-websocket';

const message: LiveEvent = {
  type: 'message',
  conversation_id: 'c1',
  message: {
    id: 'm1',
    conversation_id: 'c1',
    sender_id: 'u1',
    sender: { firstName: 'Ann', lastName: null },
    content: 'Hello',
    is_quick_response: false,
    attachments: [],
    created_at: '2026-11-24T00:00:00.000Z',
  },
};

function start(token: () => Promise<string | undefined> = () => Promise.resolve('tok-1')) {
  const calls = { events: [] as LiveEvent[], opens: [] as boolean[], status: [] as boolean[] };
  const stop = startLiveSocket({
    url: 'ws://app.test/ws',
    getToken: token,
    onEvent: (e) => calls.events.push(e),
    onOpen: (r) => calls.opens.push(r),
    onStatus: (s) => calls.status.push(s),
    createSocket: (url) => new FakeWebSocket(url),
    random: () => 0,
  });
  return { calls, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('startLiveSocket', () => {
  it('connects with the token in the query and hands on valid events only', async () => {
    const { calls, stop } = start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeWebSocket.last.url).toBe('ws://app.test/ws?token=tok-1');
    FakeWebSocket.last.open();
    expect(calls.status).toEqual([true]);
    expect(calls.opens).toEqual([false]);
    FakeWebSocket.last.push(message);
    FakeWebSocket.last.push('not json');
    FakeWebSocket.last.push({ type: 'message', conversation_id: 'c1' });
    FakeWebSocket.last.push({ type: 'unread', unread_conversations: 2 });
    expect(calls.events).toEqual([message, { type: 'unread', unread_conversations: 2 }]);
    stop();
  });

  it('reconnects with growing delays and a fresh token, and reports the reconnect', async () => {
    let n = 0;
    const { calls, stop } = start(() => Promise.resolve(`tok-${++n}`));
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    expect(calls.status).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.last.url).toBe('ws://app.test/ws?token=tok-2');
    FakeWebSocket.last.drop(); // refused (e.g. an expired token): try again later
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeWebSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    FakeWebSocket.last.open();
    expect(calls.opens).toEqual([false, true]);
    expect(calls.status).toEqual([true, false, false, true]);
    stop();
  });

  it('waits while there is no token, and pings to stay open', async () => {
    let token: string | undefined = undefined; // no token yet: the socket waits
    const { stop } = start(() => Promise.resolve(token));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    token = 'tok';
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    FakeWebSocket.last.open();
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(FakeWebSocket.last.sent).toEqual(['ping']);
    stop();
  });

  it('stops for good: closes the socket and never reconnects', async () => {
    const { calls, stop } = start();
    await vi.advanceTimersByTimeAsync(0);
    FakeWebSocket.last.open();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(calls.status.at(-1)).toBe(false);
  });
});

describe('reconnectDelay and resolveLiveUrl', () => {
  it('doubles from 1 s to at most 30 s plus up to 20% jitter', () => {
    expect([0, 1, 2, 5, 9].map((a) => reconnectDelay(a, () => 0))).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
    expect(reconnectDelay(0, () => 1)).toBe(1_200);
  });

  it('turns /ws into a same-origin ws(s) URL and keeps an absolute one', () => {
    expect(resolveLiveUrl('/ws', { protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws');
    expect(resolveLiveUrl('/ws', { protocol: 'https:', host: 'app.example' })).toBe('wss://app.example/ws');
    expect(
      resolveLiveUrl('wss://abc.execute-api.us-east-1.amazonaws.com/live', { protocol: 'https:', host: 'x' }),
    ).toBe('wss://abc.execute-api.us-east-1.amazonaws.com/live');
  });
});
