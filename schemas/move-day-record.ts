import * as z from 'zod';
import { MediaIdSchema } from './common';
import { isOneLine, isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';

/*
 * The move-day record (docs/inventory.md, item 5): at loading and again at delivery the crew
 * checks the booked inventory off on a phone, notes each item's condition and the exceptions
 * with photos, and the customer signs by typing their name on the same screen. The signed record
 * goes to both sides as a PDF; it is what a damage claim starts from (49 CFR 375.503 asks a
 * mover to prepare an inventory at loading that both sign, and to have it signed at delivery).
 */

export const MOVE_DAY_STAGES = ['LOADING', 'DELIVERY'] as const;
export const MoveDayStageSchema = z.enum(MOVE_DAY_STAGES, { error: 'The stage is LOADING or DELIVERY' });
export type MoveDayStage = z.infer<typeof MoveDayStageSchema>;
export const MOVE_DAY_STAGE_LABELS: Record<MoveDayStage, string> = {
  LOADING: 'At loading',
  DELIVERY: 'At delivery',
};

export const ITEM_CONDITIONS = ['GOOD', 'DAMAGED', 'MISSING'] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];
export const ITEM_CONDITION_LABELS: Record<ItemCondition, string> = {
  GOOD: 'Good',
  DAMAGED: 'Damaged',
  MISSING: 'Missing',
};

export const MOVE_DAY_LIMITS = { note: 300, exceptions: 2000, photos: 10 } as const;

export const MOVE_DAY_MESSAGES = {
  notYet: (day: string) => `The move-day record opens on the move day, ${day}.`,
  notBooked: 'Only a booked move has a move-day record.',
  signed: 'This part of the record is signed: nothing in it changes any more.',
  loadingFirst: 'The delivery check starts once the customer has signed the record at loading.',
  itemCount: 'The record lists every item of the booked inventory, in its order. Reload and try again.',
  unchecked: (count: number) =>
    `Check off every item (or mark it missing) before the customer signs: ${count} ${count === 1 ? 'item is' : 'items are'} not checked yet.`,
  nameMismatch: 'The customer types their full name as it appears on the booking.',
  signedName: 'Type your full name to sign',
  saveFirst: 'Save the record before the customer signs it.',
  note: `A note has at most ${MOVE_DAY_LIMITS.note} characters`,
  exceptions: `Exceptions have at most ${MOVE_DAY_LIMITS.exceptions.toLocaleString('en-US')} characters`,
  tooManyPhotos: `Add at most ${MOVE_DAY_LIMITS.photos} photos`,
  photoNotYours: 'Each photo must be an image you uploaded and MoveMatch accepted',
  saved: 'Move-day record saved',
  signedToast: 'Signed. Both of you get the signed record as a PDF by e-mail.',
} as const;

/** One inventory line as the crew checks it. */
export const ItemCheckInputSchema = z.strictObject({
  checked: z.boolean(),
  condition: z.enum(ITEM_CONDITIONS, { error: 'The condition is Good, Damaged or Missing' }),
  note: z
    .string()
    .refine(isOneLine, PLAIN.oneLine('A note'))
    .trim()
    .max(MOVE_DAY_LIMITS.note, MOVE_DAY_MESSAGES.note)
    .default(''),
});
export type ItemCheckInput = z.infer<typeof ItemCheckInputSchema>;

/** PUT /booking/{id}/move-day-record/{stage}: the checks in the inventory's order, the exceptions and photos. */
export const SaveMoveDayStageBodySchema = z.strictObject({
  items: z.array(ItemCheckInputSchema).max(3000),
  exceptions: z
    .string()
    .refine(isPlainLines, PLAIN.multiLine('Exceptions'))
    .trim()
    .max(MOVE_DAY_LIMITS.exceptions, MOVE_DAY_MESSAGES.exceptions)
    .default(''),
  photo_media_ids: z.array(MediaIdSchema).max(MOVE_DAY_LIMITS.photos, MOVE_DAY_MESSAGES.tooManyPhotos).default([]),
});
export type SaveMoveDayStageBody = z.infer<typeof SaveMoveDayStageBodySchema>;

