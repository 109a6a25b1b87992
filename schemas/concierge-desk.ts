import * as z from 'zod';
import { isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { BookQuoteBodySchema } from './bookings';
import { IdSchema } from './common';
import { formatDollars } from './money';
import { QuoteStatusSchema } from './enums';
import { EstimateViewSchema } from './estimates';
import { CANCELLATION_SIDES } from './booking-cancellation';

/*
 * The concierge desk (docs/concierge.md): a concierge customer's maximum price, the staff's
 * queue with its notes, quote requests and one recommendation, and the customer's timeline
 * where the recommendation is approved (booked through the booking path) or declined.
 */

/** Whole dollars, like the prices companies quote. */
const MAX_PRICE_LIMIT = 1_000_000;

/** PUT /concierge/max-price: a positive whole-dollar amount, or null to remove it. */
export const ConciergeMaxPriceBodySchema = z.strictObject({
  max_price: z
    .number({ error: 'Enter your maximum price in dollars' })
    .int('Enter whole dollars')
    .positive('The maximum price must be more than $0')
    .max(MAX_PRICE_LIMIT, `The maximum price must be at most ${formatDollars(MAX_PRICE_LIMIT)}`)
    .nullable(),
});
export type ConciergeMaxPriceBody = z.infer<typeof ConciergeMaxPriceBodySchema>;

export const ConciergeMaxPriceSchema = z.object({ move_request_id: z.string(), max_price: z.number().nullable() });

export const RECOMMENDATION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type RecommendationStatus = (typeof RECOMMENDATION_STATUSES)[number];

/**
 * Where the recommendation stands now, read from the decision and what became of its quote:
 * pending and declined as decided; an approval is 'booked' while its quote is booked,
 * 'payment_unfinished' while the $99 checkout was left unpaid and the quote can still be booked,
 * 'cancelled' once its booking was cancelled (by either side), else 'not_booked' (the quote can
 * no longer be booked as approved). Staff may recommend again unless the customer holds a booking.
 */
export const RECOMMENDATION_STAGES = [
  'pending',
  'declined',
  'payment_unfinished',
  'booked',
  'cancelled',
  'not_booked',
] as const;
export type RecommendationStage = (typeof RECOMMENDATION_STAGES)[number];

/** A booking made or cancelled on a concierge case (its timeline keeps each). */
export const CONCIERGE_STEP_KINDS = ['booked', 'cancelled'] as const;

/** How the customer's card and the staff's case name each stage. */
export const RECOMMENDATION_STAGE_LABELS: Record<RecommendationStage, string> = {
  pending: 'Waiting for you',
  declined: 'Declined',
  payment_unfinished: 'Approved, payment not finished',
  booked: 'Booked',
  cancelled: 'Booking cancelled',
  not_booked: 'Approved, not booked',
};

/** The quote the staff recommend, as both sides see it. */
export const ConciergeRecommendationSchema = z.object({
  quote_id: z.string(),
  company_name: z.string(),
  price: z.number(),
  top_price: z.number().nullable(),
  reason: z.string(),
  status: z.enum(RECOMMENDATION_STATUSES),
  recommended_at: z.string(),
  decided_at: z.string().nullable(),
  /** The most it can cost (the range's top) is above the customer's maximum price. */
  above_max: z.boolean(),
  stage: z.enum(RECOMMENDATION_STAGES),
  /** The recommended quote's terms as they stand now (null for a quote without an itemised estimate, or gone). */
  estimate: EstimateViewSchema.nullable(),
  /** Its booking's cancellation, when the stage is 'cancelled'. */
  cancellation: z.object({ by: z.enum(CANCELLATION_SIDES), at: z.string() }).nullable(),
});
export type ConciergeRecommendation = z.infer<typeof ConciergeRecommendationSchema>;

export const ConciergeTimelineEntrySchema = z.object({ at: z.string(), text: z.string() });
export type ConciergeTimelineEntry = z.infer<typeof ConciergeTimelineEntrySchema>;

/** GET /concierge: the customer's own concierge page (/profile#concierge). */
export const MyConciergeSchema = z.object({
  is_concierge: z.boolean(),
  /** A customer holding a booking is not offered the upgrade (the server refuses it too). */
  has_booking: z.boolean(),
  move_request_id: z.string().nullable(),
  max_price: z.number().nullable(),
  /** When the $99 was paid (with the first booking it made); null until then. */
  fee_paid_at: z.string().nullable(),
  timeline: z.array(ConciergeTimelineEntrySchema),
  recommendation: ConciergeRecommendationSchema.nullable(),
});
export type MyConcierge = z.infer<typeof MyConciergeSchema>;

export const RecommendationParamsSchema = z.object({ quote_id: IdSchema });

/** POST /concierge/recommendation/{quote_id}/approve: the booking's day and window, and the price consent. */
export const ApproveRecommendationBodySchema = BookQuoteBodySchema.extend({
  /** 'I accept a price above my maximum': required when the recommendation is above it. */
  accept_above_max: z.boolean().optional(),
});
export type ApproveRecommendationBody = z.infer<typeof ApproveRecommendationBodySchema>;

export const DeclinedRecommendationSchema = z.object({ quote_id: z.string(), status: z.literal('DECLINED') });

export const ConciergeCustomerParamsSchema = z.object({ customer_id: IdSchema });

export const ConciergeNoteBodySchema = z.strictObject({
  text: z
    .string({ error: 'Write the note' })
    .refine(isPlainLines, PLAIN.multiLine('The note'))
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'The note is too long'),
});

