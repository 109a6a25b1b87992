import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { customerVisibleStatus, publishQuoteStatusChanged } from '@functions/notifications';
import { recordResponseTime } from '@functions/companies';

/**
 * After a company's send or edit: QuoteStatusChanged 'quoted' (first quote the customer sees)
 * or 'updated' (a sent quote changed), only when the customer can see the stored quote (a
 * payment-pending one is announced when it is released) and something was written. An answer
 * to the customer's request is also timed for the company's response time (response-times.ts).
 */
export async function publishSentQuote(before: QuoteItem | null, stored: QuoteItem, actorId: string): Promise<void> {
  if (stored.payment_pending_since) return;
  if (before && before.updated_at === stored.updated_at && !before.payment_pending_since) return;
  const from = customerVisibleStatus(before);
  await recordResponseTime(stored, from === 'QUOTE_REQUESTED' && stored.status === 'QUOTED');
  await publishQuoteStatusChanged(stored, {
    from,
    to: stored.status,
    change: from === 'QUOTED' ? 'updated' : 'quoted',
    actorId,
  });
}
