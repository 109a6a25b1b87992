import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { Inventory, PutInventoryBody } from '@schemas/inventory';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* GET and PUT /api/move-request/{id}/inventory: the customer's inventory (docs/inventory.md). */

export function useInventory(moveRequestId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.inventory(moveRequestId ?? ''),
    queryFn: (): Promise<Inventory | null> => apiRequest(routes.getInventory, { params: { id: moveRequestId! } }),
    enabled: Boolean(moveRequestId),
  });
}

/** Saves the whole list as the next version; the answer replaces the cached inventory. */
export function useSaveInventory(moveRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutInventoryBody) => apiRequest(routes.putInventory, { params: { id: moveRequestId }, body }),
    onSuccess: (inventory) => queryClient.setQueryData(queryKeys.inventory(moveRequestId), inventory),
  });
}
