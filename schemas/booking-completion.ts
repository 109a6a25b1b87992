import * as z from 'zod';
import { ChargebackViewSchema } from './chargeback-view';
import { NoShowViewSchema } from './booking-cancellation';
import { formatDollars, isWholeCents, MONEY_MESSAGES } from './money';
import { isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { formatCalendarDay } from './date-text';
import { agreedTotal, BookedTermsSchema, BookingStageSchema, highestFinalPrice, type BookedTerms } from './bookings';
import {
  AdjustmentSchema,
  CompletionViewSchema,
  DISPUTE_OUTCOMES,
  PriceAccuracySchema,
  type DisputeOutcome,
} from './booking-completion-view';
import { MediaIdSchema } from './company-profile';
import { LINE_ITEM_LABELS } from './estimates';
import { toCents } from './estimate-totals';

/*
 * After the move: the company states the final price, the customer confirms or disputes within
 * 7 days, an admin resolves disputes; every completed move counts in the company's price
 * accuracy. In plain words: docs/booking-lifecycle.md, 'After the move'.
 */

/** Days the customer has to confirm or dispute a completion; no answer counts as confirmed. */
export const CONFIRMATION_DAYS = 7;
export const DISPUTE_REASON_MIN = 20;
export const DISPUTE_REASON_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 4;
/** The adjustment line for a charge the terms did not list. */
export const OTHER_LINE = 'Other';
export const MOVING_CHARGE_LINE = 'Moving charge';
export const TRAVEL_FEE_LINE = 'Travel fee';
/** The line for goods beyond the booked inventory; its adjustment names them (docs/inventory.md). */
export const EXTRA_GOODS_LINE = 'Extra goods';

export const COMPLETION_MESSAGES = {
  beforeMoveDay: (day: string) => `The move can be marked completed from its move day (${formatCalendarDay(day)}) on.`,
  alreadyCompleted: 'This move has already been marked completed.',
  notUpcoming: 'Only a booked, upcoming move can be marked completed.',
  bindingPrice: (total: string) =>
    `A binding estimate’s final price is the agreed total (${total}). Anything extra needs a change the customer accepted.`,
  notToExceed: (total: string) => `The final price may not exceed the agreed total (${total}).`,
  nonBindingCap: (cap: string, total: string) =>
    `MoveMatch caps a non-binding estimate’s final price at 110 % of the estimate: at most ${cap} (110 % of ${total}). This is MoveMatch’s promise, stricter than the law: for interstate moves the federal rule (49 CFR 375.407) limits only what is due at delivery to 110 %.`,
  adjustmentsRequired: 'Explain the difference from the agreed total, line by line.',
  adjustmentsSum: (difference: string) =>
    `The adjustments must add up to the difference from the agreed total (${difference}).`,
  adjustmentsWhenEqual: 'The final price equals the agreed total: leave the adjustments out.',
  unknownLine: (line: string) => `“${line}” is not a line of the booked terms. Choose one of them or Other.`,
  finalPrice: 'Enter the final price in dollars',
  tooManyAdjustments: 'At most 12 adjustments',
  notPending: 'This move is not waiting for your confirmation.',
  disputeWindowClosed: `The ${CONFIRMATION_DAYS} days to dispute this completion have passed; it counts as confirmed.`,
  disputeReason: `Describe the problem in ${DISPUTE_REASON_MIN} to ${DISPUTE_REASON_MAX} characters`,
  tooManyPhotos: `Add at most ${DISPUTE_PHOTOS_MAX} photos`,
  photoNotYours: 'Each photo must be an image you uploaded and MoveMatch accepted',
  notDisputed: 'Only a disputed move can be resolved.',
  resolutionNote: 'Write a note of 3 to 2000 characters on how the dispute was resolved',
  fairPrice: 'Enter the price you think is fair in dollars',
  fairPriceAbove: (final: string) =>
    `The price you think is fair must be below the company’s final price (${final}); leave it empty to keep the agreed total.`,
  statement: `Write your side in ${DISPUTE_REASON_MIN} to ${DISPUTE_REASON_MAX} characters`,
  statementNotDisputed: 'You can give your side only while the move is disputed.',
  outcome: "Choose how to resolve: at the company's price, at the customer's, or at an amount between",
  betweenAmount: (low: string, high: string) =>
    `Choose an amount between the customer’s price (${low}) and the company’s (${high}).`,
  amountOnlyBetween: 'Give an amount only to resolve at an amount between the two prices.',
  extraGoodsFixedPrice:
    'On a binding or not-to-exceed estimate, goods beyond the booked inventory are paid only through a change the customer accepted before the move.',
  extraGoodsItems: 'Name the added items and the cubic feet of each.',
  itemsOnlyForExtraGoods: `Only the ${EXTRA_GOODS_LINE} line lists items.`,
} as const;

const DollarsSchema = z
  .number({ error: COMPLETION_MESSAGES.finalPrice })
  .min(0, COMPLETION_MESSAGES.finalPrice)
  .max(1_000_000, COMPLETION_MESSAGES.finalPrice)
  .refine(isWholeCents, MONEY_MESSAGES.wholeCents);

/** POST /booking/{id}/complete: the final price and, when it differs from the agreed total, why. */
export const CompleteBookingBodySchema = z.strictObject({
  final_price: DollarsSchema,
  adjustments: z.array(AdjustmentSchema).max(12, COMPLETION_MESSAGES.tooManyAdjustments).default([]),
});
export type CompleteBookingBody = z.infer<typeof CompleteBookingBodySchema>;

/** A side's words in a dispute: plain lines, DISPUTE_REASON_MIN to DISPUTE_REASON_MAX characters. */
const disputeText = (what: string, message: string) =>
  z
    .string({ error: message })
    .refine(isPlainLines, PLAIN.multiLine(what))
    .trim()
    .min(DISPUTE_REASON_MIN, message)
    .max(DISPUTE_REASON_MAX, message);

/** POST /booking/{id}/dispute: why, and up to 4 photos the customer uploaded (kind 'attachment'). */
export const DisputeBookingBodySchema = z.strictObject({
  reason: disputeText('The reason', COMPLETION_MESSAGES.disputeReason),
  photo_media_ids: z.array(MediaIdSchema).max(DISPUTE_PHOTOS_MAX, COMPLETION_MESSAGES.tooManyPhotos).default([]),
  /** The final price the customer thinks is fair (below the company's); left out: the agreed total. */
  fair_price: z
    .number({ error: COMPLETION_MESSAGES.fairPrice })
    .min(0, COMPLETION_MESSAGES.fairPrice)
    .max(1_000_000, COMPLETION_MESSAGES.fairPrice)
    .refine(isWholeCents, MONEY_MESSAGES.wholeCents)
    .optional(),
});
export type DisputeBookingBody = z.infer<typeof DisputeBookingBodySchema>;

/** POST /booking/{id}/dispute-statement: the company's side of a disputed move, for the admin. */
export const DisputeStatementBodySchema = z.strictObject({
  statement: disputeText('The statement', COMPLETION_MESSAGES.statement),
});
export type DisputeStatementBody = z.infer<typeof DisputeStatementBodySchema>;

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  company_price: 'At the company’s price',
  customer_price: 'At the customer’s price',
  between: 'At an amount between',
};

