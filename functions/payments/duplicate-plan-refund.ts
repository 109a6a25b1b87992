import type Stripe from 'stripe';
import { DUPLICATE_PLAN_REFUND_WINDOW_HOURS } from '@schemas/constants';
import { logger } from '@functions/platform/logger';
import { refundPaymentOnce } from './refunds';
import { stripeClient } from '@functions/platform/stripe';

/*
 * Two plan checkouts paid for one month (two tabs, two colleagues): the newest is the plan and
 * the replaced monthly subscription is canceled (plan-switch.ts), but its first invoice was
 * paid. Replaced within DUPLICATE_PLAN_REFUND_WINDOW_HOURS of its start, that payment was a
 * duplicate and is refunded; later, the company had the plan and keeps paying for that month.
 */

const WINDOW_SECONDS = DUPLICATE_PLAN_REFUND_WINDOW_HOURS * 3600;

/** True while the subscription is in its first period and younger than the window. */
export function inDuplicateWindow(
  subscription: Pick<Stripe.Subscription, 'start_date'>,
  invoice: Pick<Stripe.Invoice, 'billing_reason'>,
  now = Date.now(),
): boolean {
  return invoice.billing_reason === 'subscription_create' && now / 1000 - subscription.start_date < WINDOW_SECONDS;
}

/**
 * Refunds the replaced subscription's first paid invoice once (Idempotency-Key from the
 * subscription: a repeated apply or a second webhook delivery refunds nothing more). Answers
 * the cents refunded, or null when the rule refunds nothing.
 */
export async function refundDuplicatePlan(subscriptionId: string, now = Date.now()): Promise<number | null> {
  const stripe = await stripeClient();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] });
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string' || !inDuplicateWindow(subscription, invoice, now)) return null;
  // The pinned API version names an invoice's payment intent on its invoice payments only.
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 10 });
  const payment = payments.data.find((p) => p.payment.type === 'payment_intent' && p.payment.payment_intent);
  const intent = payment?.payment.payment_intent;
  if (!payment || !intent) return null;
  await refundPaymentOnce({
    paymentIntentId: typeof intent === 'string' ? intent : intent.id,
    idempotencyKey: `duplicate-plan-refund-${subscriptionId}`,
    metadata: { reason: 'duplicate_plan', subscription: subscriptionId },
  });
  logger.info('Refunded the first payment of a plan replaced within the duplicate window', {
    subscriptionId,
    cents: payment.amount_paid,
  });
  return payment.amount_paid ?? payment.amount_requested;
}
