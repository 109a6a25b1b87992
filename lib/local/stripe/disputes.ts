import type { StripeContext } from './context';
import { leftOfCharge } from './charges';
import { emitEvent } from './event-log';
import { metadataOf, str, type FormObject } from './form-body';
import { newId, nowSeconds, type Dispute } from './objects';
import { invalid, missing } from './stripe-error';

/*
 * Chargebacks, reduced to what MoveMatch does with them: a cardholder's bank disputes a charge
 * (here a test control route stands for the bank), `charge.dispute.created` goes out, and the
 * dispute is closed won or lost (`charge.dispute.closed`), as Stripe's test cards and dashboard do.
 */

/** Stripe gives the merchant about 7 to 21 days to answer; the emulator says 7. */
const EVIDENCE_DAYS = 7;
const DAY_S = 24 * 60 * 60;
const REASONS = ['fraudulent', 'product_not_received', 'product_unacceptable', 'duplicate', 'general'];

export function openDispute(ctx: StripeContext, chargeId: string, input: FormObject): Dispute {
  const charge = ctx.store.data.charges[chargeId];
  if (!charge) throw missing('charge', chargeId);
  const reason = str(input.reason) ?? 'product_not_received';
  if (!REASONS.includes(reason)) throw invalid(`reason must be one of ${REASONS.join(', ')}.`, 'reason');
  const created = nowSeconds();
  const dispute: Dispute = {
    id: newId('dp'),
    object: 'dispute',
    amount: leftOfCharge(charge),
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason,
    status: 'needs_response',
    evidence_details: { due_by: created + EVIDENCE_DAYS * DAY_S, has_evidence: false, submission_count: 0 },
    evidence: Object.fromEntries(EVIDENCE_TEXT_FIELDS.map((field) => [field, null])),
    metadata: {},
    created,
    livemode: false,
  };
  ctx.store.data.disputes[dispute.id] = dispute;
  charge.disputed = true;
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'charge.dispute.created', dispute);
  return dispute;
}

export function findDispute(ctx: StripeContext, id: string): Dispute {
  const dispute = ctx.store.data.disputes[id];
  if (!dispute) throw missing('dispute', id);
  return dispute;
}

/** Stripe's text fields of a dispute's evidence (the file fields, which take uploaded File ids, are not emulated). */
const EVIDENCE_TEXT_FIELDS = [
  'access_activity_log',
  'billing_address',
  'cancellation_policy_disclosure',
  'cancellation_rebuttal',
  'customer_email_address',
  'customer_name',
  'customer_purchase_ip',
  'duplicate_charge_explanation',
  'duplicate_charge_id',
  'product_description',
  'refund_policy_disclosure',
  'refund_refusal_explanation',
  'service_date',
  'shipping_address',
  'shipping_carrier',
  'shipping_date',
  'shipping_tracking_number',
  'uncategorized_text',
];
/** Stripe's limit on one text field of the evidence. */
const EVIDENCE_TEXT_MAX = 20_000;

/**
 * POST /v1/disputes/{id}: the merchant's evidence (merged into what was given before) and
 * metadata; `submit=true` sends it to the bank, after which the dispute is under review and
 * takes no more evidence, as at Stripe.
 */
export function updateDispute(ctx: StripeContext, id: string, input: FormObject): Dispute {
  const dispute = findDispute(ctx, id);
  if (dispute.status !== 'needs_response')
    throw invalid(`This dispute is ${dispute.status} and can no longer be updated.`, 'evidence');
  const evidence = (input.evidence ?? {}) as FormObject;
  for (const [field, value] of Object.entries(evidence)) {
    if (!EVIDENCE_TEXT_FIELDS.includes(field))
      throw invalid(`Received unknown parameter: evidence[${field}]`, 'evidence');
    const text = str(value) ?? '';
    if (text.length > EVIDENCE_TEXT_MAX)
      throw invalid(`evidence[${field}] is longer than ${EVIDENCE_TEXT_MAX} characters.`, `evidence[${field}]`);
    dispute.evidence[field] = text;
  }
  Object.assign(dispute.metadata, metadataOf(input.metadata));
  const previous = { status: dispute.status };
  dispute.evidence_details.has_evidence = Object.values(dispute.evidence).some(Boolean);
  if (str(input.submit) === 'true') {
    dispute.status = 'under_review';
    dispute.evidence_details.submission_count += 1;
  }
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'charge.dispute.updated', dispute, previous);
  return dispute;
}

/** The bank's decision: won (the money comes back to the platform) or lost (it stays with the cardholder). */
export function closeDispute(ctx: StripeContext, id: string, input: FormObject): Dispute {
  const dispute = findDispute(ctx, id);
  const status = str(input.status);
  if (status !== 'won' && status !== 'lost') throw invalid('status must be won or lost.', 'status');
  const previous = { status: dispute.status };
  dispute.status = status;
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'charge.dispute.closed', dispute, previous);
  return dispute;
}

/** GET /v1/disputes filters: `charge`, `payment_intent`. */
export const disputesMatching = (ctx: StripeContext, input: FormObject) =>
  Object.values(ctx.store.data.disputes).filter(
    (d) =>
      (!input.charge || d.charge === str(input.charge)) &&
      (!input.payment_intent || d.payment_intent === str(input.payment_intent)),
  );
