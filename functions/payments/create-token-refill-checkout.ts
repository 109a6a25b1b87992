import { routes } from '@schemas/routes';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { openTokenRefillCheckout } from './checkout';
import { findSubscription, hasLivePlan } from '@functions/core/data/payments/subscriptions';
import { companyInPath } from '@functions/platform/http/callers-company';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * POST /api/moving-company/{id}/create-token-refill-checkout — a Stripe Checkout (mode
 * payment, $500) for 20 more tokens; the browser then lands on the refill success page and
 * back on /profile (an admin: /admin-dashboard). Reads: the company (access pattern 5) and its plan (access pattern P1).
 * Writes: the checkout session (access pattern P3). Pay-per-lead companies only (400 otherwise).
 */
export const createTokenRefillCheckout: PlainHandler<typeof routes.createTokenRefillCheckout> = async ({
  auth,
  params,
}) => {
  const company = await companyInPath(auth, params.id);
  const plan = await findSubscription(company.id);
  if (!hasLivePlan(plan) || plan.plan_type !== 'pay_per_lead_subscription_start')
    throw badRequest(PAYMENT_MESSAGES.notPayPerLead);
  const returnPath = auth.role === 'ADMIN' ? '/admin-dashboard' : '/profile';
  return { checkoutUrl: await openTokenRefillCheckout(company.id, auth.userId, returnPath) };
};

export const handler = httpHandler(routes.createTokenRefillCheckout, createTokenRefillCheckout);
