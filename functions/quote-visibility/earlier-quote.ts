import type { EarlierQuote } from '@schemas/earlier-quote';
import type { QuoteItem } from '@functions/core/data/quote/quotes';

/** The inventory version a sent quote was made for (null: not sent yet, or sent before any inventory). */
export const quotedInventoryVersion = (quote: Pick<QuoteItem, 'status' | 'quoted_inventory_version'>): number | null =>
  quote.status === 'QUOTE_REQUESTED' ? null : (quote.quoted_inventory_version ?? null);

/**
 * The figures a quote had before its cancellation and re-request, for both sides: the customer
 * saw them and the company sent them, so neither learns anything new. Spread into a view.
 */
export function earlierQuoteView(quote: Pick<QuoteItem, 'earlier_quote'>): { earlier_quote?: EarlierQuote } {
  const earlier = quote.earlier_quote;
  if (!earlier) return {};
  return {
    earlier_quote: { price: earlier.price, top_price: earlier.top_price ?? null, cancelled_at: earlier.cancelled_at },
  };
}
