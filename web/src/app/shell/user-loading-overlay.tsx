import { useEffect, useState } from 'react';
import { LoadingOverlay, VisuallyHidden } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { queryKeys } from '@web/lib/query-keys';

/** True only once `value` has stayed true for `delayMs`; false again at once. */
export function useDelayedTrue(value: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!value) {
      setDelayed(false);
      return;
    }
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return value && delayed;
}

/** Queries of the signed-in user's profile (every key under `queryKeys.user`). */
export function isUserQuery(query: { queryKey: readonly unknown[] }): boolean {
  return query.queryKey[0] === queryKeys.user[0];
}

/**
 * Covers the page while the signed-in user's profile is being fetched (spec section 2), after
 * 100 ms so quick fetches do not flash it. Only queries a screen is using count ('active').
 */
export function UserLoadingOverlay() {
  const fetching = useIsFetching({ type: 'active', predicate: isUserQuery }) > 0;
  const visible = useDelayedTrue(fetching, TIMINGS.loadingOverlayDebounceMs);
  return (
    <>
      <LoadingOverlay
        visible={visible}
        pos="fixed"
        zIndex={300}
        overlayProps={{ blur: 2 }}
        data-testid="user-loading-overlay"
      />
      {visible && <VisuallyHidden role="status">Loading your account</VisuallyHidden>}
    </>
  );
}
