import type { StripeContext } from './context';
import { createCustomer } from './customers';
import { emitEvent } from './event-log';
import { metadataOf, str, type FormObject } from './form-body';
import { newId, nowSeconds, type CheckoutSession, type PaymentMethod, type SetupIntent } from './objects';
import { invalid, missing } from './stripe-error';
import { chargeCard, digitsOf } from './test-cards';

/*
 * Setup-mode Checkout (a card saved for later, nothing charged), as MoveMatch uses it for a
 * customer to replace the card of a booking: no line items, a currency, the customer's id, and
 * `setup_intent_data.metadata`. Submitting the page saves the card to the customer (a payment
 * method and a succeeded SetupIntent) and completes the session with payment_status
 * 'no_payment_required'.
 */

/** Validates a setup-mode request; answers what the session needs beyond the shared fields. */
export function setupModeParams(ctx: StripeContext, params: FormObject) {
  if (params.line_items !== undefined) throw invalid('You cannot pass `line_items` in `setup` mode.', 'line_items');
  const currency = str(params.currency)?.toLowerCase();
  if (!currency) throw invalid('`currency` is required in `setup` mode.', 'currency');
  const metadata = metadataOf((params.setup_intent_data as FormObject | undefined)?.metadata);
  const customer = str(params.customer);
  if (customer && !ctx.store.data.customers[customer]) throw missing('customer', customer, 'customer');
  return { currency, metadata };
}

/** Saves the card the page was given: a payment method of the session's customer, and its SetupIntent. */
export function paySetupSession(ctx: StripeContext, session: CheckoutSession, card: string, email: string | null) {
  chargeCard(card);
  const { data } = ctx.store;
  const customer = session.customer ?? createCustomer(ctx, email ? { email } : {}).id;
  const created = nowSeconds();
  const method: PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: digitsOf(card).slice(-4), exp_month: 12, exp_year: new Date().getUTCFullYear() + 3 },
    customer,
    created,
    livemode: false,
  };
  const intent: SetupIntent = {
    id: newId('seti'),
    object: 'setup_intent',
    status: 'succeeded',
    customer,
    payment_method: method.id,
    usage: 'off_session',
    metadata: data.setupIntentMetadata[session.id] ?? {},
    created,
    livemode: false,
  };
  data.paymentMethods[method.id] = method;
  data.paymentMethodCards[method.id] = digitsOf(card);
  data.setupIntents[intent.id] = intent;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'no_payment_required',
    customer,
    setup_intent: intent.id,
    customer_details: { email },
  });
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'setup_intent.succeeded', intent);
  emitEvent(ctx.store, ctx.deliverer, 'checkout.session.completed', session);
  return session;
}

export function findSetupIntent(ctx: StripeContext, id: string): SetupIntent {
  const intent = ctx.store.data.setupIntents[id];
  if (!intent) throw missing('setup_intent', id);
  return intent;
}
