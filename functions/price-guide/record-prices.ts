import type { EventDetail } from '@schemas/events';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { recordFinalPrice, recordQuotedPrice } from '@functions/core/data/price-guide/price-guide-writes';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { findQuoteOf } from '@functions/core/data/quote/quotes';
import { placementOf, quotedTotal } from './buckets';
import { moveShapeOf } from './move-shape';

/**
 * On QuoteStatusChanged 'quoted' or 'updated' (a quote the customer can see was sent or
 * changed): the quote's current total is filed in the guide, replacing what it counted before.
 * Reads: the quote (main key, consistent: the latest price even if events arrive out of order)
 * and its move request (access pattern 10).
 */
export async function recordSentQuote(change: EventDetail<'QuoteStatusChanged'>): Promise<void> {
  if (change.change !== 'quoted' && change.change !== 'updated') return;
  const [quote, move] = await Promise.all([
    findQuoteOf(change.moveRequestId, change.companyId),
    findMoveRequest(change.moveRequestId),
  ]);
  const total = quote ? quotedTotal(quote) : null;
  const placement = move && total !== null ? placementOf(moveShapeOf(move), total) : null;
  if (!quote || !placement) return;
  await recordQuotedPrice(quote.id, quote.moving_company_id, placement);
}

/**
 * On ReviewInvited (a booked move became COMPLETED): its final price is filed once.
 * Reads: the booked move (its final price) and its move request.
 */
export async function recordCompletedMove({ quoteId }: EventDetail<'ReviewInvited'>): Promise<void> {
  const booked = await findBookedMove(quoteId);
  if (!booked || booked.stage !== 'COMPLETED' || booked.final_price === undefined) return;
  const move = await findMoveRequest(booked.move_request_id);
  const placement = move ? placementOf(moveShapeOf(move), booked.final_price) : null;
  if (placement) await recordFinalPrice(quoteId, placement);
}
