import * as z from 'zod';
import { IdSchema, MediaIdSchema } from './common';
import { isPlainLines, PLAIN_TEXT_MESSAGES } from './plain-text';
import { PageCursorSchema } from './paging';

/*
 * Verified reviews: only the customer of a completed booking reviews its company, once per
 * booking; the company rates the customer privately at the same time; neither sees the other's
 * review until both are in or REVIEW_BLIND_DAYS have passed. In plain words: docs/reviews.md.
 */

/** Days after the move is completed that the customer (and the company) may review. */
export const REVIEW_WINDOW_DAYS = 30;
/** Days after completion when a review is published even if the other side has not reviewed. */
export const REVIEW_BLIND_DAYS = 14;
/** Hours after publication the reviewer may still edit. */
export const REVIEW_EDIT_HOURS = 48;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_ANSWER_MAX = 1000;
export const CUSTOMER_REVIEW_NOTE_MAX = 1000;
export const REPORT_NOTE_MAX = 500;
export const REVIEWS_PAGE_SIZE = 10;
/** Published reviews the marketplace needs before the home page states their average. */
export const MARKETPLACE_REVIEWS_MIN = 10;

/** The four ratings beside the overall one, in display order. */
export const REVIEW_ASPECTS = ['on_time', 'care', 'communication', 'price_as_quoted'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_ASPECT_LABELS: Record<ReviewAspect, string> = {
  on_time: 'On time',
  care: 'Care of belongings',
  communication: 'Communication',
  price_as_quoted: 'Price as quoted',
};

/** What the company rates about the customer (private: only admins see it). */
export const CUSTOMER_ASPECTS = ['inventory_as_described', 'access_as_described', 'communication'] as const;
export type CustomerAspect = (typeof CUSTOMER_ASPECTS)[number];
export const CUSTOMER_ASPECT_LABELS: Record<CustomerAspect, string> = {
  inventory_as_described: 'Inventory as described',
  access_as_described: 'Access as described',
  communication: 'Communication',
};

/** The only reasons an admin may hide a review (never because it is negative: docs/reviews.md). */
export const HIDE_REASONS = [
  'PERSONAL_DATA',
  'HATE_OR_THREATS',
  'UNRELATED_TO_THE_MOVE',
  'CONFLICT_OF_INTEREST',
] as const;
export type HideReason = (typeof HIDE_REASONS)[number];
export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  PERSONAL_DATA: 'personal data',
  HATE_OR_THREATS: 'hate or threats',
  UNRELATED_TO_THE_MOVE: 'unrelated to the move',
  CONFLICT_OF_INTEREST: 'a conflict of interest',
};
/** Shown in place of a hidden review's text. */
export const hiddenReviewText = (reason: HideReason) => `Hidden by MoveMatch: ${HIDE_REASON_LABELS[reason]}`;

/** Why someone reports a review: the hide reasons, or something else for the admin to read. */
export const REPORT_REASONS = [...HIDE_REASONS, 'OTHER'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  PERSONAL_DATA: 'It shares personal data',
  HATE_OR_THREATS: 'It contains hate or threats',
  UNRELATED_TO_THE_MOVE: 'It is not about the move',
  CONFLICT_OF_INTEREST: 'It was written with a conflict of interest',
  OTHER: 'Something else',
};

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars',
  text: `Write ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters about the move`,
  tooManyPhotos: `Add at most ${REVIEW_PHOTOS_MAX} photos`,
  photoNotYours: 'Each photo must be an image you uploaded and MoveMatch accepted',
  notCompleted: 'You can review the company once your move is completed.',
  windowClosed: `The ${REVIEW_WINDOW_DAYS} days to review this move have passed.`,
  alreadyReviewed: 'You have already reviewed this move.',
  notReviewed: 'There is no review of this move yet.',
  editClosed: `A review can be edited for ${REVIEW_EDIT_HOURS} hours after it is published; this one is now fixed.`,
  hiddenNoEdit: 'A review hidden by MoveMatch cannot be edited.',
  answer: `Write an answer of 1 to ${REVIEW_ANSWER_MAX} characters`,
  alreadyAnswered: 'You have already answered this review.',
  notPublished: 'This review is not published yet.',
  customerNote: `The note is at most ${CUSTOMER_REVIEW_NOTE_MAX} characters`,
  alreadyReviewedCustomer: 'You have already rated this customer.',
  reportReason: 'Choose why you are reporting this review',
  reportNote: `The note is at most ${REPORT_NOTE_MAX} characters`,
  alreadyReported: 'You have already reported this review.',
  ownReview: 'You cannot report your own review.',
  hideReason: 'Choose one of the listed reasons to hide a review',
  alreadyHidden: 'This review is already hidden.',
  noOpenReports: 'This review has no open reports.',
} as const;

