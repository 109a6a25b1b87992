import type Stripe from 'stripe';
import { CUSTOMER_BOOKABLE_STATUSES } from '@schemas/quotes';
import type { BookingPayment, DepositRefundReason } from '@schemas/deposits';
import {
  decideDepositCheckout,
  depositPlanOf,
  findDepositCheckout,
  setDepositRefund,
  type DepositCheckoutItem,
} from '@functions/core/data/payments/deposit-checkouts';
import { bookQuote as bookQuoteAtomically, type BookOutcome } from '@functions/core/data/quote/bookings';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findQuoteById } from '@functions/core/data/quote/quotes';
import { findUser } from '@functions/core/data/user/users';
import { eventHandler } from '@functions/platform/event-handler';
import { logger } from '@functions/platform/logger';
import { stripeClient } from '@functions/platform/stripe';
import { refundPaymentOnce } from '@functions/payments';
import { bookLedgerEntries } from '@functions/core/data/payments/money-ledger';
import { depositCharged, depositRefunded } from '@schemas/ledger-movements';
import { crewsPerDayOf, publishBooked } from './booking';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/**
 * On DepositPaid (the deposit checkout of a protected-payment booking was paid): the deposit
 * books the quote at the day, window and terms the customer chose when pressing Book, with the
 * rules of POST /quote/{id}/book in the booking's one transaction (the quote unchanged since,
 * a crew free that day, no other booking of the customer), and the booked move keeps the
 * payment (the booking id, the intent, the card kept for the balance). When it cannot be made
 * the checkout is decided 'refunded' with the reason and the deposit refunded in full. A paid
 * session the customer's record no longer names (they chose again meanwhile) is refunded too.
 * Delivered twice, the booking commits once (the customer's booking lock) and the refund's
 * Idempotency-Key is the booking id.
 */
export const handler = eventHandler('DepositPaid', async ({ customerId, bookingId, sessionId }) => {
  const record = await findDepositCheckout(customerId);
  const session = await (await stripeClient()).checkout.sessions.retrieve(sessionId);
  const charge = await chargeOf(session, bookingId);
  if (!record || record.booking_id !== bookingId) {
    logger.warn('A deposit was paid for a booking the customer no longer chose: refunded', { sessionId, bookingId });
    if (charge) await refund(charge.paymentIntentId, bookingId, customerId, 'replaced', charge.paid);
    return;
  }
  if (record.outcome === 'booked') return;
  if (record.outcome === 'refunded') return refundDecided(record, charge);
  const reason = await book(record, session, charge);
  if (!reason) return;
  if (await decideDepositCheckout(customerId, bookingId, { outcome: 'refunded', reason })) {
    await refundDecided({ ...record, outcome: 'refunded', reason }, charge);
  }
});

/** The deposit's payment (booked in the ledger first: the money moved whatever becomes of the booking), or null when the checkout only saved a card. */
async function chargeOf(session: Stripe.Checkout.Session, bookingId: string): Promise<DepositCharge | null> {
  if (session.mode === 'setup') return null;
  const paymentIntentId = idOf(session.payment_intent);
  if (!paymentIntentId) throw new Error(`Deposit session ${session.id} has no payment`);
  const paid = (session.amount_total ?? 0) / 100;
  await bookLedgerEntries([depositCharged(bookingId, paymentIntentId, paid, new Date().toISOString())]);
  return { paymentIntentId, paid };
}

interface DepositCharge {
  paymentIntentId: string;
  paid: number;
}

/** Books the deposit's choice; null when booked (now or by an earlier delivery), else why it cannot be. */
async function book(
  record: DepositCheckoutItem,
  session: Stripe.Checkout.Session,
  charge: DepositCharge | null,
): Promise<DepositRefundReason | null> {
  const quote = await findQuoteById(record.quote_id);
  const company = quote && (await findCompany(quote.moving_company_id));
  if (!quote || !company || company.is_verified !== true) return 'company_unavailable';
  const payment = charge ? await paymentOf(record, charge.paymentIntentId) : await savedCardOf(record, session);
  const plan = { ...depositPlanOf(record), crews_per_day: crewsPerDayOf(company), payment };
  const customer = await findUser(record.customer_id);
  const outcome = await bookQuoteAtomically(quote, company.name, CUSTOMER_BOOKABLE_STATUSES, plan, customer?.lastName);
  const refused = refusal(outcome, quote.id);
  if (refused) return refused;
  if (await decideDepositCheckout(record.customer_id, record.booking_id, { outcome: 'booked' })) {
    if (outcome.ok) await publishBooked(quote);
  }
  return null;
}

