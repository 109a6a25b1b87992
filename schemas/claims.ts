import * as z from 'zod';
import { formatCalendarDay } from './date-text';
import { MediaIdSchema } from './common';
import { isOneLine, isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import type { MoveRegime } from './move-regime';
import { RELEASED_VALUE_PER_LB, type ValuationOption } from './valuation';

/*
 * Loss and damage claims on a completed booking (docs/compliance.md, Claims). The clocks are the
 * federal ones for interstate moves (49 CFR 370: file within 9 months of delivery, the carrier
 * acknowledges within 30 days and pays or declines within 120, with a status update every 60 days
 * while it cannot decide); MoveMatch applies them to every regime (more than NC and SC ask).
 */

/** Months after delivery a customer may file (49 CFR 370.3, the bill of lading's terms). */
export const CLAIM_FILING_MONTHS = 9;
/** Days the company has to acknowledge a claim in writing (49 CFR 370.5). */
export const CLAIM_ACKNOWLEDGE_DAYS = 30;
/** Days the company has to pay, repair, replace or decline (49 CFR 370.9(a)). */
export const CLAIM_DECIDE_DAYS = 120;
/** While undecided after 120 days, a status update every 60 days (49 CFR 370.9(b)). */
export const CLAIM_UPDATE_DAYS = 60;
/** Interstate claims up to this amount may go to the carrier's arbitration (49 CFR 375.211). */
export const ARBITRATION_MAX_CLAIM = 10_000;
export const MAX_CLAIM_ITEMS = 30;
/** Photos of the loss or damage the customer may add to a claim. */
export const CLAIM_PHOTOS_MAX = 8;

/** Booking stages in which the company has marked the move completed (delivered): a claim may be filed. */
export const CLAIMABLE_STAGES: readonly string[] = ['COMPLETED_PENDING', 'COMPLETED', 'DISPUTED'];

export const CLAIM_STATUSES = ['FILED', 'ACKNOWLEDGED', 'SETTLED', 'DENIED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  FILED: 'Filed, waiting for the company',
  ACKNOWLEDGED: 'Acknowledged by the company',
  SETTLED: 'Settled',
  DENIED: 'Declined',
};

export const CLAIM_DECISIONS = ['PAY', 'REPAIR', 'REPLACE', 'DENY'] as const;
export type ClaimDecisionType = (typeof CLAIM_DECISIONS)[number];
export const CLAIM_DECISION_LABELS: Record<ClaimDecisionType, string> = {
  PAY: 'Pay',
  REPAIR: 'Repair',
  REPLACE: 'Replace',
  DENY: 'Decline',
};

export const CLAIM_MESSAGES = {
  notCompleted: 'A claim can be filed once the company has marked the move completed.',
  tooLate: (lastDay: string) =>
    `Claims for this move had to be filed by ${formatCalendarDay(lastDay)} (9 months after delivery).`,
  alreadyFiled: 'A claim for this move is already filed: add to it by messaging the company.',
  noClaim: 'No claim has been filed for this move.',
  itemName: 'Name the item in 1 to 80 characters',
  itemAmount: 'Enter what the item’s loss or damage cost, from $1 to $100,000',
  itemWeight: 'Enter the item’s weight in pounds, from 1 to 5,000',
  items: `List 1 to ${MAX_CLAIM_ITEMS} items`,
  description: 'Describe what happened in 10 to 2,000 characters',
  tooManyPhotos: `Add at most ${CLAIM_PHOTOS_MAX} photos`,
  photoNotYours: 'Each photo must be an image you uploaded and MoveMatch accepted',
  notInInventory: (name: string) => `${name} is not in this move’s inventory: name it yourself instead`,
  alreadyAcknowledged: 'This claim is already acknowledged.',
  alreadyDecided: 'This claim is already decided.',
  denyReason: 'Give the reason for declining the claim (10 to 1,000 characters)',
  amountRequired: 'Enter the amount paid or the value of the repair or replacement',
  decisionType: 'Choose pay, repair, replace or decline',
} as const;

export const ClaimItemInputSchema = z.strictObject({
  name: z
    .string({ error: CLAIM_MESSAGES.itemName })
    .refine(isOneLine, PLAIN.oneLine('The item'))
    .trim()
    .min(1, CLAIM_MESSAGES.itemName)
    .max(80, CLAIM_MESSAGES.itemName),
  /** Its weight, which prices a released-value claim (60 cents a pound); optional otherwise. */
  weight_lb: z
    .number({ error: CLAIM_MESSAGES.itemWeight })
    .min(1, CLAIM_MESSAGES.itemWeight)
    .max(5_000, CLAIM_MESSAGES.itemWeight)
    .nullable()
    .optional(),
  /**
   * The inventory line it was listed as (room and item name), when the customer picks it from the
   * move's inventory: the server then takes its name and per-piece weight from the inventory.
   */
  inventory_line: z
    .strictObject({ room: z.string().trim().min(1).max(60), name: z.string().trim().min(1).max(80) })
    .nullable()
    .optional(),
  amount: z
    .number({ error: CLAIM_MESSAGES.itemAmount })
    .min(1, CLAIM_MESSAGES.itemAmount)
    .max(100_000, CLAIM_MESSAGES.itemAmount),
});
export type ClaimItemInput = z.infer<typeof ClaimItemInputSchema>;

/** POST /booking/{id}/claim: the items lost or damaged and what happened. */
export const FileClaimBodySchema = z.strictObject({
  items: z.array(ClaimItemInputSchema).min(1, CLAIM_MESSAGES.items).max(MAX_CLAIM_ITEMS, CLAIM_MESSAGES.items),
  description: z
    .string({ error: CLAIM_MESSAGES.description })
    .refine(isPlainLines, PLAIN.multiLine('The description'))
    .trim()
    .min(10, CLAIM_MESSAGES.description)
    .max(2_000, CLAIM_MESSAGES.description),
  /** Photos of the damage: images the customer uploaded (kind 'attachment') that passed the checks. */
  photo_media_ids: z.array(MediaIdSchema).max(CLAIM_PHOTOS_MAX, CLAIM_MESSAGES.tooManyPhotos).default([]),
});
export type FileClaimBody = z.infer<typeof FileClaimBodySchema>;

/** POST /booking/{id}/claim/decision: pay, repair or replace (with the amount), or decline with a reason. */
export const ClaimDecisionBodySchema = z
  .strictObject({
    decision: z.enum(CLAIM_DECISIONS, { error: CLAIM_MESSAGES.decisionType }),
    amount: z.number().min(0).max(100_000).nullable().optional(),
    reason: z.string().refine(isPlainLines, PLAIN.multiLine('The reason')).trim().max(1_000).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'DENY' && body.reason.length < 10)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: CLAIM_MESSAGES.denyReason });
    if (body.decision !== 'DENY' && body.amount == null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: CLAIM_MESSAGES.amountRequired });
  });
