import { useEffect, useState } from 'react';
import { Progress, VisuallyHidden } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { queryKeys } from '@web/lib/query-keys';
import classes from './shell.module.css';

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
 * A thin moving bar under the top nav while the signed-in user's profile is being fetched, after
 * 100 ms so quick fetches do not flash it (spec section 2's loading indicator). It covers
 * nothing: the nav and the page's own skeleton stay in view. Only queries a screen is using
 * count ('active').
 */
export function UserLoadingBar({ belowNav }: { belowNav: boolean }) {
  const fetching = useIsFetching({ type: 'active', predicate: isUserQuery }) > 0;
  const visible = useDelayedTrue(fetching, TIMINGS.loadingOverlayDebounceMs);
  if (!visible) return null;
  return (
    <div className={classes.loadingBar} data-below-nav={belowNav} data-testid="user-loading-bar">
      <Progress value={100} animated striped size={3} radius={0} aria-hidden="true" />
      <VisuallyHidden role="status">Loading your account</VisuallyHidden>
    </div>
  );
}
