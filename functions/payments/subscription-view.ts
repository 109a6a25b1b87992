import { PRICES } from '@schemas/constants';
import { PLAN_TYPE_LABELS } from '@schemas/enums';
import type { SubscriptionDetails } from '@schemas/payments';
import { tokenBalance } from '@functions/core/data/lead-tokens/lead-tokens';
import { findSubscription, subscriptionStatusOf } from '@functions/core/data/payments/subscriptions';

/** The subscription panel's figures: the plan as stored and, for pay-per-lead, the balance. */
export async function subscriptionDetails(companyId: string): Promise<SubscriptionDetails> {
  const plan = await findSubscription(companyId);
  const planType = plan?.plan_type ?? null;
  const monthly = planType === 'flat_rate_monthly_subscription';
  const running = plan?.status !== 'canceled';
  return {
    planType,
    plan: planType ? PLAN_TYPE_LABELS[planType] : null,
    subscriptionPlan: planType,
    status: subscriptionStatusOf(plan),
    nextBillDate: monthly && running ? (plan?.current_period_end ?? null) : null,
    nextBillAmount: monthly && running ? (plan?.next_bill_amount_cents ?? PRICES.flatRateMonthlyCents) : null,
    tokensRemaining: planType === 'pay_per_lead_subscription_start' ? await tokenBalance(companyId) : null,
    tokensPerBundle: PRICES.payPerLeadBundleTokens,
    ...(plan?.replaced_plan_type && plan.replaced_at
      ? {
          switchedFrom: {
            plan: PLAN_TYPE_LABELS[plan.replaced_plan_type],
            at: plan.replaced_at,
            ...(plan.replaced_refund_cents ? { refundedAmount: plan.replaced_refund_cents } : {}),
          },
        }
      : {}),
  };
}
