import type { QuoteItem } from '@functions/core/data/quote/quotes';

/**
 * The quotes behind the customer's My quotes red dot: those with a company response (any
 * status but QUOTE_REQUESTED, which only the customer's own request produces) changed after
 * the customer last viewed their quotes; never viewed: every such quote. updated_at and
 * quotes_viewed_at are both ISO instants from the server's clock, so they compare as strings.
 */
export function countQuoteNotifications(
  quotes: readonly Pick<QuoteItem, 'status' | 'updated_at'>[],
  viewedAt: string | undefined,
): number {
  return quotes.filter((q) => q.status !== 'QUOTE_REQUESTED' && (!viewedAt || (q.updated_at ?? '') > viewedAt)).length;
}
