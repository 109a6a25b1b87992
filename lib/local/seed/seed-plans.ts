import { PRICES } from '@schemas/constants';
import type { PlanType } from '@schemas/enums';
import { BUNDLE_REASON } from '@functions/core/apply-checkout';
import { creditTokensOnce } from '@functions/core/data/lead-tokens';
import { epochSeconds, findSubscription, startPlan } from '@functions/core/data/subscriptions';
import { DEMO_COMPANY_ID } from './companies';

/** A plan the seed starts a company on, as if its checkout had been paid. */
export interface SeedPlan {
  companyId: string;
  planType: PlanType;
  /** Pay-per-lead: the tokens of the paid start. */
  tokens: number;
}

/**
 * The demo company is on pay-per-lead with a full bundle, so the demo works without a checkout.
 * Fresh Start Movers (newcompany@example.com) has no plan: it is the one to try checkout with.
 */
export const SEED_PLANS: readonly SeedPlan[] = [
  { companyId: DEMO_COMPANY_ID, planType: 'pay_per_lead_subscription_start', tokens: PRICES.payPerLeadBundleTokens },
];

/** Stands for the paid start's checkout session: tokens are credited once per session id. */
export const seedSessionId = (companyId: string) => `seed_pay_per_lead_start_${companyId}`;

/**
 * Starts each plan unless the company has one (a plan changed in the app, even canceled, is
 * kept) and credits its tokens once. Returns the tokens credited by this run.
 */
export async function seedPlans(plans: readonly SeedPlan[] = SEED_PLANS): Promise<number> {
  let credited = 0;
  for (const plan of plans) {
    if (!(await findSubscription(plan.companyId))) {
      await startPlan({ companyId: plan.companyId, planType: plan.planType, status: 'active', providerUpdatedAt: epochSeconds() });
    }
    if (plan.planType !== 'pay_per_lead_subscription_start') continue;
    const result = await creditTokensOnce({
      companyId: plan.companyId,
      sessionId: seedSessionId(plan.companyId),
      tokens: plan.tokens,
      reason: BUNDLE_REASON.pay_per_lead_start,
    });
    if (result.credited) credited += plan.tokens;
  }
  return credited;
}
