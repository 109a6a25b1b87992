import type { StripeContext } from './context';
import { emitEvent } from './event-log';
import {
  addOneMonth,
  newId,
  nowSeconds,
  type Invoice,
  type InvoiceLine,
  type LineItem,
  type Metadata,
  type Subscription,
} from './objects';
import { recordInvoicePayment } from './invoice-payments';
import { invalid, missing } from './stripe-error';

export function findSubscription(ctx: StripeContext, id: string): Subscription {
  const subscription = ctx.store.data.subscriptions[id];
  if (!subscription) throw missing('subscription', id);
  return subscription;
}

/** The current period: on the items in the pinned API version (all items share one cycle here). */
function periodOf(subscription: Subscription) {
  const [item] = subscription.items.data;
  return { start: item.current_period_start, end: item.current_period_end };
}

/** The subscription an invoice bills, as the pinned API version says it (parent.subscription_details). */
export const subscriptionOfInvoice = (invoice: Invoice): string | null =>
  invoice.parent?.subscription_details.subscription ?? null;

/** Moves the period on every item. */
function setPeriod(subscription: Subscription, start: number, end: number) {
  for (const item of subscription.items.data) {
    item.current_period_start = start;
    item.current_period_end = end;
  }
}

const amountOf = (subscription: Subscription) =>
  subscription.items.data.reduce((sum, item) => sum + item.price.unit_amount * item.quantity, 0);

function newInvoice(subscription: Subscription, reason: Invoice['billing_reason'], paid: boolean): Invoice {
  const amount = amountOf(subscription);
  const { start, end } = periodOf(subscription);
  const id = newId('in');
  const lines: InvoiceLine[] = subscription.items.data.map((item) => ({
    id: newId('il'),
    object: 'line_item',
    amount: item.price.unit_amount * item.quantity,
    currency: subscription.currency,
    description: `${item.quantity} × (at ${item.price.unit_amount} / ${item.price.recurring?.interval ?? 'month'})`,
    invoice: id,
    livemode: false,
    metadata: { ...subscription.metadata },
    parent: {
      type: 'subscription_item_details',
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: null,
        subscription: subscription.id,
        subscription_item: item.id,
      },
    },
    period: { start: item.current_period_start, end: item.current_period_end },
    pricing: {
      type: 'price_details',
      price_details: { price: item.price.id, product: item.price.product },
      unit_amount_decimal: String(item.price.unit_amount),
    },
    quantity: item.quantity,
    subtotal: item.price.unit_amount * item.quantity,
  }));
  return {
    id,
    object: 'invoice',
    status: paid ? 'paid' : 'open',
    customer: subscription.customer,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
    },
    billing_reason: reason,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    attempted: true,
    currency: subscription.currency,
    total: amount,
    period_start: start,
    period_end: end,
    lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
    created: nowSeconds(),
    metadata: {},
    livemode: false,
  };
}

function storeInvoice(ctx: StripeContext, subscription: Subscription, invoice: Invoice) {
  ctx.store.data.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;
  if (invoice.status === 'paid') recordInvoicePayment(ctx, invoice);
}

