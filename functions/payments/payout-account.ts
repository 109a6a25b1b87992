import type Stripe from 'stripe';
import { payoutStatusOf, type PayoutAccountView } from '@schemas/payouts';
import { findPayoutAccount, recordPayoutStatus } from '@functions/core/data/payments/payout-accounts';
import { setPayoutsEnabled } from '@functions/core/data/company/moving-companies';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import { stripeClient } from '@functions/platform/stripe';

/**
 * A connected account as Stripe reports it, recorded on the company's payout account and, when
 * protected payment starts or stops, on the company (its page and match cards; the listing is
 * refiled after a company write, as every writer does).
 */
export async function recordStripeAccount(companyId: string, account: Stripe.Account): Promise<PayoutAccountView> {
  const view: PayoutAccountView = {
    status: payoutStatusOf(account),
    requirements_due: account.requirements?.currently_due ?? [],
  };
  if (!(await recordPayoutStatus(companyId, account.id, view.status, view.requirements_due))) return view;
  if (await setPayoutsEnabled(companyId, view.status === 'ENABLED')) await refileMatchListing(companyId);
  return view;
}

/**
 * The company's payout account as it stands at Stripe now (read live while onboarding, so a
 * return from Stripe shows the new state before its webhook lands); the filed state once enabled.
 */
export async function currentPayoutAccount(companyId: string): Promise<PayoutAccountView> {
  const filed = await findPayoutAccount(companyId);
  if (!filed) return { status: 'NOT_CONNECTED', requirements_due: [] };
  if (filed.status === 'ENABLED') return { status: 'ENABLED', requirements_due: [] };
  const account = await (await stripeClient()).accounts.retrieve(filed.stripe_account_id);
  return recordStripeAccount(companyId, account);
}
