import { queryOptions, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { MoveRequest } from '@schemas/move-requests';
import { apiRequest } from '../api-client';
import { isApiError } from '../api-error';
import { queryKeys } from '../query-keys';

/* GET /api/my-move-request: the signed-in customer's move request, null when there is none (404). */

export async function getMyMoveRequest(signal?: AbortSignal): Promise<MoveRequest | null> {
  try {
    return await apiRequest(routes.getMyMoveRequest, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null; // no request yet: an answer
    throw error;
  }
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
