import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { SavedMovingCompany } from '@schemas/companies';
import type { CustomerQuote } from '@schemas/quotes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/my-quotes and GET /api/my-saved-moving-companies: what the dashboard lists. */

export function getMyQuotes(signal?: AbortSignal): Promise<CustomerQuote[]> {
  return apiRequest(routes.listMyQuotes, { signal });
}

export function getMyQuotesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.myQuotes, queryFn: ({ signal }) => getMyQuotes(signal) });
}

export function useMyQuotes() {
  return useQuery(getMyQuotesQueryOptions());
}

export function getMySavedMovingCompanies(signal?: AbortSignal): Promise<SavedMovingCompany[]> {
  return apiRequest(routes.listMySavedMovingCompanies, { signal });
}

/** Shares the key the company page's bookmark invalidates, so both stay in step. */
export function useMySavedMovingCompanies() {
  return useQuery({
    queryKey: queryKeys.savedMovingCompanies,
    queryFn: ({ signal }) => getMySavedMovingCompanies(signal),
  });
}
