import { routes } from '@schemas/routes';
import { LIMITS } from '@schemas/constants';
import { toPublicMovingCompany } from '@functions/companies';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { quotesOfMove } from '@functions/core/data/quote/quotes';
import { customerSideOfAll } from '@functions/quote-visibility';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findMatchingCompanies } from './ranked-matches';
import { decodeMatchesCursor, encodeMatchesCursor } from './matches-cursor';

/**
 * GET /api/my-move-request/matches[?cursor=] — one page (LIMITS.matchesPageSize) of the
 * customer's matches, best first (docs/matching.md, Ranking), with how many match in all, each
 * with its reason line's facts and its quote status; nextCursor while more follow.
 * Reads: the caller's profile (access pattern 1), the move request (access pattern 10), the
 * origin cell's roster, the marketplace's review and accuracy totals and the page's companies
 * (access pattern M1), and one Query of the move's quotes (access pattern M5). Callers: MOVER;
 * 404 when the customer has no move request; 400 for a cursor this server did not give. Moves
 * leaving a state outside NC/SC get an empty list (the UI points to support).
 */
export const getMyMatches: PlainHandler<typeof routes.getMyMatches> = async ({ auth, query }) => {
  const after = query.cursor ? decodeMatchesCursor(query.cursor) : undefined;
  const profile = await findUser(auth.userId, { consistent: true });
  const move = profile?.move_request_id ? await findMoveRequest(profile.move_request_id, { consistent: true }) : null;
  if (!move || move.user_id !== auth.userId) throw notFound('No move request yet');

  const [page, quotes] = await Promise.all([
    findMatchingCompanies(move, LIMITS.matchesPageSize, after),
    quotesOfMove(move.id, { consistent: true }),
  ]);
  const statusOf = new Map(customerSideOfAll(quotes).map((q) => [q.moving_company_id, q.status]));
  return {
    move_request_id: move.id,
    total: page.total,
    moving_company_matches: page.matches.map(({ company, distance_miles, free_days }) => ({
      ...toPublicMovingCompany(company),
      distance_miles,
      free_days,
      hasQuote: statusOf.has(company.id),
      quoteStatus: statusOf.get(company.id) ?? null,
    })),
    nextCursor: page.next ? encodeMatchesCursor(page.next) : null,
  };
};

export const handler = httpHandler(routes.getMyMatches, getMyMatches);
