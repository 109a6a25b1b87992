import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* DELETE /api/my-move-request: the customer withdraws the request (companies stop seeing it). */

export function useWithdrawMoveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(routes.withdrawMyMoveRequest, {}),
    onSuccess: () => {
      // No request any more: the form starts empty, and matches and quotes go with it.
      queryClient.setQueryData(queryKeys.myMoveRequest, null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myMatches });
      void queryClient.invalidateQueries({ queryKey: queryKeys.myQuotes });
    },
  });
}
