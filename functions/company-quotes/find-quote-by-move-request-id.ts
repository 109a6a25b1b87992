import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { callersLeadCompany } from '@functions/core/http/callers-company';
import { notFound } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { findQuoteOf } from '@functions/core/data/quotes';
import { toCompanyQuote } from './views';

/**
 * GET /api/find-quote-by-move-request-id/{id} — the caller's company's quote for this move.
 * Reads: USER#<sub>/PROFILE, COMPANY#<id>/PROFILE, GetItem MOVE#<id>/QUOTE#<company>.
 * Callers: MOVING_COMPANY (no company linked: 404 'No moving company found'). No quote yet:
 * 404, and the editor starts a blank draft with status QUOTE_REQUESTED.
 */
export const findQuoteByMoveRequestId: PlainHandler<typeof routes.findQuoteByMoveRequestId> = async ({ auth, params }) => {
  const company = await callersLeadCompany(auth);
  const quote = await findQuoteOf(params.id, company.id);
  if (!quote) throw notFound(QUOTE_MESSAGES.quoteNotFound);
  return toCompanyQuote(quote);
};

export const handler = httpHandler(routes.findQuoteByMoveRequestId, findQuoteByMoveRequestId);