/** POST /admin/bookings/{id}/resolve: the outcome, its amount when between, the admin's note; the move becomes COMPLETED. */
export const ResolveDisputeBodySchema = z.strictObject({
  outcome: z.enum(DISPUTE_OUTCOMES, { error: COMPLETION_MESSAGES.outcome }),
  amount: DollarsSchema.optional(),
  note: z
    .string({ error: COMPLETION_MESSAGES.resolutionNote })
    .refine(isPlainLines, PLAIN.multiLine('The note'))
    .trim()
    .min(3, COMPLETION_MESSAGES.resolutionNote)
    .max(2000, COMPLETION_MESSAGES.resolutionNote),
});
export type ResolveDisputeBody = z.infer<typeof ResolveDisputeBodySchema>;

/** The two sides' prices of a dispute: the company's final price, and the customer's (never above it). */
export function disputePrices(finalPrice: number, agreed: number, fairPrice: number | null) {
  return { company: finalPrice, customer: Math.min(fairPrice ?? agreed, finalPrice) };
}

/** The final price an admin's resolution sets, or why it cannot (a 400's message). */
export function resolvedPrice(
  body: Pick<ResolveDisputeBody, 'outcome' | 'amount'>,
  prices: { company: number; customer: number },
): { price: number } | { refusal: string } {
  if (body.outcome !== 'between')
    return body.amount === undefined
      ? { price: body.outcome === 'company_price' ? prices.company : prices.customer }
      : { refusal: COMPLETION_MESSAGES.amountOnlyBetween };
  const amount = body.amount;
  if (amount === undefined || amount <= prices.customer || amount >= prices.company)
    return {
      refusal: COMPLETION_MESSAGES.betweenAmount(formatDollars(prices.customer), formatDollars(prices.company)),
    };
  return { price: amount };
}

/** The lines an adjustment may name: the terms' own charges, and Other. */
export function adjustmentLinesOf(terms: BookedTerms): string[] {
  const estimate = terms.estimate;
  if (!estimate) return [MOVING_CHARGE_LINE, OTHER_LINE];
  const items = estimate.line_items.map((item) =>
    item.kind === 'OTHER' && item.label ? item.label : LINE_ITEM_LABELS[item.kind],
  );
  const travel = estimate.travel_fee > 0 ? [TRAVEL_FEE_LINE] : [];
  // Only an hourly estimate may bill goods beyond the booked inventory at completion.
  const extraGoods = estimate.type === 'NON_BINDING_HOURLY' ? [EXTRA_GOODS_LINE] : [];
  return [...new Set([MOVING_CHARGE_LINE, ...travel, ...items, ...extraGoods, OTHER_LINE])];
}

