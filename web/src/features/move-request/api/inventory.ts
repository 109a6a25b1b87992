import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { PutInventoryBody } from '@schemas/inventory';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* PUT /api/move-request/{id}/inventory: the customer saves their inventory (docs/inventory.md); the read is web/src/lib/api/inventory.ts. */

export { useInventory } from '@web/lib/api/inventory';

/** Saves the whole list as the next version; the answer replaces the cached inventory. */
export function useSaveInventory(moveRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutInventoryBody) => apiRequest(routes.putInventory, { params: { id: moveRequestId }, body }),
    onSuccess: (inventory) => queryClient.setQueryData(queryKeys.inventory(moveRequestId), inventory),
  });
}
