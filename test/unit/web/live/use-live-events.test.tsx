// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@web/lib/query-keys';
import { useLiveEvents } from '@web/lib/live/use-live-events';
import { useMessagingRefetchInterval } from '@web/lib/live/live-status';
import * as runtimeConfig from '@web/lib/runtime-config';
import type { RuntimeConfig } from '@web/lib/runtime-config';
import { FakeWebSocket } from './fake-websocket';
import { stubAuth, stubSignedIn } from '../support/stubs';
import { stubEachTest } from '@test/support/stub-each-test';

stubSignedIn();
stubAuth({ getAccessToken: () => Promise.resolve('access-token') });
stubEachTest(runtimeConfig, 'getRuntimeConfig', () => ({ liveUrl: '/ws' }) as RuntimeConfig);

const createSocket = (url: string) => new FakeWebSocket(url);
const MESSAGING_KEYS = [
  queryKeys.conversations,
  queryKeys.conversation('c1'),
  queryKeys.conversation('c2'),
  queryKeys.unreadCount,
];

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.conversations, []);
  queryClient.setQueryData(queryKeys.conversation('c1'), { id: 'c1' });
  queryClient.setQueryData(queryKeys.conversation('c2'), { id: 'c2' });
  queryClient.setQueryData(queryKeys.unreadCount, { unread_count: 0, manage_leads_count: 3 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => ({ ...useLiveEvents({ createSocket }), interval: useMessagingRefetchInterval() }), {
    wrapper,
  });
  const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
  /** What a refetch would do: fresh answers, nothing invalidated. */
  const refreshed = () => {
    for (const key of MESSAGING_KEYS) queryClient.setQueryData(key, queryClient.getQueryData(key));
  };
  return { queryClient, hook, stale, refreshed };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe('useLiveEvents', () => {
  it('connects to the same-origin /ws with the access token and reports isLive; polling only while down', async () => {
    const { hook } = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(FakeWebSocket.last.url).toBe(`ws://${window.location.host}/ws?token=access-token`);
    expect(hook.result.current).toEqual({ isLive: false, interval: 30_000 });
    act(() => FakeWebSocket.last.open());
    expect(hook.result.current).toEqual({ isLive: true, interval: false });
    act(() => FakeWebSocket.last.drop());
    expect(hook.result.current.isLive).toBe(false);
    hook.unmount();
  });

  it('a message refreshes the list and its thread; an unread event sets the red dot count', async () => {
    const { queryClient, hook, stale, refreshed } = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => FakeWebSocket.last.open());
    refreshed();
    act(() =>
      FakeWebSocket.last.push({
        type: 'message',
        conversation_id: 'c1',
        message: {
          id: 'm1',
          conversation_id: 'c1',
          sender_id: 'u1',
          sender: { firstName: 'Ann', lastName: null },
          content: 'Hi',
          is_quick_response: false,
          attachments: [],
          created_at: '2026-11-24T00:00:00.000Z',
        },
      }),
    );
    expect(stale(queryKeys.conversations)).toBe(true);
    expect(stale(queryKeys.conversation('c1'))).toBe(true);
    expect(stale(queryKeys.conversation('c2'))).toBe(false);
    act(() => FakeWebSocket.last.push({ type: 'unread', unread_conversations: 4 }));
    expect(queryClient.getQueryData(queryKeys.unreadCount)).toEqual({ unread_count: 4, manage_leads_count: 3 });
    hook.unmount();
  });

  it('catches up on everything messaging on the first open (what came while connecting) and after a reconnect, and closes on unmount', async () => {
    const { hook, stale, refreshed } = setup();
    await act(() => vi.advanceTimersByTimeAsync(0));
    for (const key of MESSAGING_KEYS) expect(stale(key)).toBe(false);
    act(() => FakeWebSocket.last.open());
    for (const key of MESSAGING_KEYS) expect(stale(key)).toBe(true);
    refreshed();
    act(() => FakeWebSocket.last.drop());
    await act(() => vi.advanceTimersByTimeAsync(1_200));
    act(() => FakeWebSocket.last.open());
    for (const key of MESSAGING_KEYS) expect(stale(key)).toBe(true);
    const socket = FakeWebSocket.last;
    hook.unmount();
    expect(socket.readyState).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(FakeWebSocket.instances).toHaveLength(2);
  });
});
