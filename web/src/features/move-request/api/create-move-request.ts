import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { CreateMoveRequestBody, MoveRequest } from '@schemas/move-requests';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';

/* POST /api/move-request: the customer's first move request. */

export function createMoveRequest(body: CreateMoveRequestBody): Promise<MoveRequest> {
  return apiRequest(routes.createMoveRequest, { body });
}

/** The server stores the new id as the profile's move_request_id, so the cached user refetches. */
export function useCreateMoveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMoveRequest,
    onSuccess: async (request) => {
      queryClient.setQueryData(queryKeys.myMoveRequest, request);
      await queryClient.invalidateQueries({ queryKey: queryKeys.user });
    },
  });
}

/** The server's 409 'You already have a move request' names the existing request's id. */
export function isExistingRequestConflict(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  const body = error.body as { move_request_id?: unknown } | undefined;
  return typeof body?.move_request_id === 'string';
}