/** Why the booking's transaction refused, or null when it booked (or this quote was booked by an earlier delivery). */
function refusal(outcome: BookOutcome, quoteId: string): DepositRefundReason | null {
  if (outcome.ok) return null;
  if ('existingBooking' in outcome) return outcome.existingBooking.quoteId === quoteId ? null : 'already_booked';
  if (outcome.reason === 'day_full') return 'day_full';
  if (outcome.reason === 'inventory_changed') return 'inventory_changed';
  return 'quote_changed';
}

/** The payment as the booked move keeps it: the intent, the customer and the card Stripe kept for the balance. */
async function paymentOf(record: DepositCheckoutItem, paymentIntentId: string): Promise<BookingPayment> {
  const stripe = await stripeClient();
  const intent: Stripe.PaymentIntent = await stripe.paymentIntents.retrieve(paymentIntentId);
  const methodId = idOf(intent.payment_method);
  const method = methodId ? await stripe.paymentMethods.retrieve(methodId) : null;
  return {
    booking_id: record.booking_id,
    deposit: record.deposit,
    deposit_paid_at: new Date(intent.created * 1000).toISOString(),
    payment_intent: intent.id,
    stripe_customer: idOf(intent.customer) ?? null,
    payment_method: methodId ?? null,
    card_last4: method?.card?.last4 ?? null,
  };
}

/** A checkout without a deposit: the card its setup intent saved, nothing paid. */
async function savedCardOf(record: DepositCheckoutItem, session: Stripe.Checkout.Session): Promise<BookingPayment> {
  const stripe = await stripeClient();
  const setupIntentId = idOf(session.setup_intent);
  if (!setupIntentId) throw new Error(`Card session ${session.id} has no setup intent`);
  const intent = await stripe.setupIntents.retrieve(setupIntentId);
  const methodId = idOf(intent.payment_method);
  const method = methodId ? await stripe.paymentMethods.retrieve(methodId) : null;
  return {
    booking_id: record.booking_id,
    deposit: 0,
    deposit_paid_at: new Date(intent.created * 1000).toISOString(),
    payment_intent: null,
    stripe_customer: idOf(intent.customer) ?? idOf(session.customer) ?? null,
    payment_method: methodId ?? null,
    card_last4: method?.card?.last4 ?? null,
  };
}

/** Refunds the deposit of a checkout decided 'refunded' (nothing to refund when it only saved a card). */
async function refundDecided(record: DepositCheckoutItem, charge: DepositCharge | null) {
  if (record.refund_id || !charge) return;
  const refundId = await refund(
    charge.paymentIntentId,
    record.booking_id,
    record.customer_id,
    record.reason ?? 'quote_changed',
    record.deposit,
  );
  await setDepositRefund(record.customer_id, record.booking_id, refundId ?? 'refunded-before');
  logger.warn('Deposit refunded: the booking could not be made', {
    bookingId: record.booking_id,
    quoteId: record.quote_id,
    reason: record.reason,
    refundId,
  });
}

/** Refunds a deposit no booking was made of, and books the refund (under the intent when Stripe had refunded it before). */
async function refund(
  paymentIntentId: string,
  bookingId: string,
  customerId: string,
  reason: DepositRefundReason,
  depositDollars: number,
) {
  const refundId = await refundPaymentOnce({
    paymentIntentId,
    idempotencyKey: `deposit-refund-${bookingId}`,
    metadata: { purpose: 'deposit', booking_id: bookingId, customer_id: customerId, reason },
  });
  const at = new Date().toISOString();
  await bookLedgerEntries([depositRefunded(bookingId, refundId ?? paymentIntentId, depositDollars, at)]);
  return refundId;
}
