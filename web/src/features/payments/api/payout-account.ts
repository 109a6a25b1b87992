import { useMutation, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** GET /moving-company/{id}/payout-account: read again on each visit, so a return from Stripe shows the new state. */
export function usePayoutAccount(companyId: string) {
  return useQuery({
    queryKey: queryKeys.payoutAccount(companyId),
    queryFn: ({ signal }) => apiRequest(routes.getPayoutAccount, { params: { id: companyId }, signal }),
    refetchOnMount: 'always',
  });
}

/** POST /moving-company/{id}/payout-account/onboarding: the Stripe onboarding page to go to. */
export function useStartPayoutOnboarding(companyId: string) {
  return useMutation({
    mutationFn: async () => (await apiRequest(routes.startPayoutOnboarding, { params: { id: companyId } })).url,
  });
}

/** GET /moving-company/{id}/payouts: balance, transfers and payouts (asked for once payouts are enabled: 409 before). */
export function useMoverPayments(companyId: string) {
  return useQuery({
    queryKey: queryKeys.moverPayments(companyId),
    queryFn: ({ signal }) => apiRequest(routes.getMoverPayments, { params: { id: companyId }, signal }),
  });
}
