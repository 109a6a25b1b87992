import { PAYMENT_MESSAGES } from '@schemas/payments';
import type { PlanType } from '@schemas/enums';
import { appUrl, expireOpenCheckout, openCheckout, SESSION_PLACEHOLDER } from './checkout';
import { replaceOpenPlanCheckout } from '@functions/core/data/payments/open-plan-checkouts';
import { findSubscription, hasLivePlan } from '@functions/core/data/payments/subscriptions';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { badRequest } from '@functions/platform/http/errors';

/**
 * Opens the checkout that starts a plan. A company with a plan already (active, pending or
 * past_due) gets the spec's 'already exists' 400. After paying, the browser returns to the
 * subscription redirect page, which completes it and goes to /profile, or for an admin
 * (movingCompanyId in the address) back to /admin-dashboard. Only the newest plan checkout of
 * a company can be paid: the one it replaces (another tab, a colleague, the admin) is expired.
 */
export async function openPlanCheckout(
  auth: AuthContext,
  company: MovingCompanyItem,
  planType: PlanType,
): Promise<string> {
  const current = await findSubscription(company.id);
  if (hasLivePlan(current)) {
    const samePayPerLead = planType === 'pay_per_lead_subscription_start' && current.plan_type === planType;
    throw badRequest(samePayPerLead ? PAYMENT_MESSAGES.payPerLeadExists : PAYMENT_MESSAGES.subscriptionExists);
  }
  const byAdmin = auth.role === 'ADMIN';
  const { id, url } = await openCheckout({
    purpose: planType === 'flat_rate_monthly_subscription' ? 'flat_rate' : 'pay_per_lead_start',
    companyId: company.id,
    createdBy: auth.userId,
    customerEmail: company.email,
    successUrl: appUrl('/moving-company/subscription-redirect', {
      session_id: SESSION_PLACEHOLDER,
      movingCompanyId: byAdmin ? company.id : undefined,
    }),
    cancelUrl: appUrl('/add-stripe', { movingCompanyId: byAdmin ? company.id : undefined }),
  });
  const replaced = await replaceOpenPlanCheckout(company.id, id);
  if (replaced) await expireOpenCheckout(replaced);
  return url;
}
