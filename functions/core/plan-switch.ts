import { findSubscription, hasLivePlan, replacePlan, type PlanStart } from './data/subscriptions';
import { logger } from './logger';
import { stripeClient } from './stripe';

/*
 * A company is billed for at most one plan. Only one plan checkout is open at a time
 * (open-plan-checkouts.ts), but one opened earlier can still be paid (its expiry lost a race,
 * or it was paid in the same instant). The rule then: the newest paid checkout is the plan.
 * The live plan it replaces is switched deliberately: its Stripe subscription is canceled
 * first, then the new plan is written with a note of the switch (GET subscription-details
 * shows it on /profile). A plan is never replaced in the product while its subscription bills.
 */

const ATTEMPTS = 5;

/** Starts the plan a paid checkout pays for, replacing (and ending at Stripe) a live one. */
export async function startPaidPlan(start: PlanStart, checkoutSessionId: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await findSubscription(start.companyId);
    // The webhook and the redirect both apply a session: the second finds it done.
    if (current?.checkout_session_id === checkoutSessionId) return;
    if (start.stripeSubscriptionId && current?.stripe_subscription_id === start.stripeSubscriptionId) return;
    const replaced = hasLivePlan(current) ? current : undefined;
    // Any subscription of the old plan not canceled yet ends too (an unpaid one would bill again once its card works).
    if (current?.stripe_subscription_id && current.status !== 'canceled') await cancelStripeSubscription(current.stripe_subscription_id);
    if (await replacePlan({ ...start, checkoutSessionId, replaced }, current)) {
      if (replaced) logger.info('Plan switched: a second plan checkout was paid', { companyId: start.companyId, from: replaced.plan_type, to: start.planType });
      return;
    }
  }
  throw new Error(`The plan of company ${start.companyId} kept changing while a checkout was applied`);
}

/** Ends a subscription now (Stripe sends customer.subscription.deleted); one already canceled is left as it is. */
async function cancelStripeSubscription(subscriptionId: string): Promise<void> {
  try {
    await (await stripeClient()).subscriptions.cancel(subscriptionId);
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return;
    throw error;
  }
}