export type ClaimDecisionBody = z.infer<typeof ClaimDecisionBodySchema>;

/** One claimed item as stored and shown: what the customer asked and, under released value, the most it pays. */
export const ClaimItemSchema = ClaimItemInputSchema.extend({
  weight_lb: z.number().nullable(),
  inventory_line: z.object({ room: z.string(), name: z.string() }).nullable(),
  /** Released value: $0.60 × its weight (null without a weight); full value: null (its value, up to the amount). */
  released_value_limit: z.number().nullable(),
});
export type ClaimItem = z.infer<typeof ClaimItemSchema>;

export const ClaimViewSchema = z.object({
  quote_id: z.string(),
  status: z.enum(CLAIM_STATUSES),
  items: z.array(ClaimItemSchema),
  description: z.string(),
  photos: z.array(z.object({ media_id: z.string(), url: z.string() })),
  total_claimed: z.number(),
  /** Under released value: the most the items can be paid (the sum of their limits). */
  released_value_total: z.number().nullable(),
  valuation: z.enum(['FULL_VALUE', 'RELEASED']).nullable(),
  filed_at: z.string(),
  acknowledge_by: z.string(),
  decide_by: z.string(),
  acknowledged_at: z.string().nullable(),
  decision: z
    .object({
      type: z.enum(CLAIM_DECISIONS),
      amount: z.number().nullable(),
      reason: z.string(),
      decided_at: z.string(),
    })
    .nullable(),
  /** Interstate claims up to $10,000: the customer may ask for the carrier's arbitration. */
  arbitration_available: z.boolean(),
});
export type ClaimView = z.infer<typeof ClaimViewSchema>;

/** The last day a claim may be filed: 9 months after the delivery day (YYYY-MM-DD). */
export function claimFilingDeadline(deliveryDay: string): string {
  const [year, month, day] = deliveryDay.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + CLAIM_FILING_MONTHS, day));
  // 31 May + 9 months has no 31 February: the month's last day.
  if (target.getUTCDate() !== day) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const addDaysToIso = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

/** When the company must acknowledge and decide a claim filed at `filedAt` (ISO instants). */
export function claimClocks(filedAt: string): { acknowledge_by: string; decide_by: string } {
  return {
    acknowledge_by: addDaysToIso(filedAt, CLAIM_ACKNOWLEDGE_DAYS),
    decide_by: addDaysToIso(filedAt, CLAIM_DECIDE_DAYS),
  };
}

/** The most released value pays for an item: 60 cents a pound (a 400 lb refrigerator: $240). */
export const releasedValueLimit = (weightLb: number | null | undefined): number | null =>
  weightLb ? Math.round(weightLb * RELEASED_VALUE_PER_LB * 100) / 100 : null;

