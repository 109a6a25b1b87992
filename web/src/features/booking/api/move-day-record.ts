import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import type { MoveDayStage, SaveMoveDayStageBody } from '@schemas/move-day-record';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* The move-day record of a booked move: read by both sides, written by its company's crew. */

export function useMoveDayRecord(quoteId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.moveDayRecord(quoteId),
    queryFn: ({ signal }) => apiRequest(routes.getMoveDayRecord, { params: { id: quoteId }, signal }),
    enabled,
  });
}

/** PUT …/move-day-record/{stage}, then (with a name) POST …/sign: the answer replaces the page's copy. */
export function useRecordMoveDayStage(quoteId: string, stage: MoveDayStage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, signedName }: { body: SaveMoveDayStageBody; signedName?: string }) => {
      const saved = await apiRequest(routes.saveMoveDayStage, { params: { id: quoteId, stage }, body });
      if (signedName === undefined) return saved;
      return apiRequest(routes.signMoveDayStage, {
        params: { id: quoteId, stage },
        body: { signed_name: signedName },
      });
    },
    onSuccess: (record) => queryClient.setQueryData(queryKeys.moveDayRecord(quoteId), record),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.moveDayRecord(quoteId) }),
  });
}
