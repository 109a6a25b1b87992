import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/*
 * Which companies have open days in the customer's move dates, for "Compare quotes": the
 * customer's matches (GET /api/my-move-request/matches) are exactly the companies with a free
 * day in the range. Same request and cache key as /matches (features cannot import each
 * other), read only while the comparison is open. null: no move request (404) or not known.
 */
async function openCompanyIds(signal?: AbortSignal): Promise<Set<string> | null> {
  try {
    const matches = await apiRequest(routes.getMyMatches, { signal });
    return new Set(matches.moving_company_matches.map((company) => company.id));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useCompaniesOpenOnMoveDates(enabled: boolean) {
  // Its own key suffix: the cached value here is a Set, not the /matches answer.
  return useQuery({ queryKey: [...queryKeys.myMatches, 'open-company-ids'], queryFn: ({ signal }) => openCompanyIds(signal), enabled, retry: false });
}
