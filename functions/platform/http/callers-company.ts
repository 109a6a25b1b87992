import { COMPANY_NOT_VERIFIED } from '@schemas/companies';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { findCompany, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findSubscription, subscriptionAllowsLeads } from '@functions/core/data/payments/subscriptions';
import { findUser } from '@functions/core/data/user/users';
import type { AuthContext } from './auth-context';
import { forbidden, notFound, paymentRequired } from './errors';

/** The spec's message when a company user has no company linked (section 8, Availability). */
export const NO_MOVING_COMPANY = 'No moving company found';

/**
 * The company the calling MOVING_COMPANY user belongs to (profile.moving_company_id): 404
 * 'No moving company found' when none is linked. Every company route starts here, so a
 * company only ever reaches its own records.
 */
export async function callersCompany(auth: AuthContext): Promise<MovingCompanyItem> {
  const companyId = (await findUser(auth.userId))?.moving_company_id;
  const company = companyId ? await findCompany(companyId) : null;
  if (!company) throw notFound(NO_MOVING_COMPANY);
  return company;
}

/**
 * For routes with the company id in the path (/moving-company/{id}/...): the caller's company,
 * and 403 when the path names another company. Admins are not handled here.
 */
export async function callersOwnCompany(auth: AuthContext, companyIdInPath: string): Promise<MovingCompanyItem> {
  const company = await callersCompany(auth);
  if (company.id !== companyIdInPath) throw forbidden('You can only manage your own moving company');
  return company;
}

/**
 * An admin may act for any company (404 when it does not exist); a company user only for its
 * own (callersOwnCompany: 403 for another).
 */
export async function companyInPath(auth: AuthContext, companyIdInPath: string): Promise<MovingCompanyItem> {
  if (auth.role === 'ADMIN') {
    const company = await findCompany(companyIdInPath);
    if (!company) throw notFound('Moving company not found');
    return company;
  }
  return callersOwnCompany(auth, companyIdInPath);
}

/**
 * The paywall (spec section 6: a subscription is needed to update the calendar and interact
 * with leads; 402 opens the paywall): 402 unless the company's plan is active (pay-per-lead
 * once its start is paid, even at 0 tokens) or past_due within the grace period
 * (subscriptions.ts subscriptionAllowsLeads). Every lead and calendar handler calls it.
 */
export async function assertSubscriptionAllowsLeads(company: MovingCompanyItem): Promise<void> {
  if (!subscriptionAllowsLeads(await findSubscription(company.id)))
    throw paymentRequired(PAYMENT_MESSAGES.subscriptionRequired);
}

/**
 * The caller's company on a lead route (search, saved leads, quotes, the lead manager): 404
 * without a company, 403 COMPANY_NOT_VERIFIED until an admin verifies it (an unverified company
 * may edit its profile and calendar only), then the subscription check.
 */
export async function callersLeadCompany(auth: AuthContext): Promise<MovingCompanyItem> {
  const company = await callersCompany(auth);
  if (company.is_verified !== true) throw forbidden(COMPANY_NOT_VERIFIED);
  await assertSubscriptionAllowsLeads(company);
  return company;
}
