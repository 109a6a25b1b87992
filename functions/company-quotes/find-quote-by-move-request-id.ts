import { QUOTE_MESSAGES } from '@schemas/company-quotes';
import { routes } from '@schemas/routes';
import { callersLeadCompany } from '@functions/platform/http/callers-company';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { canCompanyReadMove } from '@functions/lead-payments';
import { toCompanyQuote } from './views';

/**
 * GET /api/find-quote-by-move-request-id/{id} — the caller's company's quote for this move.
 * Reads: the caller's profile (access pattern 1), the company (access pattern 5), then in parallel GetItem
 * the company's quote of the move and the move request (access pattern 10) (the lead rule: a quote of a move the
 * company may not read answers as none). Callers: MOVING_COMPANY (no company linked: 404 'No
 * moving company found'; not verified: 403). No quote yet: 404, and the editor starts a blank
 * draft with status QUOTE_REQUESTED.
 */
export const findQuoteByMoveRequestId: PlainHandler<typeof routes.findQuoteByMoveRequestId> = async ({
  auth,
  params,
}) => {
  const company = await callersLeadCompany(auth);
  const [quote, move] = await Promise.all([findQuoteOf(params.id, company.id), findMoveRequest(params.id)]);
  if (!quote || !move || !canCompanyReadMove(company, move, { quote, saved: false }))
    throw notFound(QUOTE_MESSAGES.quoteNotFound);
  return toCompanyQuote(quote);
};

export const handler = httpHandler(routes.findQuoteByMoveRequestId, findQuoteByMoveRequestId);
