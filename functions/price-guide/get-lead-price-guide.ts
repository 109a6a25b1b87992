import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { canCompanyReadMove, leadChoiceRefusal, leadRefusal } from '@functions/lead-payments';
import { completedOf, guideFor, marketGuideOf } from './guidance';
import { moveShapeOf } from './move-shape';

/**
 * GET /api/price-guide/leads/{move_request_id} — for the quote editor: what similar moves
 * were quoted (the middle half, from 5 quotes) and completed at (the median, from 3 moves).
 * Reads: the caller's profile and company (access patterns 1, 5), the move request (access
 * pattern 10) and the company's quote of it (main key), then the bucket's guide (access
 * pattern P1, one item). Callers: MOVING_COMPANY (unverified: 403) on a lead it may see (the
 * lead rule and the customer's choice: a move kept to the companies the customer chose is not
 * another company's lead) or has a record of; any other move answers 404 as an unknown id.
 */
export const getLeadPriceGuide: PlainHandler<typeof routes.getLeadPriceGuide> = async ({ auth, params }) => {
  const company = await callersLeadCompany(auth);
  const [move, quote] = await Promise.all([
    findMoveRequest(params.move_request_id),
    findQuoteOf(params.move_request_id, company.id),
  ]);
  const mayRead =
    move !== null &&
    ((leadRefusal(company, move, 'see') === null && leadChoiceRefusal(move, quote, 'see') === null) ||
      canCompanyReadMove(company, move, { quote, saved: false }));
  if (!move || !mayRead) throw notFound(QUOTE_MESSAGES.moveNotFound);
  const { guide, basis } = await guideFor(moveShapeOf(move));
  const completed = completedOf(guide);
  return {
    move_request_id: move.id,
    basis,
    market: marketGuideOf(guide),
    completed_median: completed.median,
    completed_moves: completed.moves,
  };
};

export const handler = httpHandler(routes.getLeadPriceGuide, getLeadPriceGuide);
