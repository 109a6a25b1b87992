import type Stripe from 'stripe';
import * as z from 'zod';
import { applyPaidCheckout, isSessionPaid, periodEndOf } from './apply-checkout';
import { findCheckoutSession } from '@functions/core/data/payments/checkout-sessions';
import { applyProviderChange, findSubscription } from '@functions/core/data/payments/subscriptions';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';
import { recordStripeAccount } from './payout-account';
import { onChargebackClosed, onChargebackOpened } from './chargebacks';

/*
 * What each Stripe event does. Every applier is idempotent and order-safe on its own: a
 * checkout applies once (its record's applied_at, tokens once per session), and subscription
 * changes carry the event's time, so an older event never overwrites a newer state and a
 * canceled subscription stays canceled (subscriptions.ts applyProviderChange).
 */

type Applier = (event: Stripe.Event) => Promise<void>;

/** Subscription states in which a plan has ended (the dashboard's PlansEnded). */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired']);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

async function onCheckoutCompleted(event: Stripe.Event) {
  const session = event.data.object as Stripe.Checkout.Session;
  const record = await findCheckoutSession(session.id);
  if (!record) {
    logger.warn('Stripe checkout of a session we never opened: ignored', { sessionId: session.id, eventId: event.id });
    return;
  }
  // Paid at Stripe; CheckoutSessionsApplied (apply-checkout.ts) should follow: the alarm compares them.
  if (isSessionPaid(session)) countMetric('checkoutsCompleted');
  await applyPaidCheckout(record, session);
}

interface SubscriptionRef {
  subscriptionId: string;
  companyId?: string;
}

/** The company a subscription belongs to: its metadata (set at checkout), else Stripe's copy. */
async function companyOf(ref: SubscriptionRef): Promise<string | undefined> {
  if (ref.companyId) return ref.companyId;
  const subscription = await (await stripeClient()).subscriptions.retrieve(ref.subscriptionId);
  return subscription.metadata?.moving_company_id;
}

async function applyChange(event: Stripe.Event, ref: SubscriptionRef | undefined, status: string, periodEnd?: string) {
  if (!ref) return;
  const companyId = await companyOf(ref);
  if (!companyId) {
    logger.warn('Stripe subscription without a moving company: ignored', {
      eventId: event.id,
      subscriptionId: ref.subscriptionId,
    });
    return;
  }
  const applied = await applyProviderChange(
    {
      companyId,
      stripeSubscriptionId: ref.subscriptionId,
      status,
      currentPeriodEnd: periodEnd,
      providerUpdatedAt: event.created,
    },
    await findSubscription(companyId),
  );
  if (applied && ENDED_STATUSES.has(status)) countMetric('plansEnded');
  if (!applied)
    logger.info('Stripe change not applied (older, ended or not this company’s plan)', {
      eventId: event.id,
      type: event.type,
    });
}

function invoiceRef(invoice: Stripe.Invoice): SubscriptionRef | undefined {
  // The pinned API version names the subscription here only (no invoice.subscription).
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return undefined; // a one-off invoice: nothing to do with a plan
  return { subscriptionId, companyId: details?.metadata?.moving_company_id ?? invoice.metadata?.moving_company_id };
}

/** The end of the period the invoice pays for: its subscription line's period. */
function invoicePeriodEnd(invoice: Stripe.Invoice): string | undefined {
  const end = invoice.lines?.data?.[0]?.period?.end;
  return typeof end === 'number' ? new Date(end * 1000).toISOString() : undefined;
}

const subscriptionRef = (subscription: Stripe.Subscription): SubscriptionRef => ({
  subscriptionId: subscription.id,
  companyId: subscription.metadata?.moving_company_id,
});

/*
 * What each applier reads of the event's object. A signed event whose object lacks it (a test
 * event, {} or a shape we do not know) is unusable: the webhook answers 400 once and logs its id,
 * since retrying cannot make it usable; a 500 stays for our own failures.
 */
const withId = z.looseObject({ id: z.string().min(1) });
const WEBHOOK_OBJECT_SHAPES: Partial<Record<Stripe.Event['type'], z.ZodType>> = {
  'checkout.session.completed': withId,
  'checkout.session.async_payment_succeeded': withId,
  'invoice.paid': withId,
  'invoice.payment_failed': withId,
  'customer.subscription.updated': withId.extend({ status: z.string().min(1) }),
  'customer.subscription.deleted': withId,
  'account.updated': withId.extend({ metadata: z.looseObject({ moving_company_id: z.string().min(1) }) }),
  'charge.dispute.created': withId.extend({ charge: z.string().min(1) }),
  'charge.dispute.closed': withId.extend({ charge: z.string().min(1) }),
};

/** True when the event's object has what its applier reads. */
export const isUsableEvent = (event: Stripe.Event) =>
  WEBHOOK_OBJECT_SHAPES[event.type]?.safeParse(event.data.object).success ?? true;

export const WEBHOOK_APPLIERS: Partial<Record<Stripe.Event['type'], Applier>> = {
  'checkout.session.completed': onCheckoutCompleted,
  'checkout.session.async_payment_succeeded': onCheckoutCompleted,
  'invoice.paid': async (event) => {
    const invoice = event.data.object as Stripe.Invoice;
    await applyChange(event, invoiceRef(invoice), 'active', invoicePeriodEnd(invoice));
  },
  'invoice.payment_failed': async (event) => {
    await applyChange(event, invoiceRef(event.data.object as Stripe.Invoice), 'past_due');
  },
  'customer.subscription.updated': async (event) => {
    const subscription = event.data.object as Stripe.Subscription;
    await applyChange(event, subscriptionRef(subscription), subscription.status, periodEndOf(subscription));
  },
  'customer.subscription.deleted': async (event) => {
    await applyChange(event, subscriptionRef(event.data.object as Stripe.Subscription), 'canceled');
  },
  // A company's payout account changed (Connect): the account is read again, so an older event
  // delivered late cannot undo a newer state; only the account filed for the company is recorded.
  'account.updated': async (event) => {
    const { id, metadata } = event.data.object as Stripe.Account;
    const account = await (await stripeClient()).accounts.retrieve(id);
    await recordStripeAccount(metadata!.moving_company_id, account);
  },
  // A customer's bank disputes a booking's charge: flagged, its money held (chargebacks.ts).
  'charge.dispute.created': (event) => onChargebackOpened(event.data.object as Stripe.Dispute),
  'charge.dispute.closed': (event) => onChargebackClosed(event.data.object as Stripe.Dispute),
};
