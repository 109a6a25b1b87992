import type Stripe from 'stripe';
import { PRICES } from '@schemas/constants';
import { config } from '@functions/platform/config';
import { recordCheckoutSession, type CheckoutPurpose } from '@functions/core/data/payments/checkout-sessions';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';

/*
 * Opening Stripe Checkout Sessions: the one place prices, modes and return addresses are
 * decided. Each session is recorded (the checkout session, access pattern P3) with what it pays for, so applying it
 * later trusts our record, not the browser. Used by the payment routes, the token spend
 * (a payment-pending quote's refill) and the concierge booking.
 */

interface Charge {
  mode: Stripe.Checkout.SessionCreateParams.Mode;
  cents: number;
  name: string;
  recurring?: true;
}

/** The fixed-price purposes; a deposit's amount is the quote's (deposit-checkout.ts). */
type FixedPurpose = Exclude<CheckoutPurpose, 'deposit' | 'card_update'>;

const CHARGES: Record<FixedPurpose, Charge> = {
  flat_rate: {
    mode: 'subscription',
    cents: PRICES.flatRateMonthlyCents,
    name: 'MoveMatch Monthly (every lead included)',
    recurring: true,
  },
  pay_per_lead_start: {
    mode: 'payment',
    cents: PRICES.payPerLeadBundleCents,
    name: `MoveMatch Pay Per Lead: ${PRICES.payPerLeadBundleTokens} lead tokens`,
  },
  token_refill: {
    mode: 'payment',
    cents: PRICES.payPerLeadBundleCents,
    name: `MoveMatch token refill: ${PRICES.payPerLeadBundleTokens} lead tokens`,
  },
  concierge: { mode: 'payment', cents: PRICES.conciergeCents, name: 'MoveMatch Concierge' },
};

export interface CheckoutRequest {
  purpose: FixedPurpose;
  /** The user opening it (a company user, an admin, or the concierge customer). */
  createdBy: string;
  companyId?: string;
  customerId?: string;
  quoteId?: string;
  customerEmail?: string;
  /** Absolute addresses; success carries Stripe's {CHECKOUT_SESSION_ID} placeholder. */
  successUrl: string;
  cancelUrl: string;
}

/** Creates the session at Stripe, records it, and answers its hosted page address. */
export async function openCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }> {
  const charge = CHARGES[request.purpose];
  const metadata: Record<string, string> = { purpose: request.purpose };
  if (request.companyId) metadata.moving_company_id = request.companyId;
  if (request.quoteId) metadata.quote_id = request.quoteId;
  if (request.customerId) metadata.customer_id = request.customerId;
  const stripe = await stripeClient();
  const session = await stripe.checkout.sessions.create({
    mode: charge.mode,
    // Cards only: a delayed method (ACH debit) completes the session unpaid and pays days later,
    // and every purchase here (plan, tokens, concierge) is applied when the session is paid.
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: charge.cents,
          product_data: { name: charge.name },
          ...(charge.recurring ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    metadata,
    // The subscription's events carry the company too (invoice and subscription webhooks).
    ...(charge.mode === 'subscription' ? { subscription_data: { metadata } } : {}),
    client_reference_id: request.companyId ?? request.quoteId,
    ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  });
  if (!session.url) throw new Error('Stripe answered a checkout session without a url');
  await recordCheckoutSession({
    session_id: session.id,
    purpose: request.purpose,
    moving_company_id: request.companyId,
    customer_id: request.customerId,
    quote_id: request.quoteId,
    created_by: request.createdBy,
  });
  countMetric('checkoutsOpened');
  return { id: session.id, url: session.url };
}

/**
 * Expires an open session so it can no longer be paid. A session that is already paid or
 * expired is left as it is (Stripe answers 400 for those): nothing to undo.
 */
export async function expireOpenCheckout(sessionId: string): Promise<void> {
  const stripe = await stripeClient();
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (error) {
    if ((error as { type?: string }).type === 'StripeInvalidRequestError') return;
    throw error;
  }
}

/** An address of the web app (APP_ORIGIN) with query parameters; {CHECKOUT_SESSION_ID} stays literal for Stripe. */
export function appUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${value === SESSION_PLACEHOLDER ? value : encodeURIComponent(value!)}`,
    );
  return `${config.appOrigin}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
}

export const SESSION_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * A refill of 20 tokens for a pay-per-lead company; after payment the browser lands on the
 * refill success page, which returns to `returnPath` (the profile, the lead manager...).
 */
export async function openTokenRefillCheckout(
  companyId: string,
  createdBy: string,
  returnPath = '/profile',
): Promise<string> {
  const { url } = await openCheckout({
    purpose: 'token_refill',
    companyId,
    createdBy,
    successUrl: appUrl('/moving-company-token-refill-success', {
      session_id: SESSION_PLACEHOLDER,
      moving_company_id: companyId,
      return_url: returnPath,
    }),
    cancelUrl: appUrl(returnPath),
  });
  return url;
}
