import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** The shortest name part the search route accepts. */
export const MIN_COMPANY_SEARCH_LENGTH = 2;

/* GET /admin/concierge/{customer_id}/matching-companies?search=: matching companies not asked yet, by name. */
export function useConciergeCompanySearch(customerId: string, text: string) {
  return useQuery({
    queryKey: queryKeys.adminConciergeCompanySearch(customerId, text),
    queryFn: ({ signal }) =>
      apiRequest(routes.searchConciergeMatchingCompanies, {
        params: { customer_id: customerId },
        query: { search: text },
        signal,
      }),
    enabled: text.length >= MIN_COMPANY_SEARCH_LENGTH,
  });
}
