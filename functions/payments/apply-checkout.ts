import type Stripe from 'stripe';
import { PRICES } from '@schemas/constants';
import type { PlanType } from '@schemas/enums';
import {
  markSessionApplied,
  type CheckoutPurpose,
  type CheckoutSessionItem,
} from '@functions/core/data/payments/checkout-sessions';
import { creditTokensOnce } from '@functions/core/data/lead-tokens/lead-tokens';
import { epochSeconds } from '@functions/core/data/payments/subscriptions';
import { publishEvent } from '@functions/platform/events';
import { countMetric } from '@functions/platform/metrics';
import { startPaidPlan } from './plan-switch';
import { applyCardUpdate } from './card-update-checkout';
import { stripeClient } from '@functions/platform/stripe';

/*
 * Applying a paid Checkout Session: the webhook (checkout.session.completed) and the browser's
 * return (complete-subscription, refill-success) both call applyPaidCheckout; the first wins.
 * Every step is idempotent on its own (tokens credit once per session, the plan write is a
 * fresh Stripe state guarded by its timestamp, a booking is taken once), and `applied_at` is
 * set at the end so a session already applied is never applied again (a late redirect after
 * a cancellation changes nothing).
 */

export const BUNDLE_REASON: Record<'pay_per_lead_start' | 'token_refill', string> = {
  pay_per_lead_start: `Pay-per-lead start: ${PRICES.payPerLeadBundleTokens} tokens`,
  token_refill: `Token refill: ${PRICES.payPerLeadBundleTokens} tokens`,
};

export function isSessionPaid(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): boolean {
  return (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  );
}

export type ApplyOutcome = 'applied' | 'already-applied' | 'not-paid';

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

export async function applyPaidCheckout(
  record: CheckoutSessionItem,
  session: Stripe.Checkout.Session,
): Promise<ApplyOutcome> {
  if (session.id !== record.session_id) throw new Error('Checkout session and record differ');
  if (record.applied_at) return 'already-applied';
  if (!isSessionPaid(session)) return 'not-paid';
  await applyPurpose(record.purpose, record, session);
  if (!(await markSessionApplied(record.session_id))) return 'already-applied';
  countMetric('checkoutsApplied');
  if (record.purpose === 'flat_rate' || record.purpose === 'pay_per_lead_start') countMetric('plansStarted');
  return 'applied';
}

async function applyPurpose(purpose: CheckoutPurpose, record: CheckoutSessionItem, session: Stripe.Checkout.Session) {
  const companyId = record.moving_company_id;
  switch (purpose) {
    case 'flat_rate':
      return startMonthlyPlan(companyId!, session);
    case 'pay_per_lead_start':
      await startPayPerLeadPlan(companyId!, session);
      return creditBundle(companyId!, record.session_id, purpose);
    case 'token_refill':
      return creditBundle(companyId!, record.session_id, purpose);
    case 'concierge':
      // The booking handler books at the approved terms (and marks the fee paid) or refunds, once per session.
      return publishEvent('ConciergeFeePaid', {
        quoteId: record.quote_id!,
        customerId: record.customer_id!,
        sessionId: record.session_id,
      });
    case 'card_update':
      return applyCardUpdate(record, session);
    case 'deposit':
      // The booking handler books at the terms chosen or refunds the deposit, once per booking.
      return publishEvent('DepositPaid', {
        customerId: record.customer_id!,
        bookingId: record.booking_id!,
        sessionId: record.session_id,
        quoteId: record.quote_id!,
      });
  }
}

async function creditBundle(companyId: string, sessionId: string, purpose: 'pay_per_lead_start' | 'token_refill') {
  const tokens = PRICES.payPerLeadBundleTokens;
  const { credited } = await creditTokensOnce({ companyId, sessionId, tokens, reason: BUNDLE_REASON[purpose] });
  if (credited) await publishEvent('TokensCredited', { companyId, tokens });
}

async function startPayPerLeadPlan(companyId: string, session: Stripe.Checkout.Session) {
  const planType: PlanType = 'pay_per_lead_subscription_start';
  await startPaidPlan(
    {
      companyId,
      planType,
      status: 'active',
      stripeCustomerId: idOf(session.customer),
      providerUpdatedAt: epochSeconds(),
    },
    session.id,
  );
}

/** The monthly plan: the state of its Stripe subscription, read now (so it is current). */
async function startMonthlyPlan(companyId: string, session: Stripe.Checkout.Session) {
  const subscriptionId = idOf(session.subscription);
  if (!subscriptionId) throw new Error(`Checkout session ${session.id} (subscription) has no subscription`);
  const subscription = await (await stripeClient()).subscriptions.retrieve(subscriptionId);
  await startPaidPlan(
    {
      companyId,
      planType: 'flat_rate_monthly_subscription',
      status: subscription.status,
      stripeCustomerId: idOf(subscription.customer),
      stripeSubscriptionId: subscription.id,
      currentPeriodEnd: periodEndOf(subscription),
      nextBillAmountCents: PRICES.flatRateMonthlyCents,
      providerUpdatedAt: epochSeconds(),
    },
    session.id,
  );
}

/** ISO end of the subscription's current period: on its items in the pinned API version. */
export function periodEndOf(subscription: Stripe.Subscription): string | undefined {
  const seconds = subscription.items?.data?.[0]?.current_period_end;
  return typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : undefined;
}
