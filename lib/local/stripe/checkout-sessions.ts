import { setupModeParams } from './setup-sessions';
import type { StripeContext } from './context';
import { list, metadataOf, obj, str, type FormObject, type FormValue } from './form-body';
import { newId, nowSeconds, type CheckoutSession, type LineItem, type PaymentIntentData, type Price } from './objects';
import { invalid, missing } from './stripe-error';
import { emitEvent } from './event-log';

const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
/** Stripe's bounds for `expires_at`: 30 minutes to 24 hours after creation. */
const SHORTEST_LIFETIME_SECONDS = 30 * 60;
const INTERVALS = ['day', 'week', 'month', 'year'] as const;

function wholeNumber(value: FormValue | undefined, param: string, min = 0): number {
  const text = str(value);
  if (text === undefined || !/^\d+$/.test(text) || Number(text) < min)
    throw invalid(`Invalid integer: ${text ?? ''}`, param);
  return Number(text);
}

/** `line_items[i][price_data]` → a one-off price and its line item (stored `price` ids are not supported). */
function lineItemOf(value: FormValue, index: number, created: number): LineItem {
  const item = obj(value) ?? {};
  const param = `line_items[${index}]`;
  if (item.price !== undefined) throw missing('price', str(item.price) ?? '', `${param}[price]`);
  const priceData = obj(item.price_data);
  if (!priceData)
    throw invalid('You must specify either `price` or `price_data` for each line item.', `${param}[price_data]`);
  const currency = str(priceData.currency)?.toLowerCase();
  if (!currency) throw invalid('Missing required param: currency.', `${param}[price_data][currency]`);
  const unitAmount = wholeNumber(priceData.unit_amount, `${param}[price_data][unit_amount]`);
  const name = str(obj(priceData.product_data)?.name);
  if (!name) throw invalid('Missing required param: product_data[name].', `${param}[price_data][product_data][name]`);
  const recurringData = obj(priceData.recurring);
  let recurring: Price['recurring'] = null;
  if (recurringData) {
    const interval = str(recurringData.interval) as (typeof INTERVALS)[number];
    if (!INTERVALS.includes(interval))
      throw invalid('Invalid recurring interval.', `${param}[price_data][recurring][interval]`);
    const count =
      recurringData.interval_count === undefined ? 1 : wholeNumber(recurringData.interval_count, 'interval_count', 1);
    recurring = { interval, interval_count: count };
  }
  const quantity = item.quantity === undefined ? 1 : wholeNumber(item.quantity, `${param}[quantity]`, 1);
  const price: Price = {
    id: newId('price'),
    object: 'price',
    active: false,
    currency,
    unit_amount: unitAmount,
    product: newId('prod'),
    recurring,
    type: recurring ? 'recurring' : 'one_time',
    livemode: false,
    created,
    metadata: {},
  };
  return {
    id: newId('li'),
    object: 'item',
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    currency,
    description: name,
    quantity,
    price,
  };
}

