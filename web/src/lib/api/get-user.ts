import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import type { routes } from '@schemas/routes';
import type { ApiResponse } from '../api-client';
import { ApiError, isApiError } from '../api-error';
import { queryKeys } from '../query-keys';
import { profilePending } from './profile-pending';

/* GET /api/user: the signed-in user's profile. Fetcher, query options and hook in one place. */

export type CurrentUser = ApiResponse<typeof routes.getUser>;

/**
 * The client and the route table load on the first call: the shell's role guard reads this
 * query on every page, and importing them here would put every API schema (full zod) in the
 * home page's first load, which a signed-out visitor never uses. A new account whose profile is
 * not created yet gets the server's 'no profile' answer without asking (profile-pending.ts).
 */
export async function getUser(signal?: AbortSignal): Promise<CurrentUser> {
  if (await profilePending()) throw new ApiError(404, 'User profile not found', { code: 'PGRST116' });
  const [{ apiRequest }, { routes: table }] = await Promise.all([import('../api-client'), import('@schemas/routes')]);
  try {
    return await apiRequest(table.getUser, { signal });
  } catch (error) {
    // A session with a role but no profile: an invite still being finished, or an account
    // deleted while its access token lives on. Cognito tells which (at most once a minute);
    // nothing else may ask, since the shell polls no route for a session without a profile.
    if (isApiError(error) && error.status === 404) void (await import('../session-end')).endSessionIfAccountGone();
    throw error;
  }
}

/** Spec section 7: cached 60 s and not retried (a missing profile is an answer, not a glitch). */
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: TIMINGS.queryStaleMs,
    retry: false,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
