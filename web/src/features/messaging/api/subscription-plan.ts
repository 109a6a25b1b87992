import { useQuery } from '@tanstack/react-query';
import { PAY_PER_LEAD_PLAN, subscriptionDetailsQuery } from '@web/lib/api/lead-tokens';

/** True for a company on the pay-per-lead plan: it gets the Quick Response button (spec section 2). */
export function useIsPayPerLead(companyId: string | null): boolean {
  const details = useQuery({ ...subscriptionDetailsQuery(companyId ?? ''), enabled: companyId !== null });
  return details.data?.planType === PAY_PER_LEAD_PLAN;
}
