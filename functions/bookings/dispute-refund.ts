import type { BookingPayment, DisputeRefund } from '@schemas/deposits';
import { toCents } from '@schemas/estimate-totals';
import { bookingPaymentOf, updateBookingPayment, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { logger } from '@functions/platform/logger';
import { refundPaymentOnce } from '@functions/payments';

/** What the customer has paid through MoveMatch of each charge (dollars): the deposit net of its refunds, the captured balance. */
function paidParts(payment: BookingPayment) {
  const deposit = payment.deposit_refunded_at
    ? 0
    : toCents(payment.deposit - (payment.deposit_excess_refund?.amount ?? 0));
  return { deposit, balance: payment.capture?.amount ?? 0 };
}

/**
 * An admin resolved a protected-payment booking's dispute below what the customer paid: the
 * difference goes back to the customer's card, from the balance's charge first, then from the
 * deposit's (idempotency key: the booking and the part), and is recorded on the booking so the
 * ledger books it and the company's transfer leaves it out (mover-transfers.ts). Returns the
 * dollars refunded. Never throws: a failure is logged and the reconciliation shows it.
 */
export async function refundDisputeDifference(move: BookedMoveItem, resolvedPrice: number, now: Date) {
  const payment = bookingPaymentOf(move);
  if (!payment || payment.dispute_refunds?.length) return 0;
  const paid = paidParts(payment);
  const excess = toCents(paid.deposit + paid.balance - resolvedPrice);
  if (excess <= 0) return 0;
  const fromBalance = Math.min(paid.balance, excess);
  const plan = [
    { part: 'balance' as const, amount: fromBalance, paymentIntent: payment.hold?.payment_intent },
    { part: 'deposit' as const, amount: toCents(excess - fromBalance), paymentIntent: payment.payment_intent },
  ].filter((step) => step.amount > 0 && step.paymentIntent);
  const made: DisputeRefund[] = [];
  try {
    for (const step of plan) {
      const refundId = await refundPaymentOnce({
        paymentIntentId: step.paymentIntent!,
        idempotencyKey: `dispute-${step.part}-${payment.booking_id}`,
        amount: Math.round(step.amount * 100),
        metadata: { purpose: 'dispute_resolution', booking_id: payment.booking_id, quote_id: move.quote_id },
      });
      if (refundId)
        made.push({ part: step.part, amount: step.amount, refund_id: refundId, refunded_at: now.toISOString() });
    }
  } catch (error) {
    logger.error('Dispute difference not refunded', { bookingId: payment.booking_id, error });
  }
  if (made.length > 0)
    await updateBookingPayment(move.quote_id, (current) =>
      current.dispute_refunds?.length ? null : { ...current, dispute_refunds: made },
    );
  return toCents(made.reduce((sum, refund) => sum + refund.amount, 0));
}
