import type { StripeContext } from './context';
import { str, type FormObject } from './form-body';
import { newId, nowSeconds, type Charge, type PaymentIntent } from './objects';
import { missing } from './stripe-error';

/*
 * Charges as Stripe keeps them: a manual-capture intent's charge is uncaptured until captured; a
 * partial capture refunds the rest (amount_refunded counts it, as Stripe's does), and a
 * cancelled hold refunds the whole charge. So what is left of a charge to refund, dispute or
 * transfer is its amount less amount_refunded.
 */

/** The charge an intent makes at confirmation: captured at once, or held (captured 0). */
/** How long Stripe keeps an online card authorization before it lapses (7 days; Visa's merchant-initiated ones 5). */
export const AUTHORIZATION_SECONDS = 7 * 24 * 60 * 60;

export function chargeOfIntent(intent: PaymentIntent, captured: number): Charge {
  const created = nowSeconds();
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: captured,
    amount_refunded: 0,
    captured: captured > 0,
    currency: intent.currency,
    customer: intent.customer,
    disputed: false,
    paid: true,
    payment_intent: intent.id,
    refunded: false,
    status: 'succeeded',
    transfer_group: intent.transfer_group,
    payment_method_details: {
      type: 'card',
      card: { capture_before: captured > 0 ? null : created + AUTHORIZATION_SECONDS },
    },
    metadata: intent.metadata,
    created,
    livemode: false,
  };
}

/** What is left of a charge: captured and not refunded (a released part of a hold counts as refunded). */
export const leftOfCharge = (charge: Charge) => (charge.captured ? charge.amount - charge.amount_refunded : 0);

export function findCharge(ctx: StripeContext, id: string): Charge {
  const charge = ctx.store.data.charges[id];
  if (!charge) throw missing('charge', id);
  return charge;
}

/** GET /v1/charges filters: `payment_intent`, `transfer_group`, `customer`, `created[gte|gt|lte|lt]` (epoch seconds). */
export function chargesMatching(ctx: StripeContext, input: FormObject): Charge[] {
  const created = (input.created ?? {}) as FormObject;
  const bound = (key: string) => (created[key] === undefined ? undefined : Number(str(created[key])));
  const [gte, gt, lte, lt] = ['gte', 'gt', 'lte', 'lt'].map(bound);
  return Object.values(ctx.store.data.charges).filter(
    (c) =>
      (!input.payment_intent || c.payment_intent === str(input.payment_intent)) &&
      (!input.transfer_group || c.transfer_group === str(input.transfer_group)) &&
      (!input.customer || c.customer === str(input.customer)) &&
      (gte === undefined || c.created >= gte) &&
      (gt === undefined || c.created > gt) &&
      (lte === undefined || c.created <= lte) &&
      (lt === undefined || c.created < lt),
  );
}