/** The claimed items as stored: each with its released-value limit when the booking chose released value. */
export function claimItemsOf(items: readonly ClaimItemInput[], valuation: ValuationOption | null): ClaimItem[] {
  return items.map((item) => ({
    ...item,
    weight_lb: item.weight_lb ?? null,
    inventory_line: item.inventory_line ?? null,
    released_value_limit: valuation === 'RELEASED' ? releasedValueLimit(item.weight_lb) : null,
  }));
}

/** Interstate claims up to $10,000 may go to arbitration at the customer's request (49 CFR 375.211). */
export const arbitrationAvailable = (regime: MoveRegime | undefined, totalClaimed: number) =>
  regime === 'INTERSTATE' && totalClaimed <= ARBITRATION_MAX_CLAIM;

/** Claims a company needs before its page shows its claims record. */
export const CLAIMS_RECORD_MIN_CLAIMS = 5;

/** The company page's claims record: claims per 100 completed moves and the median days to settle. */
export const CompanyClaimsRecordSchema = z.object({
  claims: z.number(),
  completed_moves: z.number(),
  per_100_moves: z.number(),
  /** The median days from filing to the decision of decided claims; null while none is decided. */
  median_days_to_settle: z.number().nullable(),
});
export type CompanyClaimsRecord = z.infer<typeof CompanyClaimsRecordSchema>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * A company's claims record from its claims (filed and decided instants) and its completed moves;
 * null under CLAIMS_RECORD_MIN_CLAIMS claims. One decimal for the rate, whole days for the median.
 */
export function companyClaimsRecordOf(
  claims: ReadonlyArray<{ filed_at: string; decided_at?: string | null }>,
  completedMoves: number,
): CompanyClaimsRecord | null {
  if (claims.length < CLAIMS_RECORD_MIN_CLAIMS) return null;
  const days = claims
    .filter((claim) => claim.decided_at)
    .map((claim) => (Date.parse(claim.decided_at!) - Date.parse(claim.filed_at)) / DAY_MS);
  return {
    claims: claims.length,
    completed_moves: completedMoves,
    per_100_moves: completedMoves > 0 ? Math.round((claims.length / completedMoves) * 1_000) / 10 : 0,
    median_days_to_settle: days.length ? Math.round(median(days)) : null,
  };
}

/** 'Claims: 6.3 per 100 moves · settled in 21 days (median)'. */
export function companyClaimsRecordText(record: CompanyClaimsRecord): string {
  const settled =
    record.median_days_to_settle === null ? '' : ` · settled in ${record.median_days_to_settle} days (median)`;
  return `Claims: ${record.per_100_moves} per 100 moves${settled}`;
}

/** Days before each of the company's deadlines that it is reminded by e-mail. */
export const CLAIM_REMINDER_DAYS_BEFORE = 7;

/** What a claim's daily check may send: a reminder to acknowledge or decide, or the 60-day status update. */
export const CLAIM_STEPS = ['ACKNOWLEDGE', 'DECIDE', 'UPDATE'] as const;
/** What happened to a claim that the other side is told of by e-mail (event ClaimChanged). */
export const CLAIM_CHANGES = ['FILED', 'ACKNOWLEDGED', 'DECIDED'] as const;
export type ClaimChange = (typeof CLAIM_CHANGES)[number];
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export interface OpenClaimClock {
  status: ClaimStatus;
  filed_at: string;
  acknowledge_by: string;
  decide_by: string;
  ack_reminded_at?: string | null;
  decide_reminded_at?: string | null;
  update_sent_at?: string | null;
}

/**
 * The step an open claim is due for at `now`, or null: the company is reminded once, 7 days
 * before it must acknowledge (while FILED) and 7 days before it must decide; every 60 days after
 * filing while undecided both sides get the claim's status (49 CFR 370.9(b)). One step a run.
 */
export function claimStepDue(claim: OpenClaimClock, now: Date): ClaimStep | null {
  const at = now.getTime();
  const before = (iso: string) => Date.parse(iso) - CLAIM_REMINDER_DAYS_BEFORE * DAY_MS;
  if (claim.status !== 'FILED' && claim.status !== 'ACKNOWLEDGED') return null;
  if (claim.status === 'FILED' && !claim.ack_reminded_at && at >= before(claim.acknowledge_by)) return 'ACKNOWLEDGE';
  if (!claim.decide_reminded_at && at >= before(claim.decide_by)) return 'DECIDE';
  const lastUpdate = Date.parse(claim.update_sent_at ?? claim.filed_at);
  return at - lastUpdate >= CLAIM_UPDATE_DAYS * DAY_MS ? 'UPDATE' : null;
}

/** The claim attribute that records a step was sent (so each is sent once, or once per 60 days). */
export const CLAIM_STEP_MARKS: Record<ClaimStep, 'ack_reminded_at' | 'decide_reminded_at' | 'update_sent_at'> = {
  ACKNOWLEDGE: 'ack_reminded_at',
  DECIDE: 'decide_reminded_at',
  UPDATE: 'update_sent_at',
};
