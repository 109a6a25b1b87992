import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { SearchLeadResult, SearchMoveRequestsResponse } from '@schemas/leads';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { searchBody, type LeadSearchForm } from '../model/search-filters';

/*
 * POST /api/search-move-requests: one page of leads per call; "Load more" passes the
 * previous page's nextCursor with the same filters.
 */

export function searchLeads(
  form: LeadSearchForm,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchMoveRequestsResponse> {
  return apiRequest(routes.searchMoveRequests, { body: searchBody(form, cursor), signal });
}

/** The pages of the search for the submitted filters (a new search starts from page one). */
export function useLeadSearch(form: LeadSearchForm) {
  return useInfiniteQuery({
    queryKey: queryKeys.leadSearch(form),
    queryFn: ({ pageParam, signal }) => searchLeads(form, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Changes one lead in every cached search page (after it was saved or unsaved). */
export function patchCachedLead(queryClient: QueryClient, id: string, patch: Partial<SearchLeadResult>) {
  queryClient.setQueriesData<InfiniteData<SearchMoveRequestsResponse>>({ queryKey: queryKeys.leadSearches }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            results: page.results.map((lead) => (lead.id === id ? { ...lead, ...patch } : lead)),
          })),
        }
      : data,
  );
}
