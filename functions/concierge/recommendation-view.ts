import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import type { ConciergeRecommendation, RecommendationStage } from '@schemas/concierge-desk';
import type { ConciergeCaseItem } from '@functions/core/data/concierge/concierge-desk';
import { findBookedMove, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { quoteEstimate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { estimateViewOrNull } from '@schemas/estimate-totals';

/** The most a quote can cost: its range's top, else its price. */
export const mostItCosts = (quote: { price?: number | null; top_price?: number | null }) =>
  quote.top_price ?? quote.price ?? 0;

/** A price above the maximum needs the customer's explicit consent. */
export const isAboveMax = (quote: { price?: number | null; top_price?: number | null }, maxPrice: number | null) =>
  maxPrice !== null && mostItCosts(quote) > maxPrice;

/** What became of the recommended quote: read beside the case to tell where an approval stands. */
export interface RecommendedQuoteNow {
  /** The recommended quote as stored now, the customer's side of it (null when it is gone). */
  quote: QuoteItem | null;
  /** Its booked move, booked or cancelled (null when it was never booked). */
  bookedMove: Pick<BookedMoveItem, 'stage' | 'cancelled_at' | 'cancelled_by'> | null;
  /** The customer holds a booking (of any quote). */
  hasBooking: boolean;
}

const BOOKABLE: readonly string[] = CUSTOMER_BOOKABLE_STATUSES;

/** Reads what became of the case's recommended quote, given the move's quotes already read. */
export async function readRecommendedQuoteNow(
  item: ConciergeCaseItem | null,
  quotes: readonly QuoteItem[],
  hasBooking: boolean,
): Promise<RecommendedQuoteNow> {
  const quoteId = item?.rec_quote_id;
  const bookedMove = quoteId && item.rec_status === 'APPROVED' ? await findBookedMove(quoteId) : null;
  return { quote: quotes.find((q) => q.id === quoteId) ?? null, bookedMove, hasBooking };
}

/** Where the recommendation stands (schemas/concierge-desk.ts RECOMMENDATION_STAGES). */
export function recommendationStage(item: ConciergeCaseItem, now: RecommendedQuoteNow): RecommendationStage {
  if (item.rec_status === 'PENDING') return 'pending';
  if (item.rec_status === 'DECLINED') return 'declined';
  const { bookedMove } = now;
  if (bookedMove && bookedMove.stage !== 'CANCELLED') return 'booked';
  // A booking cancelled after this approval ends it; an approval made after a cancellation is a new one.
  if (bookedMove?.cancelled_at && bookedMove.cancelled_at >= (item.rec_decided_at ?? '')) return 'cancelled';
  if (!now.hasBooking && now.quote && BOOKABLE.includes(now.quote.status)) return 'payment_unfinished';
  return 'not_booked';
}

/** The case's current recommendation as both sides see it; null when staff made none. */
export function recommendationView(
  item: ConciergeCaseItem,
  maxPrice: number | null,
  now: RecommendedQuoteNow,
): ConciergeRecommendation | null {
  if (!item.rec_quote_id || !item.rec_status || item.rec_price === undefined) return null;
  const top = item.rec_top_price ?? null;
  const stage = recommendationStage(item, now);
  const cancelled = stage === 'cancelled' ? now.bookedMove : null;
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
    stage,
    estimate: now.quote ? estimateViewOrNull(quoteEstimate(now.quote)) : null,
    cancellation: cancelled?.cancelled_at
      ? { by: cancelled.cancelled_by ?? 'customer', at: cancelled.cancelled_at }
      : null,
  };
}
