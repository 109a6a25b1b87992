import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { MoveRequest } from '@schemas/move-requests';
import { apiRequest } from '../api-client';
import { queryKeys } from '../query-keys';

/* GET /api/my-move-request: the signed-in customer's move request, null when there is none yet. */

export async function getMyMoveRequest(signal?: AbortSignal): Promise<MoveRequest | null> {
  return apiRequest(routes.getMyMoveRequest, { signal });
}

export function getMyMoveRequestQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.myMoveRequest,
    queryFn: ({ signal }) => getMyMoveRequest(signal),
  });
}

export function useMyMoveRequest() {
  return useQuery(getMyMoveRequestQueryOptions());
}
