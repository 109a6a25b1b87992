import type Stripe from 'stripe';
import { DEPOSIT_MESSAGES, type BookingPayment } from '@schemas/deposits';
import { recordCheckoutSession, type CheckoutSessionItem } from '@functions/core/data/payments/checkout-sessions';
import { updateBookingPayment, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { conflict } from '@functions/platform/http/errors';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';
import { appUrl, SESSION_PLACEHOLDER } from './checkout';

/*
 * A customer replaces the card of a protected-payment booking (docs/payments-for-moves.md, The balance
 * held 2 days before the move): a setup-mode Checkout saves the new card to the customer Stripe
 * made at the deposit, nothing is charged; once saved (the webhook, or the return), the booking
 * keeps the new card and a balance the old card refused is held on it (BookingCardUpdated).
 */

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** Opens the setup checkout for an upcoming protected booking of the caller; 409 for any other. */
export async function openCardUpdateCheckout(move: BookedMoveItem, payment: BookingPayment | null, userId: string) {
  if (!payment?.stripe_customer || move.stage !== 'UPCOMING') throw conflict(DEPOSIT_MESSAGES.cardUpdateNotPossible);
  const stripe = await stripeClient();
  const bookingPage = `/bookings/${encodeURIComponent(move.quote_id)}`;
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    currency: 'usd',
    customer: payment.stripe_customer,
    allowed_payment_method_types: ['card'],
    setup_intent_data: { metadata: { booking_id: payment.booking_id, quote_id: move.quote_id } },
    metadata: {
      purpose: 'card_update',
      booking_id: payment.booking_id,
      quote_id: move.quote_id,
      customer_id: move.customer_id,
    },
    success_url: appUrl(bookingPage, { card_session: SESSION_PLACEHOLDER }),
    cancel_url: appUrl(bookingPage),
  });
  if (!session.url) throw new Error('Stripe answered a setup checkout without a url');
  await recordCheckoutSession({
    session_id: session.id,
    purpose: 'card_update',
    customer_id: move.customer_id,
    quote_id: move.quote_id,
    booking_id: payment.booking_id,
    created_by: userId,
  });
  countMetric('checkoutsOpened');
  return { url: session.url };
}

/** A saved setup checkout: the booking keeps the new card (the refused hold forgotten) and the hold is tried on it. */
export async function applyCardUpdate(record: CheckoutSessionItem, session: Stripe.Checkout.Session) {
  const stripe = await stripeClient();
  const setupIntentId = idOf(session.setup_intent);
  if (!setupIntentId) throw new Error(`Setup session ${session.id} has no setup intent`);
  const intent = await stripe.setupIntents.retrieve(setupIntentId);
  const methodId = idOf(intent.payment_method);
  if (!methodId) throw new Error(`Setup intent ${setupIntentId} saved no card`);
  const method = await stripe.paymentMethods.retrieve(methodId);
  await updateBookingPayment(record.quote_id!, (current) => {
    if (current.booking_id !== record.booking_id) return null;
    const { hold_failed_at: _at, hold_failure: _why, ...rest } = current;
    return { ...rest, payment_method: methodId, card_last4: method.card?.last4 ?? null };
  });
  await publishEvent('BookingCardUpdated', { quoteId: record.quote_id! });
}
