import { routes } from '@schemas/routes';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { openPlanCheckout } from './plan-checkout';

/**
 * POST /api/moving-company/{id}/create-pay-per-lead-subscription — a Stripe Checkout (mode
 * payment, $500 for 20 lead tokens) that starts the pay-per-lead plan. Reads: the caller's
 * profile, the company (access pattern 5) and its plan (access pattern P1). Writes: the checkout session (access pattern P3).
 * Callers: the company's own users, admins for any company. 400 when it already has a plan.
 */
export const createPayPerLeadSubscription: PlainHandler<typeof routes.createPayPerLeadSubscription> = async ({
  auth,
  params,
}) => {
  const company = await companyInPath(auth, params.id);
  return { url: await openPlanCheckout(auth, company, 'pay_per_lead_subscription_start') };
};

export const handler = httpHandler(routes.createPayPerLeadSubscription, createPayPerLeadSubscription);
