import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../../../schemas/routes';
import type { CreateMoveRequestBody, MoveRequest } from '../../../../../schemas/move-requests';
import { apiRequest } from '../../../lib/api-client';
import { userQueryKey } from '../../users/api/get-user';
import { myMoveRequestQueryKey } from './get-my-move-request';

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
      queryClient.setQueryData(myMoveRequestQueryKey, request);
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
