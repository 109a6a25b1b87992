import { routes } from '@schemas/routes';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { appUrl } from './checkout';
import { findSubscription } from '@functions/core/data/payments/subscriptions';
import { companyInPath } from '@functions/platform/http/callers-company';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { isStripeMissing, stripeClient } from '@functions/platform/stripe';

/**
 * POST /api/moving-company/{id}/billing-portal — Stripe's customer portal for the company's
 * monthly plan, where a company whose card failed (past_due, unpaid) puts in a new one; Stripe
 * then pays the open bill and its events make the plan active again. Back to /profile (an
 * admin: /admin-dashboard). Reads: the company (access pattern 5) and its plan (access pattern P1). 400 without a monthly
 * plan billed to a Stripe customer.
 */
export const createBillingPortalSession: PlainHandler<typeof routes.createBillingPortalSession> = async ({
  auth,
  params,
}) => {
  const company = await companyInPath(auth, params.id);
  const plan = await findSubscription(company.id);
  const customer =
    plan?.plan_type === 'flat_rate_monthly_subscription' && plan.status !== 'canceled'
      ? plan.stripe_customer_id
      : undefined;
  if (!customer) throw badRequest(PAYMENT_MESSAGES.noCardToUpdate);
  const returnUrl = appUrl(auth.role === 'ADMIN' ? '/admin-dashboard' : '/profile');
  try {
    const session = await (await stripeClient()).billingPortal.sessions.create({ customer, return_url: returnUrl });
    return { url: session.url };
  } catch (error) {
    if (isStripeMissing(error)) throw badRequest(PAYMENT_MESSAGES.noCardToUpdate);
    throw error;
  }
};

export const handler = httpHandler(routes.createBillingPortalSession, createBillingPortalSession);
