import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { SavedMovingCompany } from '@schemas/companies';
import type { CustomerQuote } from '@schemas/quotes';
import { apiRequest } from '@web/lib/api-client';
import { mySavedMovingCompaniesQueryKey } from '@web/features/companies/api/save-moving-company';

/* GET /api/my-quotes and GET /api/my-saved-moving-companies: what the dashboard lists. */

export const myQuotesQueryKey = ['quotes', 'mine'] as const;

export function getMyQuotes(signal?: AbortSignal): Promise<CustomerQuote[]> {
  return apiRequest(routes.listMyQuotes, { signal });
}

export function getMyQuotesQueryOptions() {
  return queryOptions({ queryKey: myQuotesQueryKey, queryFn: ({ signal }) => getMyQuotes(signal) });
}

export function useMyQuotes() {
  return useQuery(getMyQuotesQueryOptions());
}

export function getMySavedMovingCompanies(signal?: AbortSignal): Promise<SavedMovingCompany[]> {
  return apiRequest(routes.listMySavedMovingCompanies, { signal });
}

/** Shares the key the company page's bookmark invalidates, so both stay in step. */
export function useMySavedMovingCompanies() {
  return useQuery({ queryKey: mySavedMovingCompaniesQueryKey, queryFn: ({ signal }) => getMySavedMovingCompanies(signal) });
}
