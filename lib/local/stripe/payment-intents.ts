import type { StripeContext } from './context';
import { createCustomer } from './customers';
import {
  newId,
  nowSeconds,
  type Charge,
  type CheckoutSession,
  type PaymentIntent,
  type PaymentMethod,
} from './objects';
import { missing } from './stripe-error';

const digitsOf = (card: string) => card.replace(/[\s-]/g, '');

/**
 * What paying a payment-mode session makes, as Stripe's hosted page does: the card as a payment
 * method, a customer when the session creates one (customer_creation 'always', or a card saved
 * for later with setup_future_usage), the succeeded intent with the session's
 * payment_intent_data (transfer_group, metadata), and its charge.
 */
export function payPaymentSession(ctx: StripeContext, session: CheckoutSession, card: string, email: string | null) {
  const { data } = ctx.store;
  const intentData = data.paymentIntentData[session.id];
  const savesCard = Boolean(intentData?.setup_future_usage);
  const customer =
    session.customer ??
    (session.customer_creation === 'always' || savesCard ? createCustomer(ctx, email ? { email } : {}).id : null);
  const created = nowSeconds();
  const paymentMethod: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: digitsOf(card).slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
    // A card saved for later stays attached to the customer; a one-off card does not.
    customer: savesCard ? customer : null,
    created,
    livemode: false,
  };
  const intent: PaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: session.amount_total,
    currency: session.currency,
    status: 'succeeded',
    capture_method: 'automatic',
    customer,
    payment_method: paymentMethod.id,
    setup_future_usage: intentData?.setup_future_usage ?? null,
    transfer_group: intentData?.transfer_group ?? null,
    description: intentData?.description ?? null,
    latest_charge: null,
    metadata: intentData?.metadata ?? {},
    created,
    livemode: false,
  };
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount,
    amount_refunded: 0,
    captured: true,
    currency: intent.currency,
    customer,
    paid: true,
    payment_intent: intent.id,
    refunded: false,
    status: 'succeeded',
    metadata: intent.metadata,
    created,
    livemode: false,
  };
  intent.latest_charge = charge.id;
  data.paymentMethods[paymentMethod.id] = paymentMethod;
  data.paymentIntents[intent.id] = intent;
  data.charges[charge.id] = charge;
  Object.assign(session, { customer, payment_intent: intent.id });
  return intent;
}

export function findPaymentIntent(ctx: StripeContext, id: string): PaymentIntent {
  const intent = ctx.store.data.paymentIntents[id];
  if (!intent) throw missing('payment_intent', id);
  return intent;
}

export function findPaymentMethod(ctx: StripeContext, id: string): PaymentMethod {
  const method = ctx.store.data.paymentMethods[id];
  if (!method) throw missing('payment_method', id);
  return method;
}
