import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest, type ApiResponse } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/*
 * GET /api/my-move-request/matches: the customer's matches, a page (24, best first) at a
 * time, with the exact total; null when there is no move request (404).
 */

export type MyMatches = ApiResponse<typeof routes.getMyMatches>;
export type MatchEntry = MyMatches['moving_company_matches'][number];

export async function getMyMatches(cursor: string | null, signal?: AbortSignal): Promise<MyMatches | null> {
  try {
    return await apiRequest(routes.getMyMatches, { query: cursor ? { cursor } : {}, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null; // no move request yet: an answer
    throw error;
  }
}

/**
 * Always stale: matches follow the move request (edited on /move-info) and the quotes, so each
 * visit refetches the pages loaded (showing the cached list meanwhile) instead of trusting a
 * minute-old answer.
 */
export function getMyMatchesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.myMatches,
    queryFn: ({ signal, pageParam }) => getMyMatches(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page?.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function useMyMatches() {
  return useInfiniteQuery(getMyMatchesQueryOptions());
}
