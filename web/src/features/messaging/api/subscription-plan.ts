import { useQuery } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/** True for a company on the pay-per-lead plan: it gets the Quick Response button (spec section 2). */
export function useIsPayPerLead(companyId: string | null): boolean {
  const details = useQuery({
    queryKey: queryKeys.subscriptionDetails(companyId ?? ''),
    queryFn: ({ signal }) => apiRequest(routes.getSubscriptionDetails, { params: { id: companyId ?? '' }, signal }),
    enabled: companyId !== null,
  });
  return details.data?.planType === 'pay_per_lead_subscription_start';
}
