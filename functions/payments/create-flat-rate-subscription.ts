import { routes } from '@schemas/routes';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { openPlanCheckout } from './plan-checkout';

/**
 * POST /api/moving-company/{id}/create-flat-rate-subscription — a Stripe Checkout (mode
 * subscription, $599 a month) for the company. Reads: the caller's profile, the
 * company and its plan (access patterns 5, P1). Writes: the checkout session (access pattern P3). Callers: the company's own
 * users, admins for any company (403 for another company). 400 when it already has a plan.
 */
export const createFlatRateSubscription: PlainHandler<typeof routes.createFlatRateSubscription> = async ({
  auth,
  params,
}) => {
  const company = await companyInPath(auth, params.id);
  return { url: await openPlanCheckout(auth, company, 'flat_rate_monthly_subscription') };
};

export const handler = httpHandler(routes.createFlatRateSubscription, createFlatRateSubscription);
