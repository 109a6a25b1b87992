import type { EventDetail } from '@schemas/events';
import type { EventMeta } from '@functions/platform/event-handler';
import type { CounterIncrements } from '@functions/core/data/stats/marketplace-counters';
import { countOnce } from './count-once';
import { findQuoteOf } from '@functions/core/data/quote/quotes';

/** Which counter each kind of QuoteStatusChanged moves ('updated', 'marked_booked': none). */
const COUNTED: Record<string, keyof CounterIncrements> = {
  requested: 'quoteRequests',
  requested_again: 'quoteRequests',
  quoted: 'quotesSent',
  booked: 'bookings',
  cancelled: 'cancellations',
  cancelled_by_company: 'cancellations',
};

const MINUTE_MS = 60 * 1000;

/**
 * On QuoteStatusChanged: a quote request (or a request again), a quote sent (the customer's
 * first sight of a price), a booking or a cancellation, on the day the event was published,
 * once per event. A quote sent in answer to a request (from QUOTE_REQUESTED) also times the
 * minutes since the request (the quote's created_at), once per quote: a later 'quoted' of
 * the same quote (after a request again) is counted as sent but not timed again.
 * Reads: the company's quote of the move (only for an answer to a request). Writes:
 * the event claim (marketplace counters, access pattern S1) + the day counters (marketplace counters, access pattern S2)
 * (+ the first-quote mark, marketplace counters S1), one transaction.
 */
export async function countQuoteChange(
  change: EventDetail<'QuoteStatusChanged'>,
  { eventId, time }: EventMeta,
): Promise<void> {
  const counter = COUNTED[change.change];
  if (!counter) return;
  let firstQuote: { quoteId: string; minutes: number } | undefined;
  if (change.change === 'quoted' && change.from === 'QUOTE_REQUESTED') {
    const quote = await findQuoteOf(change.moveRequestId, change.companyId);
    const requestedAt = Date.parse(quote?.created_at ?? '');
    if (quote?.id === change.quoteId && Number.isFinite(requestedAt)) {
      firstQuote = { quoteId: change.quoteId, minutes: Math.max(0, (time.getTime() - requestedAt) / MINUTE_MS) };
    }
  }
  await countOnce({ eventId, at: time, increments: { [counter]: 1 }, firstQuote });
}
