import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { routes } from '@schemas/routes';
import { apiRequest, type ApiResponse } from '../api-client';
import { queryKeys } from '../query-keys';

/* GET /api/user: the signed-in user's profile. Fetcher, query options and hook in one place. */

export type CurrentUser = ApiResponse<typeof routes.getUser>;

export function getUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiRequest(routes.getUser, { signal });
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
