import { useInfiniteQuery, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { subscriptionDetailsQuery } from '@web/lib/api/lead-tokens';

/*
 * GET /moving-company/{id}/subscription-details and /token-ledger (the /profile panel), and
 * POST .../billing-portal (its 'Update card' button after a failed payment). The refill is
 * shared with the lead pages (web/src/lib/api/lead-tokens.ts).
 */

export function useSubscriptionDetails(companyId: string) {
  return useQuery(subscriptionDetailsQuery(companyId));
}

/** The ledger a page (20) at a time, newest first; older pages as the list is scrolled. */
export function useTokenLedger(companyId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.tokenLedger(companyId),
    queryFn: ({ signal, pageParam }) =>
      apiRequest(routes.getTokenLedger, {
        params: { id: companyId },
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationFn: async (companyId: string) =>
      (await apiRequest(routes.createBillingPortalSession, { params: { id: companyId } })).url,
  });
}

/** After a payment: the profile's status, the plan and the token ledger are read afresh. */
export async function invalidateSubscription(queryClient: QueryClient, companyId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionDetails(companyId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.tokenLedger(companyId) }),
  ]);
}
