import { PRICES } from '@schemas/constants';
import type { PlanType } from '@schemas/enums';
import { BUNDLE_REASON } from '@functions/payments';
import { creditTokensOnce } from '@functions/core/data/lead-tokens/lead-tokens';
import { epochSeconds, findSubscription, startPlan } from '@functions/core/data/payments/subscriptions';
import { DEMO_COMPANY_ID, NEW_COMPANY_ID, SEED_COMPANIES } from './companies';

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
 * The other verified companies pay monthly, as the companies customers are matched with would
 * (the admin's operations view counts them).
 */
export const SEED_PLANS: readonly SeedPlan[] = [
  { companyId: DEMO_COMPANY_ID, planType: 'pay_per_lead_subscription_start', tokens: PRICES.payPerLeadBundleTokens },
  ...SEED_COMPANIES.filter((c) => c.is_verified && c.id !== DEMO_COMPANY_ID && c.id !== NEW_COMPANY_ID).map((c) => ({
    companyId: c.id,
    planType: 'flat_rate_monthly_subscription' as const,
    tokens: 0,
  })),
];

const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

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
      const monthly = plan.planType === 'flat_rate_monthly_subscription';
      await startPlan({
        companyId: plan.companyId,
        planType: plan.planType,
        status: 'active',
        providerUpdatedAt: epochSeconds(),
        ...(monthly
          ? {
              currentPeriodEnd: new Date(Date.now() + MONTH_MS).toISOString(),
              nextBillAmountCents: PRICES.flatRateMonthlyCents,
            }
          : {}),
      });
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
