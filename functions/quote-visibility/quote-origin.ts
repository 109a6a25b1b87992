import type { QuoteOrigin } from '@schemas/quote-choice';
import type { QuoteItem } from '@functions/core/data/quote/quotes';

export type QuoteOriginFields = Pick<QuoteItem, 'asked_by_customer' | 'status' | 'pending_from_status'>;

/**
 * How the quote came to be: ASKED when the customer requested it, REACHED_OUT when the company
 * sent it from lead search, null when unknown. A quote stored before asked_by_customer existed
 * still tells a request by its status (QUOTE_REQUESTED, or a payment-pending quote that was one).
 */
export function quoteOrigin(quote: QuoteOriginFields): QuoteOrigin | null {
  if (quote.asked_by_customer === true) return 'ASKED';
  if (quote.asked_by_customer === false) return 'REACHED_OUT';
  if (quote.status === 'QUOTE_REQUESTED' || quote.pending_from_status === 'QUOTE_REQUESTED') return 'ASKED';
  return null;
}

/** The customer asked this company for the quote (what an only-chosen move requires of a company). */
export const customerAskedFor = (quote: QuoteOriginFields | null): boolean =>
  quote !== null && quoteOrigin(quote) === 'ASKED';
