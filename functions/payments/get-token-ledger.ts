import { routes } from '@schemas/routes';
import { LIMITS } from '@schemas/constants';
import { tokenLedgerPage } from '@functions/core/data/lead-tokens/lead-tokens';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';

/**
 * GET /api/moving-company/{id}/token-ledger[?cursor=] — a page (LIMITS.tokenLedgerPageSize) of
 * the company's tokens bought, spent and refunded, newest first; nextCursor to the older ones.
 * Reads: the caller's company, then Query the token ledger (access pattern T2) backwards after the cursor
 * (the page only). Callers: the company's own users, admins for any company; 400 for a cursor
 * this server did not give.
 */
export const getTokenLedger: PlainHandler<typeof routes.getTokenLedger> = async ({ auth, params, query }) => {
  const [afterId] = query.cursor ? decodePageCursor(query.cursor, 1) : [];
  const company = await companyInPath(auth, params.id);
  const { entries, nextId } = await tokenLedgerPage(company.id, LIMITS.tokenLedgerPageSize, afterId);
  return { entries, nextCursor: nextId ? encodePageCursor([nextId]) : null };
};

export const handler = httpHandler(routes.getTokenLedger, getTokenLedger);
