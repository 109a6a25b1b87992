import type { StripeContext } from './context';
import { chargeOfIntent } from './charges';
import { createCustomer } from './customers';
import { emitEvent } from './event-log';
import { metadataOf, str, type FormObject } from './form-body';
import {
  newId,
  nowSeconds,
  type Charge,
  type CheckoutSession,
  type PaymentIntent,
  type PaymentMethod,
} from './objects';
import { invalid, missing } from './stripe-error';
import { chargeSavedCardOffSession, digitsOf } from './test-cards';

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
  const charge: Charge = { ...chargeOfIntent(intent, intent.amount), created };
  intent.latest_charge = charge.id;
  data.paymentMethods[paymentMethod.id] = paymentMethod;
  data.paymentMethodCards[paymentMethod.id] = digitsOf(card);
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

/**
 * POST /v1/payment_intents, confirmed at once with a saved card (`confirm`, `payment_method`,
 * `customer`; `off_session` for a charge without the customer): automatic capture succeeds,
 * manual capture holds the amount (requires_capture). A card that needs its holder for a charge
 * made without them answers Stripe's card_error (authentication_required) and makes nothing.
 */
export function createPaymentIntent(ctx: StripeContext, input: FormObject): PaymentIntent {
  const { data } = ctx.store;
  const amount = Number(str(input.amount));
  if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount');
  const currency = str(input.currency)?.toLowerCase();
  if (!currency) throw invalid('Missing required param: currency.', 'currency');
  if (str(input.confirm) !== 'true')
    throw invalid('The local Stripe confirms payment intents at creation only (confirm=true).', 'confirm');
  const methodId = str(input.payment_method);
  if (!methodId) throw invalid('A payment_method is required to confirm this PaymentIntent.', 'payment_method');
  const method = findPaymentMethod(ctx, methodId);
  const customer = str(input.customer) ?? null;
  if (method.customer && method.customer !== customer)
    throw invalid(`The provided PaymentMethod belongs to another customer.`, 'payment_method');
  if (str(input.off_session) === 'true') chargeSavedCardOffSession(data.paymentMethodCards[methodId] ?? '');
  const capture = str(input.capture_method) === 'manual' ? 'manual' : 'automatic';
  const intent: PaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: capture === 'automatic' ? amount : 0,
    currency,
    status: capture === 'automatic' ? 'succeeded' : 'requires_capture',
    capture_method: capture,
    customer,
    payment_method: methodId,
    setup_future_usage: null,
    transfer_group: str(input.transfer_group) ?? null,
    description: str(input.description) ?? null,
    latest_charge: null,
    metadata: metadataOf(input.metadata),
    created: nowSeconds(),
    livemode: false,
  };
  const charge = chargeOfIntent(intent, capture === 'automatic' ? amount : 0);
  intent.latest_charge = charge.id;
  data.paymentIntents[intent.id] = intent;
  data.charges[charge.id] = charge;
  ctx.store.save();
  emitEvent(
    ctx.store,
    ctx.deliverer,
    capture === 'automatic' ? 'payment_intent.succeeded' : 'payment_intent.amount_capturable_updated',
    intent,
  );
  return intent;
}

/** POST /v1/payment_intents/{id}/capture: at most the amount held (`amount_to_capture`, default all of it). */
export function capturePaymentIntent(ctx: StripeContext, id: string, input: FormObject): PaymentIntent {
  const intent = findPaymentIntent(ctx, id);
  if (intent.status !== 'requires_capture')
    throw invalid(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
  const wanted = input.amount_to_capture === undefined ? intent.amount : Number(str(input.amount_to_capture));
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > intent.amount)
    throw invalid('The amount to capture must be at most the amount authorized.', 'amount_to_capture');
  intent.status = 'succeeded';
  intent.amount_received = wanted;
  const charge = intent.latest_charge ? ctx.store.data.charges[intent.latest_charge] : undefined;
  // Stripe refunds what a partial capture leaves of the hold.
  if (charge)
    Object.assign(charge, { captured: true, amount_captured: wanted, amount_refunded: charge.amount - wanted });
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'payment_intent.succeeded', intent);
  return intent;
}

/**
 * Test control: the authorization of a hold lapses, as it does at Stripe after `capture_before`
 * (time moved forward): the intent is canceled with cancellation_reason 'automatic', its charge
 * refunded whole, and `charge.expired` and `payment_intent.canceled` go out.
 */
export function expireAuthorization(ctx: StripeContext, id: string): PaymentIntent {
  const intent = findPaymentIntent(ctx, id);
  if (intent.status !== 'requires_capture')
    throw invalid(`Only an uncaptured authorization can lapse; this PaymentIntent has a status of ${intent.status}.`);
  intent.status = 'canceled';
  intent.cancellation_reason = 'automatic';
  const charge = intent.latest_charge ? ctx.store.data.charges[intent.latest_charge] : undefined;
  if (charge) Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
  ctx.store.save();
  if (charge) emitEvent(ctx.store, ctx.deliverer, 'charge.expired', charge);
  emitEvent(ctx.store, ctx.deliverer, 'payment_intent.canceled', intent);
  return intent;
}

/** POST /v1/payment_intents/{id}/cancel: releases a hold (an intent not yet captured). */
export function cancelPaymentIntent(ctx: StripeContext, id: string): PaymentIntent {
  const intent = findPaymentIntent(ctx, id);
  if (intent.status === 'succeeded' || intent.status === 'canceled')
    throw invalid(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
  intent.status = 'canceled';
  // A released hold's charge is refunded whole, as Stripe's is.
  const charge = intent.latest_charge ? ctx.store.data.charges[intent.latest_charge] : undefined;
  if (charge && !charge.captured) Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'payment_intent.canceled', intent);
  return intent;
}
