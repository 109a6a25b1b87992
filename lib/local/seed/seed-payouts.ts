import { filePayoutAccount, findPayoutAccount } from '@functions/core/data/payments/payout-accounts';
import { recordStripeAccount } from '@functions/payments';
import { config } from '@functions/platform/config';
import { stripeClient } from '@functions/platform/stripe';
import { findCompany } from '@functions/core/data/company/moving-companies';

/**
 * Queen City Relocation has set up payouts, so the demo shows protected payment: its company
 * page and match cards say 'Protected payment', booking its quote on customer@example.com's move
 * (binding, $250 deposit) opens the deposit checkout on the local Stripe, and a completed move's
 * money is transferred to its account there. The seed makes the Express account on the local
 * Stripe and finishes its onboarding through the emulator's control route (as a company would on
 * Stripe's page). Idempotent: a company that already has an account keeps it.
 */
export const PROTECTED_DEMO_COMPANY_ID = '01JDSEEDC00000000000000003';

export async function seedPayouts(): Promise<boolean> {
  if (await findPayoutAccount(PROTECTED_DEMO_COMPANY_ID)) return false;
  const company = await findCompany(PROTECTED_DEMO_COMPANY_ID);
  const stripe = await stripeClient();
  const account = await stripe.accounts.create(
    {
      type: 'express',
      country: 'US',
      email: company?.email,
      business_profile: { name: company?.name },
      capabilities: { transfers: { requested: true } },
      metadata: { moving_company_id: PROTECTED_DEMO_COMPANY_ID },
    },
    { idempotencyKey: `payout-account-${PROTECTED_DEMO_COMPANY_ID}` },
  );
  await filePayoutAccount(PROTECTED_DEMO_COMPANY_ID, account.id);
  const onboarded = await fetch(`${config.stripe.apiUrl}/_control/accounts/${account.id}/onboard`, { method: 'POST' });
  if (!onboarded.ok) throw new Error(`The local Stripe did not onboard ${account.id}: ${onboarded.status}`);
  await recordStripeAccount(PROTECTED_DEMO_COMPANY_ID, await stripe.accounts.retrieve(account.id));
  return true;
}
