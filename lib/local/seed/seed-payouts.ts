import {
  filePayoutAccount,
  findPayoutAccount,
  recordPayoutStatus,
} from '@functions/core/data/payments/payout-accounts';
import { setPayoutsEnabled } from '@functions/core/data/company/moving-companies';

/**
 * Queen City Relocation has set up payouts, so the demo shows protected payment: its company
 * page and match cards say 'Protected payment', and booking its quote on customer@example.com's
 * move (binding, $250 deposit) opens the deposit checkout on the local Stripe. The account id
 * stands for one Stripe onboarding would have made (the seed does not call Stripe). Idempotent:
 * a company that already has an account keeps it.
 */
export const PROTECTED_DEMO_COMPANY_ID = '01JDSEEDC00000000000000003';

export async function seedPayouts(): Promise<boolean> {
  if (await findPayoutAccount(PROTECTED_DEMO_COMPANY_ID)) return false;
  const accountId = `acct_seed_${PROTECTED_DEMO_COMPANY_ID.slice(-6)}`;
  await filePayoutAccount(PROTECTED_DEMO_COMPANY_ID, accountId);
  await recordPayoutStatus(PROTECTED_DEMO_COMPANY_ID, accountId, 'ENABLED', []);
  await setPayoutsEnabled(PROTECTED_DEMO_COMPANY_ID, true);
  return true;
}
