import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The shortest text the search route accepts. */
export const MIN_SEARCH_LENGTH = 2;

/* GET /admin/move-requests?search=: move requests by the customer's name or e-mail, or the origin city. */
export function useMoveRequestSearch(text: string) {
  return useQuery({
    queryKey: queryKeys.adminMoveRequestSearch(text),
    queryFn: ({ signal }) => apiRequest(routes.searchAdminMoveRequests, { query: { search: text }, signal }),
    enabled: text.length >= MIN_SEARCH_LENGTH,
  });
}
