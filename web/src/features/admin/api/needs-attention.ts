import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET /admin/needs-attention: companies whose insurance certificate has expired or expires soon. */
export function useNeedsAttention() {
  return useQuery({
    queryKey: queryKeys.adminNeedsAttention,
    queryFn: ({ signal }) => apiRequest(routes.listNeedsAttention, { signal }),
  });
}
