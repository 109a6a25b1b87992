import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadAuth } from '../load-auth';
import { getRuntimeConfig } from '../runtime-config';
import { useSignedIn } from '../session';
import { applyLiveEvent, catchUpMessaging } from './apply-live-event';
import { resolveLiveUrl, startLiveSocket, type LiveSocketOptions } from './live-socket';
import { setLive, useIsLive } from './live-status';

/**
 * Live delivery: while someone is signed in, keeps the socket open and turns each pushed event
 * into query invalidations (conversations, the open thread, the unread count), and catches up
 * (refetches everything messaging) each time the socket opens. Mount it once,
 * in the app shell. Returns isLive (also readable anywhere with useIsLive()).
 */
export function useLiveEvents(
  options: {
    createSocket?: LiveSocketOptions['createSocket'];
    /** False while the socket would be refused (a new account before its profile exists). */
    enabled?: boolean;
  } = {},
): { isLive: boolean } {
  const { signedIn } = useSignedIn();
  const queryClient = useQueryClient();
  const { createSocket, enabled = true } = options;

  useEffect(() => {
    const { liveUrl } = getRuntimeConfig();
    if (!signedIn || !enabled || !liveUrl) return;
    return startLiveSocket({
      url: resolveLiveUrl(liveUrl, window.location),
      getToken: async () => (await loadAuth()).getAccessToken(),
      onEvent: (event) => applyLiveEvent(queryClient, event),
      // Also on the first open: a message sent while the page was connecting came before the socket.
      onOpen: () => catchUpMessaging(queryClient),
      onStatus: setLive,
      createSocket,
    });
  }, [signedIn, enabled, queryClient, createSocket]);

  return { isLive: useIsLive() };
}
