import type { BookingPayment } from '@schemas/deposits';
import {
  bookedTermsOf,
  bookingPaymentOf,
  updateBookingPayment,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { addDays } from '@functions/platform/calendar-dates';
import { logger } from '@functions/platform/logger';
import { publishEvent } from '@functions/platform/events';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { refundPaymentOnce } from '@functions/payments';
import { releaseHold, withoutHold } from '@functions/bookings';
import { stripeClient } from '@functions/platform/stripe';

/**
 * The deposit of a protected-payment booking the customer cancelled, by its terms: before the
 * free-cancellation day (the move day less the quote's free days) it is refunded in full
 * (idempotency key: the booking id), from that day on it is the company's and is transferred
 * to it (MoverPayoutDue). A booking paid directly has nothing to settle. Answers what was done.
 */
export async function settleCancelledDeposit(
  move: BookedMoveItem,
  now: Date = new Date(),
): Promise<'refunded' | 'kept' | null> {
  const payment = bookingPaymentOf(move);
  if (!payment || payment.deposit_refunded_at || payment.deposit_kept_at) return null;
  const freeDays = bookedTermsOf(move).estimate?.free_cancellation_days ?? 0;
  const free = todayInCarolinas(now) < addDays(move.move_day, -freeDays);
  // A balance already held on the card is released whatever the day: nothing more is charged.
  if (payment.hold && !payment.capture) await releaseHold(await stripeClient(), payment.hold.payment_intent);
  const depositCharge = payment.payment_intent;
  if (!depositCharge) {
    // No deposit was asked: nothing to refund or keep, whatever the day.
    if (payment.hold) await updateBookingPayment(move.quote_id, (current) => withoutHold(current));
    return null;
  }
  if (!free) {
    await updateBookingPayment(move.quote_id, (current) => ({
      ...withoutHold(current),
      deposit_kept_at: current.deposit_kept_at ?? now.toISOString(),
    }));
    await publishEvent('MoverPayoutDue', { quoteId: move.quote_id });
    return 'kept';
  }
  const refundId = await refundPaymentOnce({
    paymentIntentId: depositCharge,
    idempotencyKey: `deposit-cancel-${payment.booking_id}`,
    metadata: { purpose: 'deposit_cancellation', booking_id: payment.booking_id, quote_id: move.quote_id },
  });
  await updateBookingPayment(move.quote_id, (current): BookingPayment => ({
    ...withoutHold(current),
    deposit_refunded_at: current.deposit_refunded_at ?? now.toISOString(),
    deposit_refund_id: current.deposit_refund_id ?? refundId ?? 'refunded-before',
  }));
  logger.info('Deposit refunded: cancelled before the free-cancellation day', {
    bookingId: payment.booking_id,
    refundId,
  });
  return 'refunded';
}
