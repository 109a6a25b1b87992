import type { QuoteItem } from '@functions/core/data/quote/quotes';

/**
 * The quote as the customer may know it: a payment-pending quote is not sent yet, so the
 * customer sees what was there before (their own request, without the company's content) or,
 * when the company started it, nothing (null). A quote the customer turned down ('Not
 * interested') is hidden from them for good. Every customer read goes through this.
 */
export function customerSideOf(quote: QuoteItem): QuoteItem | null {
  if (quote.customer_not_interested_at) return null;
  if (!quote.payment_pending_since) return quote;
  if (quote.pending_from_status !== 'QUOTE_REQUESTED') return null;
  const { price: _p, top_price: _t, description: _d, quoted_by_name: _n, quoted_by_user_id: _u, ...asked } = quote;
  delete asked.estimate; // the company's structured quote is its content too
  return { ...asked, status: 'QUOTE_REQUESTED', updated_at: quote.created_at };
}

/** The customer's side of a list of quotes (hidden ones left out). */
export const customerSideOfAll = (quotes: readonly QuoteItem[]): QuoteItem[] =>
  quotes.map(customerSideOf).filter((q): q is QuoteItem => q !== null);
