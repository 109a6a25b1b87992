import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/admin/move-request/{id}/invalid: the request leaves every company's leads, tokens come back. */

export function useMarkMoveRequestInvalid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(routes.markMoveRequestInvalid, { params: { id }, body: { reason } }),
    // The search's cards show the new status.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminMoveRequestSearches }),
  });
}
