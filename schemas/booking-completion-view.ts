import * as z from 'zod';
import { isWholeCents, MONEY_MESSAGES } from './money';
import { isOneLine, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';

/*
 * The completion of a booked move as screens show it (on the booking page and the admin's
 * queue) and the price accuracy counters; the rules are schemas/booking-completion.ts.
 */

export const ADJUSTMENT_MESSAGES = {
  adjustmentAmount: 'Enter the adjustment in dollars (negative for a reduction)',
  adjustmentReason: 'Give a reason for this adjustment in 3 to 300 characters',
  adjustmentLine: 'Choose the line this adjustment is for',
} as const;

/** An item an 'Extra goods' adjustment names: what was moved beyond the booked inventory. */
export const ExtraGoodsItemSchema = z.strictObject({
  name: z
    .string({ error: 'Name each added item' })
    .refine(isOneLine, PLAIN.oneLine('The item'))
    .trim()
    .min(1, 'Name each added item')
    .max(80, 'Keep each item under 80 characters'),
  quantity: z
    .number({ error: 'Each item needs a quantity from 1 to 99' })
    .int('Each item needs a quantity from 1 to 99')
    .min(1, 'Each item needs a quantity from 1 to 99')
    .max(99, 'Each item needs a quantity from 1 to 99'),
  cubic_feet: z
    .number({ error: 'Give each item its cubic feet (above 0, at most 500)' })
    .gt(0, 'Give each item its cubic feet (above 0, at most 500)')
    .max(500, 'Give each item its cubic feet (above 0, at most 500)'),
});
export type ExtraGoodsItem = z.infer<typeof ExtraGoodsItemSchema>;

export const AdjustmentSchema = z.strictObject({
  line: z
    .string({ error: ADJUSTMENT_MESSAGES.adjustmentLine })
    .refine(isOneLine, PLAIN.oneLine('The line'))
    .trim()
    .min(1, ADJUSTMENT_MESSAGES.adjustmentLine)
    .max(120),
  amount: z
    .number({ error: ADJUSTMENT_MESSAGES.adjustmentAmount })
    .min(-1_000_000, ADJUSTMENT_MESSAGES.adjustmentAmount)
    .max(1_000_000, ADJUSTMENT_MESSAGES.adjustmentAmount)
    .refine(isWholeCents, MONEY_MESSAGES.wholeCents)
    .refine((amount) => amount !== 0, ADJUSTMENT_MESSAGES.adjustmentAmount),
  reason: z
    .string({ error: ADJUSTMENT_MESSAGES.adjustmentReason })
    .refine(isOneLine, PLAIN.oneLine('The reason'))
    .trim()
    .min(3, ADJUSTMENT_MESSAGES.adjustmentReason)
    .max(300, ADJUSTMENT_MESSAGES.adjustmentReason),
  /** Only on the 'Extra goods' line, and required there: the added items, each with its cubic feet (per piece). */
  items: z.array(ExtraGoodsItemSchema).max(50, 'At most 50 added items').optional(),
});
export type Adjustment = z.infer<typeof AdjustmentSchema>;

/** The volume an 'Extra goods' adjustment added, to one decimal. */
export const extraGoodsCubicFeet = (items: readonly ExtraGoodsItem[]) =>
  Math.round(items.reduce((total, item) => total + item.quantity * item.cubic_feet, 0) * 10) / 10;

/**
 * How an admin ends a dispute: at the company's final price, at the price the customer thinks
 * fair (the agreed total when they named none, never above the company's), or at an amount
 * strictly between the two.
 */
export const DISPUTE_OUTCOMES = ['company_price', 'customer_price', 'between'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The completion as both sides (and the admin) see it on the booking. */
export const CompletionViewSchema = z.object({
  final_price: z.number(),
  adjustments: z.array(AdjustmentSchema),
  completed_at: z.string(),
  /** The customer's deadline to confirm or dispute (then it counts as confirmed). */
  answer_by: z.string(),
  confirmed_at: z.string().nullable(),
  /** Confirmed by nobody within the 7 days. */
  auto_confirmed: z.boolean(),
  dispute: z
    .object({
      reason: z.string(),
      photos: z.array(z.object({ media_id: z.string(), url: z.string() })),
      disputed_at: z.string(),
      /** The final price the customer named as fair; null: they named none (the agreed total counts). */
      fair_price: z.number().nullable(),
      /** What resolving 'at the customer's price' sets: the fair price or the agreed total, never above the company's. */
      customer_price: z.number(),
      /** The company's side, for the admin. */
      company_statement: z.object({ text: z.string(), at: z.string() }).nullable(),
    })
    .nullable(),
  resolution: z
    .object({
      note: z.string(),
      resolved_at: z.string(),
      outcome: z.enum(DISPUTE_OUTCOMES),
      /** The company's final price before the resolution (final_price is the resolved one). */
      company_price: z.number(),
    })
    .nullable(),
});
export type CompletionView = z.infer<typeof CompletionViewSchema>;

/** How often a company's final price matched its quote: final <= agreed total, and final / agreed overall. */
export const PriceAccuracySchema = z.object({
  completed_moves: z.number().int(),
  matched_moves: z.number().int(),
  /** Sum of final prices over sum of agreed totals (1 = exactly as quoted). */
  final_to_agreed: z.number().nullable(),
});
export type PriceAccuracy = z.infer<typeof PriceAccuracySchema>;

/** 'Final price matched the quote on 9 of 10 moves'. */
export const priceAccuracyText = (accuracy: Pick<PriceAccuracy, 'completed_moves' | 'matched_moves'>) =>
  `Final price matched the quote on ${accuracy.matched_moves} of ${accuracy.completed_moves} moves`;

/** Completed moves a company needs before its price accuracy is shown to customers. */
export const PRICE_ACCURACY_MIN_MOVES = 3;

/** The counters a company (and the marketplace) keeps, as stored; absent means none yet. */
export interface PriceAccuracyCounters {
  accuracy_completed?: number;
  accuracy_matched?: number;
  accuracy_final_sum?: number;
  accuracy_agreed_sum?: number;
}

export function priceAccuracyOf(counters: PriceAccuracyCounters): PriceAccuracy {
  const agreed = counters.accuracy_agreed_sum ?? 0;
  return {
    completed_moves: counters.accuracy_completed ?? 0,
    matched_moves: counters.accuracy_matched ?? 0,
    final_to_agreed: agreed > 0 ? Math.round(((counters.accuracy_final_sum ?? 0) / agreed) * 1000) / 1000 : null,
  };
}

/** What customers see: the accuracy once the company has completed PRICE_ACCURACY_MIN_MOVES moves. */
export function publicPriceAccuracy(counters: PriceAccuracyCounters): PriceAccuracy | null {
  const accuracy = priceAccuracyOf(counters);
  return accuracy.completed_moves >= PRICE_ACCURACY_MIN_MOVES ? accuracy : null;
}
