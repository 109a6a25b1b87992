import { COMPANY_CANCELLATION_MESSAGES as M } from '@schemas/booking-cancellation';
import { cancelBookedQuote } from '@functions/core/data/quote/bookings';
import {
  bookingPaymentOf,
  findBookedMove,
  updateBookingPayment,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { findQuoteById } from '@functions/core/data/quote/quotes';
import { publishEvent } from '@functions/platform/events';
import { badRequest } from '@functions/platform/http/errors';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { refundPaymentOnce } from '@functions/payments';
import { releaseHold, withoutHold } from './balance-holds';

/**
 * Cancels an upcoming booking as the company's, with the reason the customer reads (the
 * company's own, or an admin's confirmed no-show): in the booking's one transaction the lock and
 * the crew day are freed and the booked move is cancelled by the company; then everything paid
 * through MoveMatch is refunded and BookingCancelledByCompany e-mails the customer. 400 (nothing
 * written) when the move is no longer upcoming. Answers the booked move as it stands after.
 */
export async function cancelAsCompany(move: BookedMoveItem, reason: string, actorId: string): Promise<BookedMoveItem> {
  const quote = await findQuoteById(move.quote_id);
  if (move.stage !== 'UPCOMING' || quote?.status !== 'BOOKED') throw badRequest(M.notUpcoming);
  if (!(await cancelBookedQuote(quote, move.move_day, { by: 'company', reason }))) throw badRequest(M.notUpcoming);
  countMetric('companyCancellations');
  await publishQuoteStatusChanged(quote, { from: 'BOOKED', to: 'CANCELLED', change: 'cancelled_by_company', actorId });
  await refundForCompanyCancellation(move);
  await publishEvent('BookingCancelledByCompany', { quoteId: move.quote_id });
  return (await findBookedMove(move.quote_id))!;
}

/**
 * A company cancelled a protected-payment booking: everything the customer paid through
 * MoveMatch comes back, whatever the day (the deposit refunded in full, idempotency key the
 * booking id; a balance held on the card released). Answers whether there was money to return.
 */
export async function refundForCompanyCancellation(move: BookedMoveItem, now: Date = new Date()): Promise<boolean> {
  const payment = bookingPaymentOf(move);
  if (!payment) return false;
  if (payment.hold) await releaseHold(await stripeClient(), payment.hold.payment_intent);
  const depositCharge = payment.payment_intent;
  if (!depositCharge) {
    // No deposit was asked: the card was only saved, and its hold (if any) is released above.
    await updateBookingPayment(move.quote_id, (current) => withoutHold(current));
    return true;
  }
  const refundId = payment.deposit_refunded_at
    ? payment.deposit_refund_id
    : await refundPaymentOnce({
        paymentIntentId: depositCharge,
        idempotencyKey: `deposit-company-cancel-${payment.booking_id}`,
        metadata: { purpose: 'company_cancellation', booking_id: payment.booking_id, quote_id: move.quote_id },
      });
  await updateBookingPayment(move.quote_id, (current) => ({
    ...withoutHold(current),
    deposit_refunded_at: current.deposit_refunded_at ?? now.toISOString(),
    deposit_refund_id: current.deposit_refund_id ?? refundId ?? 'refunded-before',
  }));
  logger.info('Deposit refunded: the company cancelled', { bookingId: payment.booking_id, refundId });
  return true;
}
