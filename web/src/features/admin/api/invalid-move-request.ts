import { useMutation } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';

/* POST /api/admin/move-request/{id}/invalid: the request leaves every company's leads, tokens come back. */

export function useMarkMoveRequestInvalid() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(routes.markMoveRequestInvalid, { params: { id }, body: { reason } }),
  });
}
