import { useMutation } from '@tanstack/react-query';
import type { PlanType } from '@schemas/enums';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { routes } from '@schemas/routes';
import { apiRequest } from '@web/lib/api-client';
import { isApiError } from '@web/lib/api-error';

/*
 * POST /moving-company/{id}/create-flat-rate-subscription or .../create-pay-per-lead-subscription:
 * the url of the provider's hosted checkout for the chosen plan.
 */

const ROUTE_OF_PLAN = {
  flat_rate_monthly_subscription: routes.createFlatRateSubscription,
  pay_per_lead_subscription_start: routes.createPayPerLeadSubscription,
} as const;

export async function createSubscription(plan: PlanType, companyId: string): Promise<string> {
  const { url } = await apiRequest(ROUTE_OF_PLAN[plan], { params: { id: companyId } });
  return url;
}

export function useCreateSubscription() {
  return useMutation({
    mutationFn: ({ plan, companyId }: { plan: PlanType; companyId: string }) => createSubscription(plan, companyId),
  });
}

const ALREADY_EXISTS: ReadonlySet<string> = new Set([
  PAYMENT_MESSAGES.subscriptionExists,
  PAYMENT_MESSAGES.payPerLeadExists,
]);

/** The spec's 'already exists' refusals (section 8), which open a modal instead of a toast. */
export function isSubscriptionAlreadyExists(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ALREADY_EXISTS.has(error.message);
}
