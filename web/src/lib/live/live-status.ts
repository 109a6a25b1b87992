import { useSyncExternalStore } from 'react';
import { TIMINGS } from '@schemas/constants';

/*
 * Whether the live socket is up, for any component: the messaging queries poll (the spec's
 * 30 s) only while it is down.
 */
let live = false;
const listeners = new Set<() => void>();

export function setLive(value: boolean): void {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the live socket is open. */
export function useIsLive(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
}

/** A messaging query's refetchInterval: none while live, the spec's 30 s polling when not. */
export function useMessagingRefetchInterval(): number | false {
  return useIsLive() ? false : TIMINGS.messagingPollMs;
}
