import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { PublicMovingCompany } from '@schemas/companies';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';
import { queryKeys } from '../query-keys';

/* GET /api/moving-company/{id}: a company's public page data. */

export function getMovingCompany(id: string, signal?: AbortSignal): Promise<PublicMovingCompany> {
  return apiRequest(routes.getMovingCompany, { params: { id }, signal });
}

export function getMovingCompanyQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.movingCompany(id),
    queryFn: ({ signal }) => getMovingCompany(id, signal),
  });
}

export function useMovingCompany(id: string) {
  return useQuery(getMovingCompanyQueryOptions(id));
}

/** No such company: a 404, or a 400 for an id the server cannot even parse. */
export function isCompanyNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
