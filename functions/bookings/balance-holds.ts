import type Stripe from 'stripe';
import { highestFinalPrice } from '@schemas/bookings';
import { HOLD_DAYS_BEFORE, type BookingPayment } from '@schemas/deposits';
import { toCents } from '@schemas/estimate-totals';
import {
  bookedMovesDueBetween,
  bookedTermsOf,
  bookingPaymentOf,
  updateBookingPayment,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { addDays } from '@functions/platform/calendar-dates';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { stripeClient } from '@functions/platform/stripe';
import { refundPaymentOnce } from '@functions/payments';

/**
 * Holds the balance of every upcoming protected-payment booking whose move day is at most
 * HOLD_DAYS_BEFORE days away and has no hold for that day yet: an authorization of the most the
 * customer can be billed less the deposit, on the card the deposit checkout kept, off_session,
 * capture_method manual (captured at completion, never above it). A card authorization lasts
 * about 7 days, so a hold made at booking would not last to a move weeks out. Stripe's
 * idempotency key is the booking, the day and the amount, so two runs hold once. A refusal
 * (the card needs its holder, or is declined) is recorded on the booking for the customer and
 * the admin; the next run tries again.
 */
export async function holdDueBalances(now: Date): Promise<{ held: number; failed: number }> {
  const today = todayInCarolinas(now);
  const upcoming = await bookedMovesDueBetween('UPCOMING', today, addDays(today, HOLD_DAYS_BEFORE));
  let held = 0;
  let failed = 0;
  for (const move of upcoming) {
    const payment = bookingPaymentOf(move);
    if (!payment || payment.hold?.move_day === move.move_day) continue;
    const outcome = await holdBalance(move, payment, now);
    if (outcome === 'held') held += 1;
    if (outcome === 'failed') failed += 1;
  }
  return { held, failed };
}

/** The balance a booking holds: the most the customer can be billed, less the deposit paid. */
export const balanceToHold = (move: BookedMoveItem, payment: BookingPayment) =>
  toCents(highestFinalPrice(bookedTermsOf(move)) - payment.deposit);

/**
 * Authorizes the balance now (a hold for another day or price is released first) and records
 * it, or records why Stripe refused. Nothing to hold (a deposit that covers the most billed):
 * null.
 */
export async function holdBalance(
  move: BookedMoveItem,
  payment: BookingPayment,
  now: Date = new Date(),
): Promise<'held' | 'failed' | null> {
  const amount = balanceToHold(move, payment);
  if (amount <= 0 || !payment.payment_method) return null;
  const stripe = await stripeClient();
  if (payment.hold) await releaseHold(stripe, payment.hold.payment_intent);
  const cents = Math.round(amount * 100);
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: cents,
        currency: 'usd',
        customer: payment.stripe_customer ?? undefined,
        payment_method: payment.payment_method,
        off_session: true,
        confirm: true,
        capture_method: 'manual',
        transfer_group: payment.booking_id,
        metadata: { purpose: 'balance_hold', booking_id: payment.booking_id, quote_id: move.quote_id },
      },
      // The card too: a hold refused on one card is made again on the card that replaces it.
      { idempotencyKey: `hold-${payment.booking_id}-${move.move_day}-${cents}-${payment.payment_method}` },
    );
    const hold = { payment_intent: intent.id, amount, authorized_at: now.toISOString(), move_day: move.move_day };
    await updateBookingPayment(move.quote_id, (current) => {
      const { hold_failed_at: _failedAt, hold_failure: _failure, ...rest } = current;
      return { ...rest, hold };
    });
    return 'held';
  } catch (error) {
    if ((error as { type?: string }).type !== 'StripeCardError') throw error;
    await updateBookingPayment(move.quote_id, (current) => ({
      ...withoutHold(current),
      hold_failed_at: now.toISOString(),
      hold_failure: (error as Error).message,
    }));
    logger.warn('Balance hold refused by the card', { bookingId: payment.booking_id, quoteId: move.quote_id });
    await publishEvent('BalanceHoldFailed', { quoteId: move.quote_id, bookingId: payment.booking_id });
    return 'failed';
  }
}

/**
 * At completion: charges the company's final price (already within the caps the completion
 * enforces) less the deposit from the hold, never above it, and releases the rest (Stripe
 * releases what a partial capture leaves). A final price the deposit covers releases the whole
 * hold. The money stays with MoveMatch until the move is confirmed (the transfer, issue 39 item
 * 5), so a dispute holds it. A booking without a hold (the card refused it, or it was booked
 * too late for the job) is charged on the kept card now (chargeWithoutHold). Never throws: the
 * completion is stored; a failure is logged for the reconciliation.
 */
export async function captureAtCompletion(move: BookedMoveItem, finalPrice: number, now: Date = new Date()) {
  const payment = bookingPaymentOf(move);
  if (!payment) return;
  await refundDepositExcess(move, payment, finalPrice, now);
  if (payment.capture) return;
  if (!payment.hold) return chargeWithoutHold(move, payment, finalPrice, now);
  const due = Math.min(toCents(finalPrice - payment.deposit), payment.hold.amount);
  try {
    const stripe = await stripeClient();
    if (due <= 0) await releaseHold(stripe, payment.hold.payment_intent);
    else
      await stripe.paymentIntents.capture(
        payment.hold.payment_intent,
        { amount_to_capture: Math.round(due * 100) },
        { idempotencyKey: `capture-${payment.booking_id}` },
      );
    await updateBookingPayment(move.quote_id, (current) =>
      current.capture ? null : { ...current, capture: { amount: Math.max(due, 0), captured_at: now.toISOString() } },
    );
  } catch (error) {
    if (await authorizationLapsed(payment.hold.payment_intent)) {
      // The hold lasted past Stripe's capture_before (a completion marked late): the card is charged now instead.
      logger.warn('Balance hold lapsed before completion: charging the kept card', { bookingId: payment.booking_id });
      await updateBookingPayment(move.quote_id, (current) => (current.capture ? null : withoutHold(current)));
      return chargeWithoutHold(move, withoutHold(payment), finalPrice, now);
    }
    logger.error('Balance not captured at completion', { bookingId: payment.booking_id, error });
  }
}