/** POST /booking/{id}/move-day-record/{stage}/sign: the customer's typed name. */
export const SignMoveDayStageBodySchema = z.strictObject({
  signed_name: z
    .string({ error: MOVE_DAY_MESSAGES.signedName })
    .refine(isOneLine, PLAIN.oneLine('The name'))
    .trim()
    .min(2, MOVE_DAY_MESSAGES.signedName)
    .max(120, MOVE_DAY_MESSAGES.signedName),
});
export type SignMoveDayStageBody = z.infer<typeof SignMoveDayStageBodySchema>;

export const MoveDayStageParamsSchema = z.object({ id: z.string().min(1).max(64), stage: MoveDayStageSchema });

/** One line of the record: the inventory's line and its check. */
export const RecordItemSchema = z.object({
  room: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** Per piece, as the booked inventory lists it: what the found volume is summed from. */
  cubic_feet: z.number(),
  checked: z.boolean(),
  condition: z.enum(ITEM_CONDITIONS),
  note: z.string(),
});
export type RecordItem = z.infer<typeof RecordItemSchema>;

export const MoveDayStageViewSchema = z.object({
  stage: MoveDayStageSchema,
  /** Not started: the inventory's lines unchecked; saved: as the crew left them. */
  started: z.boolean(),
  items: z.array(RecordItemSchema),
  exceptions: z.string(),
  photos: z.array(z.object({ media_id: z.string(), url: z.string() })),
  signed_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type MoveDayStageView = z.infer<typeof MoveDayStageViewSchema>;

/** GET /booking/{id}/move-day-record: both stages, on the inventory version the booking holds. */
export const MoveDayRecordViewSchema = z.object({
  quote_id: z.string(),
  /** The booked inventory's version the record checks (null: the customer listed none). */
  inventory_version: z.number().nullable(),
  /** The record can be written from the move day on (the booking's day, Carolinas time). */
  open: z.boolean(),
  /** The customer's full name, which the signature must match. */
  customer_name: z.string(),
  loading: MoveDayStageViewSchema,
  delivery: MoveDayStageViewSchema,
});
export type MoveDayRecordView = z.infer<typeof MoveDayRecordViewSchema>;

/** Items checked off or marked missing: what a signature needs. */
export const uncheckedCount = (items: ReadonlyArray<Pick<RecordItem, 'checked' | 'condition'>>) =>
  items.filter((item) => !item.checked && item.condition !== 'MISSING').length;

/** A typed name matches the customer's name whatever the case and spacing. */
export const sameSignedName = (typed: string, name: string) =>
  typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Cubic feet the crew found at loading: every line not marked missing, one decimal. */
export const foundCubicFeet = (items: ReadonlyArray<Pick<RecordItem, 'quantity' | 'cubic_feet' | 'condition'>>) =>
  Math.round(
    items.reduce((sum, item) => sum + (item.condition === 'MISSING' ? 0 : item.quantity * item.cubic_feet), 0) * 10,
  ) / 10;

/** A move's inventory is accurate when the goods found at loading are within 10 % of the booked volume. */
export const INVENTORY_ACCURACY_TOLERANCE = 0.1;

/** Inventory accuracy over a company's signed loading records (performance analytics). */
export const InventoryAccuracySchema = z.object({
  moves: z.number().int(),
  within_tolerance: z.number().int(),
  booked_cubic_feet: z.number(),
  found_cubic_feet: z.number(),
});
export type InventoryAccuracy = z.infer<typeof InventoryAccuracySchema>;

/** "4 of 5 moves within 10 % of the booked volume; 98 % of the booked cubic feet found". */
export function inventoryAccuracyText(accuracy: InventoryAccuracy): string {
  const share =
    accuracy.booked_cubic_feet > 0 ? Math.round((accuracy.found_cubic_feet / accuracy.booked_cubic_feet) * 100) : 100;
  return `${accuracy.within_tolerance} of ${accuracy.moves} ${accuracy.moves === 1 ? 'move' : 'moves'} within 10 % of the booked volume; ${share} % of the booked cubic feet found at loading`;
}
