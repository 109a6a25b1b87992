import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /api/saved-moving-company/{id} (id = the company's): a non-empty array means saved. */

export async function isMovingCompanySaved(companyId: string, signal?: AbortSignal): Promise<boolean> {
  const saved = await apiRequest(routes.getSavedMovingCompany, { params: { id: companyId }, signal });
  return Array.isArray(saved) && saved.length > 0;
}

export function getSavedMovingCompanyQueryOptions(companyId: string) {
  return queryOptions({
    queryKey: queryKeys.savedMovingCompany(companyId),
    queryFn: ({ signal }) => isMovingCompanySaved(companyId, signal),
  });
}

/** Only asked for viewers who may save (customers); others never see a saved state. */
export function useIsMovingCompanySaved(companyId: string, enabled: boolean) {
  return useQuery({ ...getSavedMovingCompanyQueryOptions(companyId), enabled });
}