export const ConciergeNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author_name: z.string(),
  at: z.string(),
});

export const ConciergeQuoteRequestBodySchema = z.strictObject({
  moving_company_ids: z.array(IdSchema).min(1, 'Choose at least one company'),
});

export const RecommendQuoteBodySchema = z.strictObject({
  quote_id: IdSchema,
  reason: z
    .string({ error: 'Say why' })
    .refine(isPlainLines, PLAIN.multiLine('The reason'))
    .trim()
    .min(1, 'Say why')
    .max(500, 'The reason is too long'),
});

/** One concierge customer in the staff queue. */
export const ConciergeCaseSchema = z.object({
  customer: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  upgraded_at: z.string(),
  has_booking: z.boolean(),
  move: z
    .object({
      id: z.string(),
      from_city: z.string(),
      from_state: z.string(),
      to_city: z.string(),
      to_state: z.string(),
      start_date: z.string(),
      end_date: z.string(),
    })
    .nullable(),
  max_price: z.number().nullable(),
  quotes: z.array(
    z.object({
      id: z.string(),
      company_name: z.string(),
      status: QuoteStatusSchema,
      price: z.number().nullable(),
      top_price: z.number().nullable(),
    }),
  ),
  /** Matching companies not asked yet, best first: whom staff may ask. */
  matching_companies: z.array(z.object({ id: z.string(), name: z.string() })),
  notes: z.array(ConciergeNoteSchema),
  recommendation: ConciergeRecommendationSchema.nullable(),
  /** When the customer paid the $99; null until then. */
  fee_paid_at: z.string().nullable(),
});
export type ConciergeCase = z.infer<typeof ConciergeCaseSchema>;

export const COMPANY_SEARCH_MESSAGES = {
  tooShort: 'Type at least 2 letters of the company name',
  tooLong: 'The search is too long',
} as const;

/** GET /admin/concierge/{customer_id}/matching-companies: part of a company's name. */
export const ConciergeCompanySearchQuerySchema = z.strictObject({
  search: z
    .string({ error: COMPANY_SEARCH_MESSAGES.tooShort })
    .trim()
    .min(2, COMPANY_SEARCH_MESSAGES.tooShort)
    .max(100, COMPANY_SEARCH_MESSAGES.tooLong),
});

/** Companies that match the customer's move and have not been asked yet, best first. */
export const ConciergeCompanySearchSchema = z.object({
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const ConciergeQueueSchema = z.object({ items: z.array(ConciergeCaseSchema) });

export const CONCIERGE_MESSAGES = {
  bookedAlready: 'You already have a booking, so Concierge cannot be added to this move.',
  notConcierge: 'Upgrade to Concierge to set a maximum price.',
  noMove: 'Create your move request first.',
  notConciergeCustomer: 'Not a concierge customer',
  noRecommendation: 'No recommendation waiting for you',
  aboveMax: (max: number) => `This price is above your maximum of ${formatDollars(max)}: confirm that you accept it.`,
  notQuoted: 'Only a quote with a price can be recommended',
  customerBooked: 'The customer holds a booking: a new recommendation waits until it is cancelled',
  noLongerBookable: (company: string) =>
    `The quote from ${company} can no longer be booked as we recommended it. Your concierge will recommend again shortly.`,
} as const;

/**
 * What the $99 pays for and when it comes back, shown before the customer pays (the approval
 * dialog, the upgrade card) and in docs/concierge.md.
 */
export const CONCIERGE_FEE_TERMS = {
  dueNow: (fee: string) =>
    `Concierge fee: ${fee}, paid once at the next step, when you approve your first booking. It confirms the booking.`,
  paid: 'Your Concierge fee is paid: this booking costs nothing more.',
  refundRule:
    'If we cannot book this quote as you approved it, the fee is refunded in full at once. If you or the company cancel the booking later, the fee is not refunded: your concierge keeps looking for you, and your next booking costs nothing more.',
} as const;

/** The consent the customer ticks for a recommendation above their maximum price. */
export const aboveMaxConsent = (max: number) => `I accept a price above my maximum of ${formatDollars(max)}`;
