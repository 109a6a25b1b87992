import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { invalidateSubscription } from './subscription-queries';

/** POST /moving-company/{id}/complete-subscription after the checkout sent the user back. */
export function useCompleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, sessionId }: { companyId: string; sessionId: string }) =>
      apiRequest(routes.completeSubscription, { params: { id: companyId }, body: { session_id: sessionId } }),
    onSettled: (_result, _error, { companyId }) => invalidateSubscription(queryClient, companyId),
  });
}
