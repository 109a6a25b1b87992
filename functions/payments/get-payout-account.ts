import { routes } from '@schemas/routes';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { currentPayoutAccount } from './payout-account';

/**
 * GET /api/moving-company/{id}/payout-account — where the company's payout account for protected
 * payment stands (docs/payments-for-moves.md, Protected payment). A company user for its own company, an
 * admin for any (404 otherwise). Reads: the company, its payout account (PA1) and, while it is
 * onboarding, the account at Stripe (recorded when it changed).
 */
export const getPayoutAccount: PlainHandler<typeof routes.getPayoutAccount> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  return currentPayoutAccount(company.id);
};

export const handler = httpHandler(routes.getPayoutAccount, getPayoutAccount);
