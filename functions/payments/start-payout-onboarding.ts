import { routes } from '@schemas/routes';
import { PAYOUT_MESSAGES } from '@schemas/payouts';
import { filePayoutAccount, findPayoutAccount } from '@functions/core/data/payments/payout-accounts';
import { companyInPath } from '@functions/platform/http/callers-company';
import { conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { stripeClient } from '@functions/platform/stripe';
import { appUrl } from './checkout';

/**
 * POST /api/moving-company/{id}/payout-account/onboarding — Stripe's hosted onboarding of the
 * company's Express account (docs/payments-for-moves.md, Protected payment). The first call makes the
 * account (one per company: the idempotency key is the company id, and the record keeps the
 * first account if two calls race); each call opens a new account link, back to /profile (an
 * admin: /admin-dashboard). 409 once payouts are enabled. Reads and writes the payout account
 * (PA1).
 */
export const startPayoutOnboarding: PlainHandler<typeof routes.startPayoutOnboarding> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  const stripe = await stripeClient();
  let filed = await findPayoutAccount(company.id);
  if (filed?.status === 'ENABLED') throw conflict(PAYOUT_MESSAGES.alreadyEnabled);
  if (!filed) {
    const account = await stripe.accounts.create(
      {
        type: 'express',
        country: 'US',
        email: company.email,
        business_profile: { name: company.name },
        capabilities: { transfers: { requested: true } },
        metadata: { moving_company_id: company.id },
      },
      { idempotencyKey: `payout-account-${company.id}` },
    );
    filed = await filePayoutAccount(company.id, account.id);
  }
  const back = auth.role === 'ADMIN' ? '/admin-dashboard' : '/profile';
  const link = await stripe.accountLinks.create({
    account: filed.stripe_account_id,
    type: 'account_onboarding',
    return_url: appUrl(back, { payouts: 'returned' }),
    refresh_url: appUrl(back, { payouts: 'expired' }),
  });
  return { url: link.url };
};

export const handler = httpHandler(routes.startPayoutOnboarding, startPayoutOnboarding);
