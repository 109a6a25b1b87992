import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/*
 * Which companies have open days in the customer's move dates, for "Compare quotes": the
 * customer's matches (GET /api/my-move-request/matches) are exactly the companies with a free
 * day in the range. Same request as /matches (features cannot import each other), all its
 * pages, read only while the comparison is open. null: no move request (404) or not known.
 */
/** Pages read at most (24 companies each): far more than any state's movers. */
const MAX_PAGES = 40;

async function openCompanyIds(signal?: AbortSignal): Promise<Set<string> | null> {
  const ids = new Set<string>();
  try {
    // Every page: a quoted company may sort late in a long list.
    let cursor: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const matches: { moving_company_matches: Array<{ id: string }>; nextCursor: string | null } = await apiRequest(
        routes.getMyMatches,
        {
          query: cursor ? { cursor } : {},
          signal,
        },
      );
      for (const company of matches.moving_company_matches) ids.add(company.id);
      cursor = matches.nextCursor;
      if (!cursor) break;
    }
    return ids;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useCompaniesOpenOnMoveDates(enabled: boolean) {
  // Its own key suffix: the cached value here is a Set, not the /matches answer.
  return useQuery({
    queryKey: [...queryKeys.myMatches, 'open-company-ids'],
    queryFn: ({ signal }) => openCompanyIds(signal),
    enabled,
    retry: false,
  });
}
