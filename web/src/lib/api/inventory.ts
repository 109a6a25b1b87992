import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { Inventory } from '@schemas/inventory';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/move-request/{id}/inventory: the move's current inventory, or null before the
 * customer makes one. The customer's page and a company's lead views read it.
 */
export function useInventory(moveRequestId: string | null | undefined, options: { retry?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.inventory(moveRequestId ?? ''),
    queryFn: (): Promise<Inventory | null> => apiRequest(routes.getInventory, { params: { id: moveRequestId! } }),
    enabled: Boolean(moveRequestId),
    ...(options.retry === false ? { retry: false } : {}),
  });
}
