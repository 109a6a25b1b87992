import { useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { invalidateSubscription } from './subscription-queries';

/**
 * GET /moving-company-tokens/refill-success: credits the refill's tokens (once, the webhook may
 * have done it) and answers the balance. Asked once per visit: never retried or refetched.
 */
export function useTokenRefillResult(sessionId: string, companyId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.tokenRefill(sessionId, companyId),
    queryFn: async ({ signal }) => {
      const result = await apiRequest(routes.getTokenRefillSuccess, {
        query: { session_id: sessionId, moving_company_id: companyId },
        signal,
      });
      void invalidateSubscription(queryClient, companyId);
      return result;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
