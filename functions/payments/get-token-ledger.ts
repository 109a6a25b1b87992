import { routes } from '@schemas/routes';
import { listTokenLedger } from '@functions/core/data/lead-tokens';
import { companyInPath } from '@functions/core/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';

/**
 * GET /api/moving-company/{id}/token-ledger — the company's tokens bought, spent and refunded,
 * newest first. Reads: Query COMPANY#<id> begins_with TOKENLEDGER#. Callers: the company's own
 * users, admins for any company.
 */
export const getTokenLedger: PlainHandler<typeof routes.getTokenLedger> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  return { entries: await listTokenLedger(company.id) };
};

export const handler = httpHandler(routes.getTokenLedger, getTokenLedger);
