import type { Resolution } from '@functions/core/data/quote/booked-move-completion';
import { bookingPaymentOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { companyPriceOf } from './completion-view';
import { refundDisputeDifference } from './dispute-refund';

/**
 * A resolved dispute: what the customer paid above the resolved price goes back first (before
 * the company's transfer can count it), then both sides hear the decision with the amount.
 */
export async function announceResolution(move: BookedMoveItem, resolution: Resolution, now: Date) {
  const refunded = await refundDisputeDifference(move, resolution.price, now);
  await publishEvent('BookingDisputeResolved', {
    quoteId: move.quote_id,
    customerId: move.customer_id,
    companyId: move.moving_company_id,
    outcome: resolution.outcome,
    price: resolution.price,
    companyPrice: companyPriceOf(move),
    refunded,
    protectedPayment: Boolean(bookingPaymentOf(move)),
    note: resolution.note,
  });
}
