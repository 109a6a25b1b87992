import { createHash } from 'node:crypto';
import { DEPOSIT_CONSENT, DEPOSIT_MESSAGES, DEPOSIT_RULES } from '@schemas/deposits';
import { formatCalendarDay } from '@schemas/date-text';
import { toCents } from '@schemas/estimate-totals';
import {
  claimDepositCheckout,
  findDepositCheckout,
  setDepositSession,
  type DepositCheckoutItem,
  type DepositPlan,
} from '@functions/core/data/payments/deposit-checkouts';
import { recordCheckoutSession } from '@functions/core/data/payments/checkout-sessions';
import { isConditionalFailure } from '@functions/core/data/conditional';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { conflict } from '@functions/platform/http/errors';
import { countMetric } from '@functions/platform/metrics';
import { stripeClient } from '@functions/platform/stripe';
import { appUrl, expireOpenCheckout, SESSION_PLACEHOLDER } from './checkout';

/** A checkout this close to expiring is not handed out again: a new one is opened. */
const REUSE_MARGIN_SECONDS = 5 * 60;

export interface DepositCheckoutRequest {
  quote: QuoteItem;
  companyName: string;
  deposit: number;
  plan: DepositPlan;
  customerEmail?: string;
  now?: Date;
}

/**
 * Opens (or hands out again) the deposit checkout of a booking: Stripe Checkout in payment mode
 * for the quote's deposit that keeps the card for the rest (setup_future_usage off_session, the
 * consent above the pay button), transfer_group the booking id, nothing transferred; in setup
 * mode, the card saved and nothing charged, when the quote asks no deposit. The
 * booking id comes from the customer's deposit checkout record (deposit-checkouts.ts): presses
 * of the same choice share it, and Stripe's idempotency key is that id, so any number of
 * parallel presses open one session and can make one charge. A new choice (another quote, day
 * or window) replaces the record and expires the session it had.
 */
export async function openDepositCheckout(request: DepositCheckoutRequest): Promise<string> {
  const { quote, plan } = request;
  const now = request.now ?? new Date();
  const choiceKey = choiceKeyOf(quote.id, plan);
  const record = await depositCheckoutFor(request, choiceKey, now);
  const stripe = await stripeClient();
  const cents = Math.round(toCents(record.deposit) * 100);
  const moneyParams =
    cents > 0
      ? depositPaymentParams({
          bookingId: record.booking_id,
          quoteId: quote.id,
          cents,
          name: `Deposit: ${record.company_name}, move on ${formatCalendarDay(plan.move_day)}`,
        })
      : await cardOnlyParams(record.booking_id, quote.id, request.customerEmail);
  const session = await stripe.checkout.sessions.create(
    {
      ...moneyParams,
      custom_text: { submit: { message: DEPOSIT_CONSENT } },
      metadata: {
        purpose: 'deposit',
        booking_id: record.booking_id,
        quote_id: quote.id,
        customer_id: quote.customer_id,
      },
      client_reference_id: record.booking_id,
      ...(request.customerEmail && cents > 0 ? { customer_email: request.customerEmail } : {}),
      expires_at: record.expires_at,
      success_url: appUrl('/quotes', { deposit_session: SESSION_PLACEHOLDER }),
      cancel_url: appUrl('/quotes'),
    },
    { idempotencyKey: `deposit-${record.booking_id}` },
  );
  if (!session.url) throw new Error('Stripe answered a deposit checkout without a url');
  if (record.session_id !== session.id) {
    await setDepositSession(quote.customer_id, record.booking_id, session.id);
    await recordDepositSession(session.id, quote, record.booking_id);
    countMetric('checkoutsOpened');
  }
  return session.url;
}

