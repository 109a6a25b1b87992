import type { ConciergeRecommendation } from '@schemas/concierge-desk';
import type { ConciergeCaseItem } from '@functions/core/data/concierge/concierge-desk';

/** The most a quote can cost: its range's top, else its price. */
export const mostItCosts = (quote: { price?: number | null; top_price?: number | null }) =>
  quote.top_price ?? quote.price ?? 0;

/** A price above the maximum needs the customer's explicit consent. */
export const isAboveMax = (quote: { price?: number | null; top_price?: number | null }, maxPrice: number | null) =>
  maxPrice !== null && mostItCosts(quote) > maxPrice;

/** The case's current recommendation as both sides see it; null when staff made none. */
export function recommendationView(item: ConciergeCaseItem, maxPrice: number | null): ConciergeRecommendation | null {
  if (!item.rec_quote_id || !item.rec_status || item.rec_price === undefined) return null;
  const top = item.rec_top_price ?? null;
  return {
    quote_id: item.rec_quote_id,
    company_name: item.rec_company_name ?? '',
    price: item.rec_price,
    top_price: top,
    reason: item.rec_reason ?? '',
    status: item.rec_status,
    recommended_at: item.rec_at ?? item.upgraded_at,
    decided_at: item.rec_decided_at ?? null,
    above_max: isAboveMax({ price: item.rec_price, top_price: top }, maxPrice),
  };
}