/**
 * Why a completion cannot state this final price under the booked terms, or null when it may:
 * the estimate type's cap (binding: exactly the agreed total; not to exceed and price only: at
 * most it; non-binding hourly: at most 110 %), then the adjustments (required when the final
 * differs, on the terms' lines, adding up to the difference).
 */
export function completionRefusal(terms: BookedTerms, body: CompleteBookingBody): string | null {
  const agreed = agreedTotal(terms);
  const final = toCents(body.final_price);
  const type = terms.estimate?.type ?? null;
  if (type === 'BINDING' && final !== agreed) return COMPLETION_MESSAGES.bindingPrice(formatDollars(agreed));
  if (final > highestFinalPrice(terms)) {
    return type === 'NON_BINDING_HOURLY'
      ? COMPLETION_MESSAGES.nonBindingCap(formatDollars(highestFinalPrice(terms)), formatDollars(agreed))
      : COMPLETION_MESSAGES.notToExceed(formatDollars(agreed));
  }
  const difference = toCents(final - agreed);
  if (difference === 0) return body.adjustments.length > 0 ? COMPLETION_MESSAGES.adjustmentsWhenEqual : null;
  if (body.adjustments.length === 0) return COMPLETION_MESSAGES.adjustmentsRequired;
  const lines = adjustmentLinesOf(terms);
  const extraGoods = body.adjustments.filter((adjustment) => adjustment.line === EXTRA_GOODS_LINE);
  if (extraGoods.length > 0 && type !== 'NON_BINDING_HOURLY') return COMPLETION_MESSAGES.extraGoodsFixedPrice;
  if (extraGoods.some((adjustment) => !adjustment.items?.length)) return COMPLETION_MESSAGES.extraGoodsItems;
  if (body.adjustments.some((adjustment) => adjustment.line !== EXTRA_GOODS_LINE && adjustment.items?.length))
    return COMPLETION_MESSAGES.itemsOnlyForExtraGoods;
  const unknown = body.adjustments.find((adjustment) => !lines.includes(adjustment.line));
  if (unknown) return COMPLETION_MESSAGES.unknownLine(unknown.line);
  const sum = toCents(body.adjustments.reduce((total, adjustment) => total + adjustment.amount, 0));
  return sum === difference ? null : COMPLETION_MESSAGES.adjustmentsSum(formatDollars(difference));
}

/**
 * The admin's queues of booked moves. hold_failed: protected-payment bookings whose balance the
 * card refused to hold; chargebacks: bookings whose charge a customer's bank disputes; no_shows:
 * upcoming bookings whose customer reported that the company did not come (issue 39).
 */
export const BOOKING_QUEUE_VIEWS = [
  'disputed',
  'awaiting_completion',
  'no_shows',
  'hold_failed',
  'chargebacks',
] as const;
export type BookingQueueView = (typeof BOOKING_QUEUE_VIEWS)[number];
export const BookingQueueQuerySchema = z.strictObject({
  view: z.enum(BOOKING_QUEUE_VIEWS, {
    error: "view is 'disputed', 'awaiting_completion', 'no_shows', 'hold_failed' or 'chargebacks'",
  }),
});

/** One message of the move's conversation, as the admin resolving its dispute reads it. */
export const DisputeMessageSchema = z.object({
  side: z.enum(['customer', 'company']),
  sender: z.string(),
  content: z.string(),
  at: z.string(),
});
export type DisputeMessage = z.infer<typeof DisputeMessageSchema>;

export const BookingQueueRowSchema = z.object({
  quote_id: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  /** The customer as the admin reaches them (name and e-mail); null when the profile is gone. */
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  stage: BookingStageSchema,
  move_day: z.string(),
  terms: BookedTermsSchema,
  agreed_total: z.number(),
  highest_final_price: z.number(),
  completion: CompletionViewSchema.nullable(),
  /** When the company was reminded to mark the move completed. */
  completion_reminder_sent_at: z.string().nullable(),
  /** How the booking's money goes: through MoveMatch (protected payment) or paid directly. */
  payment_kind: z.enum(['protected', 'direct']),
  /** The customer's report that the company did not come, waiting for an admin. */
  no_show: NoShowViewSchema.nullable(),
  /** The booking's last chargeback (its money held while open). */
  chargeback: ChargebackViewSchema.nullable(),
  /** The disputes queue only: the customer's and the company's conversation about the move (latest 50). */
  conversation: z.array(DisputeMessageSchema),
});
export type BookingQueueRow = z.infer<typeof BookingQueueRowSchema>;

/** GET /admin/bookings/queue: one queue, and the marketplace's price accuracy. */
export const BookingQueueSchema = z.object({
  view: z.enum(BOOKING_QUEUE_VIEWS),
  rows: z.array(BookingQueueRowSchema),
  marketplace_price_accuracy: PriceAccuracySchema,
});
export type BookingQueue = z.infer<typeof BookingQueueSchema>;
