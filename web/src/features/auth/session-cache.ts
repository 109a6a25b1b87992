import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';

/*
 * The cached answers to "who is signed in" (session query) and "their profile" (user query),
 * kept in step with Amplify's session.
 */

/** After a sign-in: the session exists, and the profile must be read for this user. */
export function markSignedIn(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData(queryKeys.session, true);
  // Reset, not remove: pages showing the user keep their observer and refetch at once.
  return queryClient.resetQueries({ queryKey: queryKeys.user });
}

/**
 * The session or its user changed: both are read again, at once where on screen (the cached
 * user shows until then), otherwise on next use such as a route guard.
 */
export async function refreshViewer(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
  ]);
}

/** Forget the stored user (spec 4): the profile goes, the session is read again. */
export function clearStoredUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.user });
  void queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

/** After a sign-out: nobody is signed in and no user data stays cached. */
export function markSignedOut(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.user });
  queryClient.setQueryData(queryKeys.session, false);
}