/** POST /v1/checkout/sessions: the subset of parameters MoveMatch sends, validated like Stripe. */
export function createCheckoutSession(ctx: StripeContext, params: FormObject): CheckoutSession {
  const { data } = ctx.store;
  const mode = str(params.mode);
  if (mode === 'setup') return createSetupSession(ctx, params);
  if (mode !== 'payment' && mode !== 'subscription') {
    throw invalid(
      mode ? `Invalid mode: must be one of payment, setup, or subscription` : 'Missing required param: mode.',
      'mode',
    );
  }
  const created = nowSeconds();
  const lineItems = list(params.line_items).map((item, index) => lineItemOf(item, index, created));
  if (lineItems.length === 0) throw invalid(`line_items is required in ${mode} mode.`, 'line_items');
  const recurring = lineItems.filter((item) => item.price.recurring);
  if (mode === 'subscription' && recurring.length === 0) {
    throw invalid(
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  if (mode === 'payment' && recurring.length > 0) {
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      'line_items',
    );
  }
  const customer = str(params.customer) || null;
  if (customer && !data.customers[customer]) throw missing('customer', customer, 'customer');
  const customerEmail = str(params.customer_email) || null;
  if (customer && customerEmail)
    throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer_email');
  for (const param of ['success_url', 'cancel_url'] as const) {
    const url = str(params[param]);
    if (url && !/^https?:\/\//.test(url)) throw invalid('Not a valid URL', param);
  }

  const id = newId('cs_test');
  const expiresAt = expiresAtOf(params.expires_at, created);
  const paymentIntentData = paymentIntentDataOf(mode, params.payment_intent_data);
  const customerCreation = str(params.customer_creation);
  if (customerCreation !== undefined) {
    if (mode !== 'payment')
      throw invalid('`customer_creation` can only be used in `payment` mode.', 'customer_creation');
    if (customerCreation !== 'always' && customerCreation !== 'if_required')
      throw invalid('Invalid customer_creation: must be one of always or if_required', 'customer_creation');
  }
  const submitMessage = str(obj(obj(params.custom_text)?.submit)?.message);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    payment_status: 'unpaid',
    url: `${ctx.publicUrl}/checkout/${id}`,
    amount_subtotal: lineItems.reduce((sum, item) => sum + item.amount_subtotal, 0),
    amount_total: lineItems.reduce((sum, item) => sum + item.amount_total, 0),
    currency: lineItems[0].currency,
    customer,
    customer_email: customerEmail,
    customer_details: null,
    subscription: null,
    invoice: null,
    payment_intent: null,
    setup_intent: null,
    ...paymentMethodsOf(params.allowed_payment_method_types),
    success_url: str(params.success_url) ?? null,
    cancel_url: str(params.cancel_url) ?? null,
    client_reference_id: str(params.client_reference_id) || null,
    customer_creation: mode === 'payment' ? ((customerCreation as 'always' | 'if_required') ?? 'if_required') : null,
    custom_text: { submit: submitMessage ? { message: submitMessage } : null },
    metadata: metadataOf(params.metadata),
    created,
    expires_at: expiresAt,
    livemode: false,
  };
  data.sessions[id] = session;
  data.lineItems[id] = lineItems;
  if (mode === 'subscription') data.subscriptionMetadata[id] = metadataOf(obj(params.subscription_data)?.metadata);
  if (paymentIntentData) data.paymentIntentData[id] = paymentIntentData;
  ctx.store.save();
  return session;
}

/** A setup-mode session (setup-sessions.ts): a card saved for later, no amount. */
function createSetupSession(ctx: StripeContext, params: FormObject): CheckoutSession {
  const { currency, metadata } = setupModeParams(ctx, params);
  for (const param of ['success_url', 'cancel_url'] as const) {
    const url = str(params[param]);
    if (url && !/^https?:\/\//.test(url)) throw invalid('Not a valid URL', param);
  }
  const created = nowSeconds();
  const id = newId('cs_test');
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    mode: 'setup',
    status: 'open',
    payment_status: 'no_payment_required',
    url: `${ctx.publicUrl}/checkout/${id}`,
    amount_subtotal: 0,
    amount_total: 0,
    currency,
    customer: str(params.customer) || null,
    customer_email: null,
    customer_details: null,
    subscription: null,
    invoice: null,
    payment_intent: null,
    setup_intent: null,
    ...paymentMethodsOf(params.allowed_payment_method_types ?? ['card']),
    success_url: str(params.success_url) ?? null,
    cancel_url: str(params.cancel_url) ?? null,
    client_reference_id: str(params.client_reference_id) || null,
    customer_creation: null,
    custom_text: { submit: null },
    metadata: metadataOf(params.metadata),
    created,
    expires_at: expiresAtOf(params.expires_at, created),
    livemode: false,
  };
  ctx.store.data.sessions[id] = session;
  ctx.store.data.setupIntentMetadata[id] = metadata;
  ctx.store.save();
  return session;
}

/** `expires_at`: 30 minutes to 24 hours from now (Stripe's bounds); 24 hours when not given. */
function expiresAtOf(value: FormValue | undefined, created: number): number {
  if (value === undefined) return created + SESSION_LIFETIME_SECONDS;
  const at = wholeNumber(value, 'expires_at');
  if (at < created + SHORTEST_LIFETIME_SECONDS || at > created + SESSION_LIFETIME_SECONDS)
    throw invalid(
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      'expires_at',
    );
  return at;
}

/** `payment_intent_data` (payment mode only): what the intent made at payment carries. */
function paymentIntentDataOf(mode: string, value: FormValue | undefined): PaymentIntentData | null {
  const data = obj(value);
  if (!data) return null;
  if (mode !== 'payment')
    throw invalid('You can only specify `payment_intent_data` in `payment` mode.', 'payment_intent_data');
  const future = str(data.setup_future_usage);
  if (future !== undefined && future !== 'off_session' && future !== 'on_session')
    throw invalid(
      'Invalid setup_future_usage: must be one of on_session or off_session',
      'payment_intent_data[setup_future_usage]',
    );
  return {
    setup_future_usage: future ?? null,
    transfer_group: str(data.transfer_group) ?? null,
    description: str(data.description) ?? null,
    metadata: metadataOf(data.metadata),
  };
}

/** The methods the dashboard turns on here: card, and ACH debit, which settles days later. */
const DASHBOARD_PAYMENT_METHODS = ['card', 'us_bank_account'];

/** allowed_payment_method_types filters the dashboard's methods (Stripe: a filter, not a static list). */
function paymentMethodsOf(
  value: FormValue | undefined,
): Pick<CheckoutSession, 'allowed_payment_method_types' | 'payment_method_types'> {
  const allowed = list(value).map((item) => str(item) ?? '');
  if (allowed.length === 0)
    return { allowed_payment_method_types: null, payment_method_types: [...DASHBOARD_PAYMENT_METHODS] };
  const offered = DASHBOARD_PAYMENT_METHODS.filter((type) => allowed.includes(type));
  if (offered.length === 0)
    throw invalid('None of allowed_payment_method_types is enabled for this account.', 'allowed_payment_method_types');
  return { allowed_payment_method_types: allowed, payment_method_types: offered };
}

/** Reads a session, expiring it first when its 24 hours are over (as Stripe does). */
export function findSession(ctx: StripeContext, id: string): CheckoutSession {
  const session = ctx.store.data.sessions[id];
  if (!session) throw missing('checkout.session', id);
  if (session.status === 'open' && session.expires_at <= nowSeconds()) expireSession(ctx, id);
  return session;
}

/** POST /v1/checkout/sessions/{id}/expire (and the control endpoint). */
export function expireSession(ctx: StripeContext, id: string): CheckoutSession {
  const session = ctx.store.data.sessions[id];
  if (!session) throw missing('checkout.session', id);
  if (session.status !== 'open')
    throw invalid(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  session.status = 'expired';
  session.url = null;
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'checkout.session.expired', session);
  return session;
}

/** The success_url a browser goes to: Stripe fills in `{CHECKOUT_SESSION_ID}`. */
export function successUrlOf(session: CheckoutSession): string | null {
  return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
}
