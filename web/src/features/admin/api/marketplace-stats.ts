import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /admin/marketplace-stats: the operations section's numbers (read from counters). */
export function useMarketplaceStats() {
  return useQuery({
    queryKey: queryKeys.marketplaceStats,
    queryFn: ({ signal }) => apiRequest(routes.getMarketplaceStats, { signal }),
  });
}
