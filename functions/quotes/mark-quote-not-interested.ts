import { routes } from '@schemas/routes';
import { NOT_INTERESTED_MESSAGES } from '@schemas/quote-choice';
import { findQuoteById, findQuoteOf, type QuoteItem } from '@functions/core/data/quote/quotes';
import { NOT_INTERESTED_FROM } from '@functions/core/data/quote/quote-choice';
import { badRequest, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { publishEvent } from '@functions/platform/events';
import { markNotInterestedRefundingLead } from '@functions/lead-payments';
import { customerSideOf, quoteOrigin } from '@functions/quote-visibility';

const done = (quote: QuoteItem) => ({ success: true as const, quote_id: quote.id });

/** Why a quote cannot be turned down, or null when it can (a turned-down one answers success again). */
function refusalOf(quote: QuoteItem): string | null {
  if (quoteOrigin(quote) !== 'REACHED_OUT') return NOT_INTERESTED_MESSAGES.askedForIt;
  if (!(NOT_INTERESTED_FROM as readonly string[]).includes(quote.status)) return NOT_INTERESTED_MESSAGES.notHideable;
  return null;
}

/**
 * POST /api/quote/{id}/not-interested — the customer turns down a quote a company sent without
 * being asked: it is hidden from the customer for good (and from their quote counts), the
 * company may not quote or message the move again, its token for the lead comes back, and it is
 * told politely (QuoteNotInterested → e-mail). One transaction of the quote's mark (once) and
 * the refund (once), so of parallel calls one marks and refunds and the others answer the same
 * success without a second refund or e-mail.
 * Reads: the quote by id (access pattern M6), then by its main key (consistent), the paid-lead
 * record (access pattern T4). Refusals: another customer's, unknown or hidden (payment-pending
 * unasked) quote 404; a quote the customer asked for, or not QUOTED / INVITED_TO_BOOK 400.
 * Callers: MOVER (a company: 403 by role).
 */
export const markQuoteNotInterested: PlainHandler<typeof routes.markQuoteNotInterested> = async ({ auth, params }) => {
  const keys = await findQuoteById(params.id);
  if (!keys || keys.customer_id !== auth.userId) throw notFound(NOT_INTERESTED_MESSAGES.quoteNotFound);
  const quote = await findQuoteOf(keys.move_request_id, keys.moving_company_id);
  if (!quote || quote.id !== keys.id) throw notFound(NOT_INTERESTED_MESSAGES.quoteNotFound);
  if (quote.customer_not_interested_at) return done(quote);
  if (!customerSideOf(quote)) throw notFound(NOT_INTERESTED_MESSAGES.quoteNotFound);
  const refusal = refusalOf(quote);
  if (refusal) throw badRequest(refusal);

  const outcome = await markNotInterestedRefundingLead(quote);
  if (!outcome.marked) {
    // A parallel call marked it first (success), or the quote changed meanwhile (booked): read which.
    const now = await findQuoteOf(quote.move_request_id, quote.moving_company_id);
    if (now?.customer_not_interested_at) return done(quote);
    throw badRequest(NOT_INTERESTED_MESSAGES.notHideable);
  }
  await publishEvent('QuoteNotInterested', {
    quoteId: quote.id,
    moveRequestId: quote.move_request_id,
    customerId: quote.customer_id,
    companyId: quote.moving_company_id,
    tokenRefunded: outcome.tokenRefunded,
  });
  return done(quote);
};

export const handler = httpHandler(routes.markQuoteNotInterested, markQuoteNotInterested);
