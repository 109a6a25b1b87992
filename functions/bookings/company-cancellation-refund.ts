import { bookingPaymentOf, recordBookingPayment, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';
import { refundPaymentOnce } from '@functions/payments';
import { releaseHold } from './balance-holds';

/**
 * A company cancelled a protected-payment booking: everything the customer paid through
 * MoveMatch comes back, whatever the day (the deposit refunded in full, idempotency key the
 * booking id; a balance held on the card released). Answers whether there was money to return.
 */
export async function refundForCompanyCancellation(move: BookedMoveItem, now: Date = new Date()): Promise<boolean> {
  const payment = bookingPaymentOf(move);
  if (!payment) return false;
  if (payment.hold) await releaseHold(await stripeClient(), payment.hold.payment_intent);
  const refundId = payment.deposit_refunded_at
    ? payment.deposit_refund_id
    : await refundPaymentOnce({
        paymentIntentId: payment.payment_intent,
        idempotencyKey: `deposit-company-cancel-${payment.booking_id}`,
        metadata: { purpose: 'company_cancellation', booking_id: payment.booking_id, quote_id: move.quote_id },
      });
  const { hold: _released, ...rest } = payment;
  await recordBookingPayment(move.quote_id, {
    ...rest,
    deposit_refunded_at: payment.deposit_refunded_at ?? now.toISOString(),
    deposit_refund_id: refundId ?? 'refunded-before',
  });
  logger.info('Deposit refunded: the company cancelled', { bookingId: payment.booking_id, refundId });
  return true;
}
