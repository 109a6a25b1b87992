import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/*
 * POST /api/admin/move-request/{id}/invalid: the request leaves every company's leads, tokens
 * come back, and its open invalid-lead reports close (so the 'Reported leads' queue refreshes).
 */

export function useMarkMoveRequestInvalid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(routes.markMoveRequestInvalid, { params: { id }, body: { reason } }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminLeadReports }),
    // The search's cards show the new status.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.adminMoveRequestSearches }),
  });
}
