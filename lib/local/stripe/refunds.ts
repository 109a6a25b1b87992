import type { StripeContext } from './context';
import { emitEvent } from './event-log';
import { metadataOf, str, type FormObject } from './form-body';
import { newId, nowSeconds, type Charge, type CheckoutSession, type Refund } from './objects';
import { invalid, missing, StripeApiError } from './stripe-error';
import { invoicePaymentOfIntent } from './invoice-payments';
import { leftOfCharge } from './charges';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

type Payment = Pick<CheckoutSession, 'customer' | 'currency' | 'created'> & { amount: number };

/** What this intent paid: a paid payment-mode session, or a paid subscription invoice (the emulator keeps no other payments). */
function paymentOf(ctx: StripeContext, paymentIntent: string): Payment {
  const session = Object.values(ctx.store.data.sessions).find((s) => s.payment_intent === paymentIntent);
  if (session?.payment_status === 'paid')
    return {
      customer: session.customer,
      currency: session.currency,
      created: session.created,
      amount: session.amount_total,
    };
  const invoicePayment = invoicePaymentOfIntent(ctx, paymentIntent);
  const invoice = invoicePayment && ctx.store.data.invoices[invoicePayment.invoice];
  if (invoice)
    return {
      customer: invoice.customer,
      currency: invoice.currency,
      created: invoicePayment.created,
      amount: invoicePayment.amount_paid ?? 0,
    };
  throw missing('payment_intent', paymentIntent, 'payment_intent');
}

/** The intent's one charge, made the first time it is asked for (same shape as Stripe's). */
function chargeOf(ctx: StripeContext, paymentIntent: string): Charge {
  const { charges } = ctx.store.data;
  const existing = Object.values(charges).find((c) => c.payment_intent === paymentIntent);
  if (existing) return existing;
  const payment = paymentOf(ctx, paymentIntent);
  const charge: Charge = {
    id: newId('ch'),
    object: 'charge',
    amount: payment.amount,
    amount_captured: payment.amount,
    amount_refunded: 0,
    captured: true,
    currency: payment.currency,
    customer: payment.customer,
    disputed: false,
    paid: true,
    payment_intent: paymentIntent,
    refunded: false,
    status: 'succeeded',
    transfer_group: null,
    payment_method_details: { type: 'card', card: { capture_before: null } },
    metadata: {},
    created: payment.created,
    livemode: false,
  };
  charges[charge.id] = charge;
  return charge;
}

function chargeFor(ctx: StripeContext, input: FormObject): Charge {
  const chargeId = str(input.charge);
  const paymentIntent = str(input.payment_intent);
  if (chargeId && paymentIntent)
    throw invalid('You may only specify one of these parameters: charge, payment_intent.', 'payment_intent');
  if (paymentIntent) return chargeOf(ctx, paymentIntent);
  if (!chargeId)
    throw invalid('One of the following params should be provided for this request: payment_intent or charge.');
  const charge = ctx.store.data.charges[chargeId];
  if (!charge) throw missing('charge', chargeId, 'charge');
  return charge;
}

/**
 * POST /v1/refunds: refunds a payment (by `payment_intent` or `charge`), the whole remaining
 * amount unless `amount` says less; succeeds at once (test cards) and sends charge.refunded
 * and refund.created. More than what is left answers Stripe's 400 charge_already_refunded
 * (or amount_too_large); a repeated Idempotency-Key is answered by the server with the first
 * refund, so a retried refund never refunds twice.
 */
export function createRefund(ctx: StripeContext, input: FormObject): Refund {
  const charge = chargeFor(ctx, input);
  const left = leftOfCharge(charge);
  if (left <= 0) {
    throw new StripeApiError(400, 'invalid_request_error', `Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  const asked = str(input.amount);
  if (asked !== undefined && (!/^\d+$/.test(asked) || Number(asked) < 1))
    throw invalid(`Invalid integer: ${asked}`, 'amount');
  const amount = asked === undefined ? left : Number(asked);
  if (amount > left) {
    throw new StripeApiError(
      400,
      'invalid_request_error',
      `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      {
        code: 'amount_too_large',
        param: 'amount',
      },
    );
  }
  const reason = str(input.reason);
  if (reason && !(REASONS as readonly string[]).includes(reason))
    throw invalid(`Invalid reason: must be one of ${REASONS.join(', ')}`, 'reason');
  const refund: Refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    reason: (reason as Refund['reason']) ?? null,
    status: 'succeeded',
    metadata: metadataOf(input.metadata),
    created: nowSeconds(),
  };
  ctx.store.data.refunds[refund.id] = refund;
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded >= charge.amount;
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'refund.created', refund);
  emitEvent(ctx.store, ctx.deliverer, 'charge.refunded', charge);
  return refund;
}

export function findRefund(ctx: StripeContext, id: string): Refund {
  const refund = ctx.store.data.refunds[id];
  if (!refund) throw missing('refund', id);
  return refund;
}

/** GET /v1/refunds filters: `payment_intent`, `charge`. */
export function refundsMatching(ctx: StripeContext, input: FormObject): Refund[] {
  return Object.values(ctx.store.data.refunds).filter(
    (r) =>
      (!input.payment_intent || r.payment_intent === str(input.payment_intent)) &&
      (!input.charge || r.charge === str(input.charge)),
  );
}
