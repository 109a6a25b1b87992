import { refundDuplicatePlan } from './duplicate-plan-refund';
import {
  findSubscription,
  hasLivePlan,
  replacePlan,
  type PlanStart,
  type SubscriptionItem,
} from '@functions/core/data/payments/subscriptions';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';

/*
 * A company is billed for at most one plan. Only one plan checkout is open at a time
 * (open-plan-checkouts.ts), but one opened earlier can still be paid (its expiry lost a race,
 * or it was paid in the same instant). The rule then: the newest paid checkout is the plan.
 * The live plan it replaces is switched deliberately: its Stripe subscription is canceled
 * first, then the new plan is written with a note of the switch (GET subscription-details
 * shows it on /profile). A plan is never replaced in the product while its subscription bills.
 * A monthly plan replaced within its first day was a duplicate purchase: its payment is
 * refunded (duplicate-plan-refund.ts) before the switch is written, and the note says so.
 */

const ATTEMPTS = 5;

/** Starts the plan a paid checkout pays for, replacing (and ending at Stripe) a live one. */
export async function startPaidPlan(start: PlanStart, checkoutSessionId: string): Promise<void> {
  let ended: SubscriptionItem | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await findSubscription(start.companyId);
    // The webhook and the redirect both apply a session: the second finds it done.
    if (current?.checkout_session_id === checkoutSessionId) return;
    if (start.stripeSubscriptionId && current?.stripe_subscription_id === start.stripeSubscriptionId) return;
    // The plan an earlier attempt ended may read as canceled now (its customer.subscription.deleted
    // was applied meanwhile): it is still the plan this checkout replaces.
    const replaced = hasLivePlan(current)
      ? current
      : ended && current && samePlan(ended, current)
        ? current
        : undefined;
    ended = replaced;
    // Any subscription of the old plan not canceled yet ends too (an unpaid one would bill again once its card works).
    if (current?.stripe_subscription_id && current.status !== 'canceled')
      await cancelStripeSubscription(current.stripe_subscription_id);
    const refundedCents = await refundIfDuplicate(replaced);
    if (
      await replacePlan({ ...start, checkoutSessionId, replaced: replaced && { ...replaced, refundedCents } }, current)
    ) {
      if (replaced)
        logger.info('Plan switched: a second plan checkout was paid', {
          companyId: start.companyId,
          from: replaced.plan_type,
          to: start.planType,
        });
      return;
    }
  }
  throw new Error(`The plan of company ${start.companyId} kept changing while a checkout was applied`);
}

const samePlan = (a: SubscriptionItem, b: SubscriptionItem) =>
  a.checkout_session_id === b.checkout_session_id &&
  a.stripe_subscription_id === b.stripe_subscription_id &&
  a.plan_type === b.plan_type;

/** The replaced monthly plan's first payment, refunded when it was a duplicate (null: nothing refunded). */
async function refundIfDuplicate(replaced: SubscriptionItem | undefined): Promise<number | null> {
  if (replaced?.plan_type !== 'flat_rate_monthly_subscription' || !replaced.stripe_subscription_id) return null;
  return refundDuplicatePlan(replaced.stripe_subscription_id);
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
