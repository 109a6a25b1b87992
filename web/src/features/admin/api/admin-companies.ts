import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import type { PublicMovingCompany } from '@schemas/companies';
import { routes } from '@schemas/routes';
import type { AdminMovingCompany, CreateMovingCompanyBody, UpdateMovingCompanyBody, VettingBody } from '@schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/*
 * The admin's company calls: the selector's list (every company for an admin), one company
 * with its vetting record, create, update, vetting and verification.
 */

export interface CompanyListPage {
  companies: PublicMovingCompany[];
  /** The next page's cursor (the x-next-cursor header); null on the last page. */
  nextCursor: string | null;
}

/** One page of GET /moving-company-list by name, or of a name search, from `cursor` (null: the first). */
async function companyListPage(search: string, cursor: string | null, signal?: AbortSignal): Promise<CompanyListPage> {
  let nextCursor: string | null = null;
  const companies = await apiRequest(routes.listMovingCompanies, {
    query: { sort: 'name', ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) },
    signal,
    onHeaders: (headers) => {
      nextCursor = headers.get(NEXT_CURSOR_HEADER);
    },
  });
  return { companies, nextCursor };
}

/**
 * The selector's companies by name, a page at a time (the server's search when `search` is
 * given, so 2,000 companies are never loaded to find one); the next page as the list scrolls.
 */
export function useCompanyList(search: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.movingCompanyList, search],
    queryFn: ({ signal, pageParam }) => companyListPage(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** 404 (an unknown id) is an answer: the form returns to add mode. */
export const isUnknownCompany = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export function useAdminCompany(id: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.adminMovingCompany(id ?? ''),
      queryFn: ({ signal }) => apiRequest(routes.getAdminMovingCompany, { params: { id: id ?? '' }, signal }),
      enabled: id !== null,
      retry: (count, error) => !isUnknownCompany(error) && count < 2,
    }),
  );
}

/** After any change the company's cached views are refreshed with what the server answered. */
function useCompanyCacheUpdate() {
  const queryClient = useQueryClient();
  return (company: AdminMovingCompany | { id: string }) => {
    if ('vetting' in company) queryClient.setQueryData(queryKeys.adminMovingCompany(company.id), company);
    else void queryClient.invalidateQueries({ queryKey: queryKeys.adminMovingCompany(company.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.movingCompanyList });
    void queryClient.invalidateQueries({ queryKey: queryKeys.movingCompany(company.id) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminNeedsAttention });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminAwaitingVetting });
  };
}

export function useCreateCompany() {
  const refresh = useCompanyCacheUpdate();
  return useMutation({
    mutationFn: (body: CreateMovingCompanyBody) => apiRequest(routes.createMovingCompany, { body }),
    onSuccess: refresh,
  });
}

export function useUpdateCompany(id: string) {
  const refresh = useCompanyCacheUpdate();
  return useMutation({
    mutationFn: (body: UpdateMovingCompanyBody) => apiRequest(routes.updateMovingCompany, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function usePutVetting(id: string) {
  const refresh = useCompanyCacheUpdate();
  return useMutation({
    mutationFn: (body: VettingBody) => apiRequest(routes.putCompanyVetting, { params: { id }, body }),
    onSuccess: refresh,
  });
}

export function useSetVerification(id: string) {
  const refresh = useCompanyCacheUpdate();
  return useMutation({
    mutationFn: (is_verified: boolean) =>
      apiRequest(routes.setCompanyVerification, { params: { id }, body: { is_verified } }),
    onSuccess: refresh,
  });
}
