import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { browserNavigation } from '@web/lib/browser-navigation';
import { queryKeys } from '@web/lib/query-keys';

/*
 * A company's plan and lead tokens (GET /moving-company/{id}/subscription-details), read by
 * /profile's plan panel, the lead pages' token line and the messages' Quick Response; and the
 * refill (POST .../create-token-refill-checkout), open at any balance.
 */

export const subscriptionDetailsQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.subscriptionDetails(companyId),
    queryFn: ({ signal }) => apiRequest(routes.getSubscriptionDetails, { params: { id: companyId }, signal }),
  });

export const PAY_PER_LEAD_PLAN = 'pay_per_lead_subscription_start';

/** The pay-per-lead company's token balance; null while loading or on another plan. */
export function useLeadTokenBalance(companyId: string | null) {
  const details = useQuery({ ...subscriptionDetailsQuery(companyId ?? ''), enabled: companyId !== null });
  const data = details.data;
  if (!data || data.planType !== PAY_PER_LEAD_PLAN) return null;
  return { remaining: data.tokensRemaining ?? 0, bundle: data.tokensPerBundle };
}

/** Opens the token refill checkout: the browser goes to Stripe once it is made. */
export function useTokenRefill() {
  return useMutation({
    mutationFn: async (companyId: string) =>
      (await apiRequest(routes.createTokenRefillCheckout, { params: { id: companyId } })).checkoutUrl,
    onSuccess: (checkoutUrl) => browserNavigation.assign(checkoutUrl),
  });
}