/** True when Stripe canceled the hold itself: its authorization lapsed (cancellation_reason 'automatic'). */
async function authorizationLapsed(paymentIntentId: string): Promise<boolean> {
  try {
    const intent = await (await stripeClient()).paymentIntents.retrieve(paymentIntentId);
    return intent.status === 'canceled' && intent.cancellation_reason === 'automatic';
  } catch {
    return false;
  }
}

/**
 * A final price below the deposit: the difference goes back to the customer's card at once, from
 * the deposit's charge (idempotency key: the booking), and the company is paid the final price
 * only (mover-transfers.ts). Never throws: a failure is logged and the reconciliation shows it.
 */
async function refundDepositExcess(move: BookedMoveItem, payment: BookingPayment, finalPrice: number, now: Date) {
  const excess = toCents(payment.deposit - finalPrice);
  const depositCharge = payment.payment_intent;
  if (excess <= 0 || !depositCharge || payment.deposit_excess_refund || payment.deposit_refunded_at) return;
  try {
    const refundId = await refundPaymentOnce({
      paymentIntentId: depositCharge,
      idempotencyKey: `deposit-excess-${payment.booking_id}`,
      amount: Math.round(excess * 100),
      metadata: { purpose: 'deposit_excess', booking_id: payment.booking_id, quote_id: move.quote_id },
    });
    if (!refundId) return;
    await updateBookingPayment(move.quote_id, (current) =>
      current.deposit_excess_refund
        ? null
        : {
            ...current,
            deposit_excess_refund: { amount: excess, refund_id: refundId, refunded_at: now.toISOString() },
          },
    );
  } catch (error) {
    logger.error('Deposit above the final price not refunded', { bookingId: payment.booking_id, error });
  }
}

/**
 * A completed booking without a hold: the final price less the deposit is charged on the kept
 * card at once, off session (idempotency key: the booking). Recorded as a hold captured in full,
 * so the transfer to the company pays it out like any balance. A card that refuses is recorded
 * (`capture_failed_at`): the customer owes the rest directly and the company is paid the deposit.
 */
async function chargeWithoutHold(move: BookedMoveItem, payment: BookingPayment, finalPrice: number, now: Date) {
  const due = toCents(finalPrice - payment.deposit);
  if (due <= 0 || !payment.payment_method) return;
  try {
    const intent = await (
      await stripeClient()
    ).paymentIntents.create(
      {
        amount: Math.round(due * 100),
        currency: 'usd',
        customer: payment.stripe_customer ?? undefined,
        payment_method: payment.payment_method,
        off_session: true,
        confirm: true,
        transfer_group: payment.booking_id,
        metadata: { purpose: 'balance_charge', booking_id: payment.booking_id, quote_id: move.quote_id },
      },
      { idempotencyKey: `balance-charge-${payment.booking_id}` },
    );
    const at = now.toISOString();
    await updateBookingPayment(move.quote_id, (current) =>
      current.capture
        ? null
        : {
            ...current,
            hold: { payment_intent: intent.id, amount: due, authorized_at: at, move_day: move.move_day, direct: true },
            capture: { amount: due, captured_at: at },
          },
    );
  } catch (error) {
    if ((error as { type?: string }).type !== 'StripeCardError') {
      logger.error('Balance not charged at completion', { bookingId: payment.booking_id, error });
      return;
    }
    await updateBookingPayment(move.quote_id, (current) => ({
      ...current,
      capture_failed_at: now.toISOString(),
      capture_failure: (error as Error).message,
    }));
    logger.warn('Balance refused by the card at completion', { bookingId: payment.booking_id });
  }
}

/** Releases an uncaptured hold; one already released (or captured) is left as it is. */
export async function releaseHold(stripe: Stripe, paymentIntentId: string) {
  try {
    await stripe.paymentIntents.cancel(paymentIntentId);
  } catch (error) {
    if ((error as { type?: string }).type !== 'StripeInvalidRequestError') throw error;
  }
}

/**
 * After an accepted change of day or price: a balance already held is held again for the new
 * day and amount (the old hold released), or released when the new day is no longer within
 * the hold's days (the hourly job holds it when it is).
 */
export async function holdAgainAfterChange(move: BookedMoveItem, now: Date = new Date()): Promise<void> {
  const payment = bookingPaymentOf(move);
  if (!payment?.hold) return;
  const sameHold = payment.hold.move_day === move.move_day && payment.hold.amount === balanceToHold(move, payment);
  if (sameHold) return;
  if (move.move_day <= addDays(todayInCarolinas(now), HOLD_DAYS_BEFORE)) {
    await holdBalance(move, payment, now);
    return;
  }
  await releaseHold(await stripeClient(), payment.hold.payment_intent);
  await updateBookingPayment(move.quote_id, (current) =>
    current.hold?.payment_intent === payment.hold?.payment_intent ? withoutHold(current) : null,
  );
}

/** The record without its hold (released, or never made). */
export function withoutHold(payment: BookingPayment): BookingPayment {
  const { hold: _released, ...rest } = payment;
  return rest;
}
