import type { QuoteItem } from '@functions/core/data/quotes';
import { customerVisibleStatus, publishQuoteStatusChanged } from '@functions/core/quote-status-events';

/**
 * After a company's send or edit: QuoteStatusChanged 'quoted' (first quote the customer sees)
 * or 'updated' (a sent quote changed), only when the customer can see the stored quote (a
 * payment-pending one is announced when it is released) and something was written.
 */
export async function publishSentQuote(before: QuoteItem | null, stored: QuoteItem, actorId: string): Promise<void> {
  if (stored.payment_pending_since) return;
  if (before && before.updated_at === stored.updated_at && !before.payment_pending_since) return;
  const from = customerVisibleStatus(before);
  await publishQuoteStatusChanged(stored, { from, to: stored.status, change: from === 'QUOTED' ? 'updated' : 'quoted', actorId });
}
