import { routes } from '@schemas/routes';
import { toPublicMovingCompany } from '@functions/core/data/company-views';
import { findMoveRequest } from '@functions/core/data/move-requests';
import { findUser } from '@functions/core/data/users';
import { customerSideOfAll, quotesOfMove } from '@functions/core/data/quotes';
import { notFound } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { findMatchingCompanies } from '@functions/core/matching';

/**
 * GET /api/my-move-request/matches — the customer's matches with their quote status.
 * Reads: USER#<sub>/PROFILE, MOVE#<id>/REQUEST, one gsi2 Query AVAIL#<state>#<YYYY-MM> per
 * month of the range (1-3: one item per company free that month), a BatchGet of the companies
 * with a free day in the range, and one Query MOVE#<id> for the quotes (begins_with QUOTE#). Callers: MOVER; 404 when the customer has no move request.
 * Moves leaving a state outside NC/SC get an empty list (the UI points to support).
 */
export const getMyMatches: PlainHandler<typeof routes.getMyMatches> = async ({ auth }) => {
  const profile = await findUser(auth.userId, { consistent: true });
  const move = profile?.move_request_id ? await findMoveRequest(profile.move_request_id, { consistent: true }) : null;
  if (!move || move.user_id !== auth.userId) throw notFound('No move request yet');

  const [companies, quotes] = await Promise.all([findMatchingCompanies(move), quotesOfMove(move.id, { consistent: true })]);
  const statusOf = new Map(customerSideOfAll(quotes).map((q) => [q.moving_company_id, q.status]));
  return {
    move_request_id: move.id,
    moving_company_matches: companies.map((company) => ({
      ...toPublicMovingCompany(company),
      hasQuote: statusOf.has(company.id),
      quoteStatus: statusOf.get(company.id) ?? null,
    })),
  };
};

export const handler = httpHandler(routes.getMyMatches, getMyMatches);
