import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { MoveRequest, UpdateMoveRequestBody } from '@schemas/move-requests';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* PUT /api/move-request/{id}: only the changed parts of the customer's move request. */

export function updateMoveRequest(id: string, body: UpdateMoveRequestBody): Promise<MoveRequest> {
  return apiRequest(routes.updateMoveRequest, { params: { id }, body });
}

/** Puts the server's answer straight into the cached request. */
export function useUpdateMoveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateMoveRequestBody }) => updateMoveRequest(id, changes),
    onSuccess: (request) => queryClient.setQueryData(queryKeys.myMoveRequest, request),
  });
}
