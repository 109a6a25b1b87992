import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { reopenCancelledQuote } from '@functions/core/data/quote/quotes';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { callersQuote, customerQuoteAfterWrite } from './callers-quote';

export const NOT_CANCELLED = 'Only a cancelled quote can be requested again.';
export const MOVE_DATE_PASSED =
  'This move date has passed, so a new quote cannot be requested. Update your move dates first.';

/**
 * POST /api/quote/{id}/request-again — after a cancellation the customer asks the same company
 * for a new quote (spec section 4). Reads: the quote by id (access pattern M6), the company's quote of the move and
 * the move request (access pattern 10) (consistent). Writes: one conditional UpdateItem, status CANCELLED →
 * QUOTE_REQUESTED with the old price, range, description and author removed (the company
 * quotes afresh). Refusals: another customer's quote 404; not CANCELLED 400; the move's end
 * date (a Carolinas calendar date) before today 400.
 */
export const requestQuoteAgain: PlainHandler<typeof routes.requestQuoteAgain> = async ({ auth, params }) => {
  const quote = await callersQuote(auth, params.id);
  if (quote.status !== 'CANCELLED') throw badRequest(NOT_CANCELLED);
  const move = await findMoveRequest(quote.move_request_id, { consistent: true });
  if (!move || move.end_date < todayInCarolinas()) throw badRequest(MOVE_DATE_PASSED);

  if (!(await reopenCancelledQuote(quote))) throw badRequest(NOT_CANCELLED);
  await publishQuoteStatusChanged(quote, {
    from: 'CANCELLED',
    to: 'QUOTE_REQUESTED',
    change: 'requested_again',
    actorId: auth.userId,
  });
  return customerQuoteAfterWrite(quote);
};

export const handler = httpHandler(routes.requestQuoteAgain, requestQuoteAgain);