export const RatingSchema = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);

export const ReviewRatingsSchema = z.strictObject({
  overall: RatingSchema,
  on_time: RatingSchema,
  care: RatingSchema,
  communication: RatingSchema,
  price_as_quoted: RatingSchema,
});
export type ReviewRatings = z.infer<typeof ReviewRatingsSchema>;

/** Review texts are several lines of plain text (plain-text.ts, the rule of all free text). */
export const CONTROL_CHARACTERS_MESSAGE = PLAIN_TEXT_MESSAGES.multiLine('The text');
export const noControlCharacters = isPlainLines;

/** Free text of a review's parts: trimmed, at most `max` characters, plain. */
const reviewText = (max: number, message: string, min = 0) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE);

const ReviewTextSchema = reviewText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.text, REVIEW_TEXT_MIN);

/** POST /booking/{id}/review (write) and PUT (edit within the window): the whole review each time. */
export const ReviewBodySchema = z.strictObject({
  ratings: ReviewRatingsSchema,
  text: ReviewTextSchema,
  /** Images the customer uploaded (kind 'attachment'), through the existing upload checks. */
  photo_media_ids: z.array(MediaIdSchema).max(REVIEW_PHOTOS_MAX, REVIEW_MESSAGES.tooManyPhotos).default([]),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

/** POST /booking/{id}/customer-review: the company's private rating of the customer. */
export const CustomerReviewBodySchema = z.strictObject({
  inventory_as_described: RatingSchema,
  access_as_described: RatingSchema,
  communication: RatingSchema,
  note: reviewText(CUSTOMER_REVIEW_NOTE_MAX, REVIEW_MESSAGES.customerNote).default(''),
});
export type CustomerReviewBody = z.infer<typeof CustomerReviewBodySchema>;

/** POST /review/{id}/answer: the company's one public answer. */
export const ReviewAnswerBodySchema = z.strictObject({
  text: reviewText(REVIEW_ANSWER_MAX, REVIEW_MESSAGES.answer, 1),
});

/** POST /review/{id}/report. */
export const ReportReviewBodySchema = z.strictObject({
  reason: z.enum(REPORT_REASONS, { error: REVIEW_MESSAGES.reportReason }),
  note: reviewText(REPORT_NOTE_MAX, REVIEW_MESSAGES.reportNote).default(''),
});
export type ReportReviewBody = z.infer<typeof ReportReviewBodySchema>;

/** POST /admin/reviews/{id}/hide: only a listed reason. */
export const HideReviewBodySchema = z.strictObject({
  reason: z.enum(HIDE_REASONS, { error: REVIEW_MESSAGES.hideReason }),
});

/** A review's id is its booking's (quote's) id: one review per booking. */
export const ReviewIdParamsSchema = z.object({ id: IdSchema });

/**
 * The suggested 'Price as quoted' rating from the booking's final price against its agreed
 * total (cents): at or under 5, then one star less per step over (5 %, 10 %, 20 %).
 */
export function priceAsQuotedRating(finalPrice: number, agreedTotal: number): number {
  if (agreedTotal <= 0 || finalPrice <= agreedTotal) return 5;
  const over = finalPrice / agreedTotal;
  if (over <= 1.05) return 4;
  if (over <= 1.1) return 3;
  if (over <= 1.2) return 2;
  return 1;
}

// ---- Aggregates and views ----

/** The counters kept on the company item (and the marketplace's totals), as stored; absent: none yet. */
export interface ReviewCounters {
  review_count?: number;
  review_overall_sum?: number;
  review_on_time_sum?: number;
  review_care_sum?: number;
  review_communication_sum?: number;
  review_price_as_quoted_sum?: number;
  review_stars_1?: number;
  review_stars_2?: number;
  review_stars_3?: number;
  review_stars_4?: number;
  review_stars_5?: number;
}

/** The ADDs one published review makes to the counters (sign -1 takes it out again). */
export function reviewCounterAdds(ratings: ReviewRatings, sign: 1 | -1 = 1): Required<ReviewCounters> {
  const star = (n: number) => (ratings.overall === n ? sign : 0);
  return {
    review_count: sign,
    review_overall_sum: sign * ratings.overall,
    review_on_time_sum: sign * ratings.on_time,
    review_care_sum: sign * ratings.care,
    review_communication_sum: sign * ratings.communication,
    review_price_as_quoted_sum: sign * ratings.price_as_quoted,
    review_stars_1: star(1),
    review_stars_2: star(2),
    review_stars_3: star(3),
    review_stars_4: star(4),
    review_stars_5: star(5),
  };
}

export const ReviewSummarySchema = z.object({
  count: z.number().int(),
  /** Overall average to one decimal; null with no reviews. */
  average: z.number().nullable(),
  /** Reviews per overall star, index 0 = 1 star … index 4 = 5 stars. */
  distribution: z.array(z.number().int()).length(5),
  aspects: z.object({
    on_time: z.number().nullable(),
    care: z.number().nullable(),
    communication: z.number().nullable(),
    price_as_quoted: z.number().nullable(),
  }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

const oneDecimal = (sum: number, count: number) => (count > 0 ? Math.round((sum / count) * 10) / 10 : null);

export function reviewSummaryOf(counters: ReviewCounters): ReviewSummary {
  const count = Math.max(0, counters.review_count ?? 0);
  return {
    count,
    average: oneDecimal(counters.review_overall_sum ?? 0, count),
    distribution: [
      counters.review_stars_1 ?? 0,
      counters.review_stars_2 ?? 0,
      counters.review_stars_3 ?? 0,
      counters.review_stars_4 ?? 0,
      counters.review_stars_5 ?? 0,
    ],
    aspects: {
      on_time: oneDecimal(counters.review_on_time_sum ?? 0, count),
      care: oneDecimal(counters.review_care_sum ?? 0, count),
      communication: oneDecimal(counters.review_communication_sum ?? 0, count),
      price_as_quoted: oneDecimal(counters.review_price_as_quoted_sum ?? 0, count),
    },
  };
}

/** '4.8★ (23 reviews)' or 'No reviews yet'. */
export function reviewSummaryText(summary: Pick<ReviewSummary, 'count' | 'average'>): string {
  if (summary.count === 0 || summary.average === null) return 'No reviews yet';
  return `${summary.average.toFixed(1)}★ (${summary.count} ${summary.count === 1 ? 'review' : 'reviews'})`;
}

export const REVIEW_STATUSES = ['SUBMITTED', 'PUBLISHED', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ReviewPhotoSchema = z.object({ media_id: z.string(), url: z.string() });

/** A published review as anyone signed in sees it on the company page. */
export const PublicReviewSchema = z.object({
  id: z.string(),
  moving_company_id: z.string(),
  /** The customer's first name and last initial: 'Sam R.'. */
  reviewer_name: z.string(),
  /** Null while hidden (then hidden_text stands in its place). */
  ratings: ReviewRatingsSchema.nullable(),
  text: z.string().nullable(),
  photos: z.array(ReviewPhotoSchema),
  hidden_text: z.string().nullable(),
  move: z.object({
    /** YYYY-MM of the move day. */
    month: z.string(),
    from_city: z.string(),
    from_state: z.string(),
    to_city: z.string(),
    to_state: z.string(),
  }),
  verified_booking: z.literal(true),
  published_at: z.string(),
  edited_at: z.string().nullable(),
  answer: z.object({ text: z.string(), answered_at: z.string() }).nullable(),
  /** True only for the reviewer themself (the page offers them no 'Report'). */
  mine: z.boolean().default(false),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** GET /moving-company/{id}/reviews. */
export const CompanyReviewsQuerySchema = z.strictObject({
  sort: z.enum(REVIEW_SORTS, { error: "sort is 'newest', 'highest' or 'lowest'" }).default('newest'),
  cursor: PageCursorSchema.optional(),
});
export type CompanyReviewsQuery = z.infer<typeof CompanyReviewsQuerySchema>;

export const CompanyReviewsPageSchema = z.object({
  summary: ReviewSummarySchema,
  reviews: z.array(PublicReviewSchema),
  nextCursor: z.string().nullable(),
});
export type CompanyReviewsPage = z.infer<typeof CompanyReviewsPageSchema>;

/** The customer's own review as they see it on the booking page (also before it is published). */
export const OwnReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  /** Null for the company once hidden: it sees only the reason (hidden_text), like everyone else. */
  ratings: ReviewRatingsSchema.nullable(),
  text: z.string(),
  photos: z.array(ReviewPhotoSchema),
  submitted_at: z.string(),
  published_at: z.string().nullable(),
  /** When an unpublished review goes out at the latest (REVIEW_BLIND_DAYS after completion). */
  publishes_by: z.string().nullable(),
  /** Until when it may still be edited; null once fixed. */
  editable_until: z.string().nullable(),
  hidden_text: z.string().nullable(),
  answer: z.object({ text: z.string(), answered_at: z.string() }).nullable(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

export const CustomerRatingSchema = z.object({
  inventory_as_described: RatingSchema,
  access_as_described: RatingSchema,
  communication: RatingSchema,
  note: z.string(),
  submitted_at: z.string(),
});
export type CustomerRating = z.infer<typeof CustomerRatingSchema>;

/**
 * GET /booking/{id}/review: the reviews of one booking as the caller may see them.
 * - customer: may_review and the prefilled price rating, their own review; never the company's rating of them.
 * - company: may_rate_customer, its own rating of the customer, and the customer's review only
 *   once published (double-blind); may_answer.
 * - admin: both.
 */
export const BookingReviewsViewSchema = z.object({
  quote_id: z.string(),
  company_name: z.string(),
  /** When the move counted as completed; null while it is not (no reviews yet). */
  completed_at: z.string().nullable(),
  /** The last moment either side may write (REVIEW_WINDOW_DAYS after completion). */
  review_until: z.string().nullable(),
  /** The suggested 'Price as quoted' rating from the final price vs the agreed total, with both figures. */
  price_as_quoted: z.object({ suggested: RatingSchema, final_price: z.number(), agreed_total: z.number() }).nullable(),
  may_review: z.boolean(),
  review: OwnReviewSchema.nullable(),
  may_rate_customer: z.boolean(),
  customer_rating: CustomerRatingSchema.nullable(),
  may_answer: z.boolean(),
});
export type BookingReviewsView = z.infer<typeof BookingReviewsViewSchema>;

/** GET /reviews/summary (public): the home page's claim, from the marketplace's own totals. */
export const MarketplaceReviewsSchema = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** False while fewer than MARKETPLACE_REVIEWS_MIN reviews are published: the page says something else true. */
  enough: z.boolean(),
});

/** One row of the admin's report queue. */
export const ReviewReportRowSchema = z.object({
  review: PublicReviewSchema,
  company_name: z.string(),
  open_reports: z.number().int(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), note: z.string(), reported_at: z.string() })),
  first_reported_at: z.string(),
});
export const ReviewReportQueueSchema = z.object({ rows: z.array(ReviewReportRowSchema) });
