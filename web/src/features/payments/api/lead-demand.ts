import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /lead-demand: the open leads in the company's service area, anonymised (no plan needed). */
export function useLeadDemand(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.leadDemand,
    queryFn: ({ signal }) => apiRequest(routes.getLeadDemand, { signal }),
    enabled,
  });
}