/** The record this press uses: the customer's current one when it is for the same choice and still payable, else a new one. */
async function depositCheckoutFor(
  request: DepositCheckoutRequest,
  choiceKey: string,
  now: Date,
): Promise<DepositCheckoutItem> {
  const current = await findDepositCheckout(request.quote.customer_id);
  if (current && reusable(current, choiceKey, now)) return current;
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const claimed = await claimDepositCheckout(
    {
      customer_id: request.quote.customer_id,
      quote_id: request.quote.id,
      company_name: request.companyName,
      deposit: request.deposit,
      choice_key: choiceKey,
      plan: request.plan,
      expires_at: nowSeconds + DEPOSIT_RULES.checkoutMinutes * 60,
    },
    current,
  );
  if (claimed) {
    // The replaced checkout can no longer be paid (a payment that got through first is refunded when it lands).
    if (current?.session_id && !current.outcome) await expireOpenCheckout(current.session_id);
    return claimed;
  }
  // Another press wrote first: the same choice shares its checkout; another choice waits for it.
  const winner = await findDepositCheckout(request.quote.customer_id);
  if (winner && reusable(winner, choiceKey, now)) return winner;
  throw conflict(DEPOSIT_MESSAGES.bookingInAnotherTab);
}

const reusable = (record: DepositCheckoutItem, choiceKey: string, now: Date) =>
  !record.outcome &&
  record.choice_key === choiceKey &&
  record.expires_at - REUSE_MARGIN_SECONDS > Math.floor(now.getTime() / 1000);

/** The choice a press of Book makes: the quote and everything the booking would fix. */
function choiceKeyOf(quoteId: string, plan: DepositPlan): string {
  const { acknowledgements, valuation, ...terms } = plan.terms;
  const choice = {
    quoteId,
    day: plan.move_day,
    window: plan.arrival_window.code,
    unchanged: plan.unchanged_since ?? null,
    inventory: plan.inventory_version_read ?? null,
    valuation: valuation ? { option: valuation.option, price: valuation.price } : null,
    documents: (acknowledgements ?? []).map((a) => `${a.id}@${a.version}`).sort(),
    terms,
  };
  return createHash('sha256').update(JSON.stringify(choice)).digest('hex');
}

/** The session's record (access pattern P3) for the webhook; written once, by whichever press gets there first. */
async function recordDepositSession(sessionId: string, quote: QuoteItem, bookingId: string) {
  try {
    await recordCheckoutSession({
      session_id: sessionId,
      purpose: 'deposit',
      customer_id: quote.customer_id,
      quote_id: quote.id,
      booking_id: bookingId,
      created_by: quote.customer_id,
    });
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/**
 * A quote without a deposit: a setup-mode checkout that only saves the card for the balance
 * (nothing charged), to a Stripe customer made for the booking first (setup mode makes none;
 * the idempotency key is the booking, so parallel presses share one).
 */
async function cardOnlyParams(bookingId: string, quoteId: string, email: string | undefined) {
  const stripe = await stripeClient();
  const customer = await stripe.customers.create(
    { ...(email ? { email } : {}), metadata: { booking_id: bookingId } },
    { idempotencyKey: `booking-customer-${bookingId}` },
  );
  return {
    mode: 'setup' as const,
    currency: 'usd',
    customer: customer.id,
    allowed_payment_method_types: ['card'],
    setup_intent_data: { metadata: { booking_id: bookingId, quote_id: quoteId } },
  };
}

/**
 * What every deposit checkout pays: one card payment of the deposit that keeps the card for the
 * balance (off_session), a Stripe customer made at payment, and the booking as transfer_group.
 */
export function depositPaymentParams(deposit: { bookingId: string; quoteId: string; cents: number; name: string }) {
  return {
    mode: 'payment' as const,
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: deposit.cents, product_data: { name: deposit.name } },
      },
    ],
    customer_creation: 'always' as const,
    payment_intent_data: {
      setup_future_usage: 'off_session' as const,
      transfer_group: deposit.bookingId,
      metadata: { booking_id: deposit.bookingId, quote_id: deposit.quoteId },
    },
  };
}