/** A paid checkout in subscription mode: the subscription (active, one month) and its first, paid invoice. */
export function startSubscription(
  ctx: StripeContext,
  input: { customer: string; lineItems: LineItem[]; metadata: Metadata },
): { subscription: Subscription; invoice: Invoice } {
  const now = nowSeconds();
  const end = addOneMonth(now);
  const id = newId('sub');
  const subscription: Subscription = {
    id,
    object: 'subscription',
    status: 'active',
    customer: input.customer,
    created: now,
    start_date: now,
    billing_cycle_anchor: now,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    collection_method: 'charge_automatically',
    currency: input.lineItems[0].currency,
    latest_invoice: null,
    items: {
      object: 'list',
      data: input.lineItems.map((item) => ({
        id: newId('si'),
        object: 'subscription_item' as const,
        created: now,
        current_period_start: now,
        current_period_end: end,
        metadata: {},
        price: item.price,
        quantity: item.quantity,
        subscription: id,
      })),
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    metadata: input.metadata,
    livemode: false,
  };
  ctx.store.data.subscriptions[id] = subscription;
  const invoice = newInvoice(subscription, 'subscription_create', true);
  storeInvoice(ctx, subscription, invoice);
  ctx.store.save();
  return { subscription, invoice };
}

function assertNotCanceled(subscription: Subscription) {
  if (subscription.status === 'canceled') {
    throw invalid(`This subscription is canceled: ${subscription.id}. A canceled subscription can't be changed.`);
  }
}

/**
 * The next billing cycle is paid: a new period and a paid invoice. A past_due subscription
 * instead has its open invoice paid (the retry succeeded) and keeps its period.
 */
export function renewSubscription(ctx: StripeContext, id: string): { subscription: Subscription; invoice: Invoice } {
  const subscription = findSubscription(ctx, id);
  assertNotCanceled(subscription);
  const previous = { status: subscription.status, ...pick(subscription) };
  const open = subscription.latest_invoice ? ctx.store.data.invoices[subscription.latest_invoice] : undefined;
  let invoice: Invoice;
  if ((subscription.status === 'past_due' || subscription.status === 'unpaid') && open?.status === 'open') {
    Object.assign(open, {
      status: 'paid',
      amount_paid: open.amount_due,
      amount_remaining: 0,
      attempt_count: open.attempt_count + 1,
    });
    recordInvoicePayment(ctx, open);
    invoice = open;
  } else {
    const { end } = periodOf(subscription);
    setPeriod(subscription, end, addOneMonth(end));
    invoice = newInvoice(subscription, 'subscription_cycle', true);
    storeInvoice(ctx, subscription, invoice);
  }
  subscription.status = 'active';
  ctx.store.save();
  emitEvent(
    ctx.store,
    ctx.deliverer,
    'customer.subscription.updated',
    subscription,
    changedFrom(previous, subscription),
  );
  emitEvent(ctx.store, ctx.deliverer, 'invoice.paid', invoice);
  return { subscription, invoice };
}

/** The renewal charge fails: the period moves on, its invoice stays open and the subscription is past_due. */
export function failRenewal(ctx: StripeContext, id: string): { subscription: Subscription; invoice: Invoice } {
  const subscription = findSubscription(ctx, id);
  assertNotCanceled(subscription);
  const previous = { status: subscription.status, ...pick(subscription) };
  const { end } = periodOf(subscription);
  setPeriod(subscription, end, addOneMonth(end));
  const invoice = newInvoice(subscription, 'subscription_cycle', false);
  storeInvoice(ctx, subscription, invoice);
  subscription.status = 'past_due';
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'invoice.payment_failed', invoice);
  emitEvent(
    ctx.store,
    ctx.deliverer,
    'customer.subscription.updated',
    subscription,
    changedFrom(previous, subscription),
  );
  return { subscription, invoice };
}

/**
 * Test control: moves a subscription (its start, period and invoices) `seconds` into the past,
 * as if it had been bought that long ago; the emulator has no clock of its own to move.
 */
export function backdateSubscription(ctx: StripeContext, id: string, seconds: number): Subscription {
  if (!Number.isInteger(seconds) || seconds < 1) throw invalid(`Invalid integer: ${seconds}`, 'seconds');
  const subscription = findSubscription(ctx, id);
  for (const key of ['created', 'start_date', 'billing_cycle_anchor'] as const) subscription[key] -= seconds;
  const { start, end } = periodOf(subscription);
  setPeriod(subscription, start - seconds, end - seconds);
  for (const invoice of Object.values(ctx.store.data.invoices)) {
    if (subscriptionOfInvoice(invoice) !== id) continue;
    invoice.created -= seconds;
    invoice.period_start -= seconds;
    invoice.period_end -= seconds;
  }
  ctx.store.save();
  return subscription;
}

/** DELETE /v1/subscriptions/{id} and the control endpoint: canceled now, customer.subscription.deleted. */
export function cancelSubscription(ctx: StripeContext, id: string): Subscription {
  const subscription = findSubscription(ctx, id);
  assertNotCanceled(subscription);
  const now = nowSeconds();
  Object.assign(subscription, { status: 'canceled', canceled_at: now, ended_at: now, cancel_at_period_end: false });
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'customer.subscription.deleted', subscription);
  return subscription;
}

/** POST /v1/subscriptions/{id}: cancel_at_period_end and metadata. */
export function updateSubscription(
  ctx: StripeContext,
  id: string,
  change: { cancelAtPeriodEnd?: boolean; metadata?: Metadata },
): Subscription {
  const subscription = findSubscription(ctx, id);
  assertNotCanceled(subscription);
  const previous = { cancel_at_period_end: subscription.cancel_at_period_end, metadata: { ...subscription.metadata } };
  if (change.cancelAtPeriodEnd !== undefined) {
    subscription.cancel_at_period_end = change.cancelAtPeriodEnd;
    subscription.cancel_at = change.cancelAtPeriodEnd ? periodOf(subscription).end : null;
  }
  if (change.metadata) subscription.metadata = { ...subscription.metadata, ...change.metadata };
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'customer.subscription.updated', subscription, previous);
  return subscription;
}

/** The fields a billing change may move, for previous_attributes (items hold the period). */
function pick(subscription: Subscription) {
  return {
    items: structuredClone(subscription.items),
    latest_invoice: subscription.latest_invoice,
  };
}

/** Stripe's previous_attributes: the old values of the fields that changed. */
function changedFrom(previous: Record<string, unknown>, now: Subscription): Record<string, unknown> {
  const current = now as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(previous).filter(([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value)),
  );
}
