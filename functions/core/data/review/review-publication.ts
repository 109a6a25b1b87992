import { Entity } from 'electrodb';
import { reviewCounterAdds, type HideReason, type ReviewCounters, type ReviewRatings } from '@schemas/reviews';
import { movingCompanyEntity } from '@functions/core/data/company/moving-companies';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { config } from '@functions/platform/config';
import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { refileMatchListing } from '@functions/core/data/company/company-match-listing';
import { companyReviewEntity, listedKeys, ratingsOf, revealKeys, type CompanyReviewItem } from './company-reviews';
import { customerRatingEntity } from './customer-ratings';
import { REVIEW_COUNTER_ATTRIBUTES } from './review-counter-attributes';

/*
 * The writes of a review's life: submitted (blind), published (with the counters of its company
 * and of the marketplace, in the same transaction), edited within its window (the counters move
 * by the difference), hidden by an admin for a listed reason (the counters lose it), answered by
 * the company. Each is conditional on the state it was decided on, so a parallel write changes
 * nothing twice.
 */

/** The marketplace's published reviews: STATS#REVIEWS / TOTALS, the counters every company keeps. */
export const reviewTotalsEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'reviewTotals', version: '1', service: 'movematch' },
        attributes: REVIEW_COUNTER_ATTRIBUTES,
        indexes: {
          totals: {
            pk: { field: 'pk', composite: [], template: 'STATS#REVIEWS', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'TOTALS', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export async function findMarketplaceReviewTotals(): Promise<ReviewCounters> {
  const { data } = await reviewTotalsEntity().get({}).go();
  return data ?? {};
}

/** After the counters moved: the company's reviews are a ranking input, so matching's rosters follow them. */
async function countersMoved(companyId: string, ok: boolean): Promise<void> {
  if (ok) await refileMatchListing(companyId);
}

/** The company's and the marketplace's counters moved by `adds`, as transaction items. */
function counterItems(companyId: string, adds: Required<ReviewCounters>) {
  return {
    company: transactItem(movingCompanyEntity().patch({ id: companyId }).add(adds)),
    marketplace: transactItem(reviewTotalsEntity().update({}).add(adds)),
  };
}

/** Each counter of `next` minus `previous` (an edit's change). */
function counterDifference(previous: ReviewRatings, next: ReviewRatings): Required<ReviewCounters> {
  const before = reviewCounterAdds(previous, -1);
  const after = reviewCounterAdds(next);
  const keys = Object.keys(after) as Array<keyof ReviewCounters>;
  return Object.fromEntries(keys.map((key) => [key, after[key] + before[key]])) as Required<ReviewCounters>;
}

/** A ConditionCheck on an item of the booking's partition, by sort key. */
function bookingItemCheck(quoteId: string, sk: string, condition: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: config.tableName,
      Key: { pk: `BOOKING#${quoteId}`, sk },
      ConditionExpression: condition,
    },
  };
}

export interface NewReview {
  quote_id: string;
  moving_company_id: string;
  customer_id: string;
  move_request_id: string;
  reviewer_name: string;
  move_month: string;
  from_city: string;
  from_state: string;
  to_city: string;
  to_state: string;
  ratings: ReviewRatings;
  text: string;
  photo_media_ids: string[];
  completed_at: string;
  reveal_due: string;
}

/**
 * - published: written and published at once (the company had rated the customer, or the blind period is over);
 * - submitted: written, waiting for the company's rating or the blind period's end;
 * - exists: this booking has a review already;
 * - raced: the company rated the customer meanwhile: read again and submit again.
 */
export type SubmitOutcome = 'published' | 'submitted' | 'exists' | 'raced';

/**
 * Writes the customer's review, once per booking. `publishNow` when the company has rated the
 * customer or the blind period is over: then the counters move in the same transaction. A
 * blind review is written only while the company's rating is still absent (checked in the
 * transaction), so a rating written meanwhile cannot leave it unpublished.
 */
export async function submitReview(review: NewReview, publishNow: boolean, now: Date): Promise<SubmitOutcome> {
  const at = now.toISOString();
  const base = { ...review, submitted_at: at };
  if (publishNow) {
    const listed = listedKeys({ ...review, published_at: at, overall: review.ratings.overall });
    const outcome = await transactWrite({
      review: transactItem(companyReviewEntity().create({ ...base, status: 'PUBLISHED', published_at: at, ...listed })),
      ...counterItems(review.moving_company_id, reviewCounterAdds(review.ratings)),
    });
    await countersMoved(review.moving_company_id, outcome.ok);
    return outcome.ok ? 'published' : 'exists';
  }
  const outcome = await transactWrite({
    review: transactItem(companyReviewEntity().create({ ...base, status: 'SUBMITTED', ...revealKeys(review) })),
    notRated: bookingItemCheck(review.quote_id, 'CUSTOMERRATING', 'attribute_not_exists(pk)'),
  });
  if (outcome.ok) return 'submitted';
  return outcome.refused('review') ? 'exists' : 'raced';
}

/**
 * The items that publish a submitted review: its list keys, and the counters. Conditional on the
 * review being the one read (status and updated_at): an edit meanwhile would otherwise leave the
 * counters with the ratings read before it.
 */
function publishItems(review: CompanyReviewItem, now: Date) {
  const at = now.toISOString();
  const ratings = ratingsOf(review);
  const listed = listedKeys({ ...review, published_at: at, overall: ratings.overall });
  return {
    review: transactItem(
      companyReviewEntity()
        .patch({ quote_id: review.quote_id })
        .set({ status: 'PUBLISHED', published_at: at, ...listed })
        .remove(['reveal_key', 'reveal_sort'])
        .where((attr, op) => `${op.eq(attr.status, 'SUBMITTED')} AND ${op.eq(attr.updated_at, review.updated_at!)}`),
    ),
    ...counterItems(review.moving_company_id, reviewCounterAdds(ratings)),
  };
}

/** Publishes a submitted review (the blind period ended); false when it was published or edited meanwhile. */
export async function publishSubmittedReview(review: CompanyReviewItem, now: Date): Promise<boolean> {
  const { ok } = await transactWrite(publishItems(review, now));
  await countersMoved(review.moving_company_id, ok);
  return ok;
}

export interface NewCustomerRating {
  quote_id: string;
  customer_id: string;
  moving_company_id: string;
  inventory_as_described: number;
  access_as_described: number;
  communication: number;
  note: string;
  rated_by: string;
}

/**
 * - rated: written (and the customer's submitted review published with it, when there was one);
 * - published: same, and the customer's review went out in the same transaction;
 * - exists: the company rated this customer already;
 * - raced: the customer's review changed meanwhile: read again and rate again.
 */
export type RateOutcome = 'rated' | 'published' | 'exists' | 'raced';

/**
 * The company's private rating of the customer, once per booking. Both reviews in means the
 * blind period is over for this booking: a submitted customer review is published in the same
 * transaction; with none, the transaction checks there is still none.
 */
export async function rateCustomer(
  rating: NewCustomerRating,
  review: CompanyReviewItem | null,
  now: Date,
): Promise<RateOutcome> {
  const { note, ...rest } = rating;
  const put = transactItem(
    customerRatingEntity().create({ ...rest, ...(note ? { note } : {}), submitted_at: now.toISOString() }),
  );
  if (review?.status === 'SUBMITTED') {
    const outcome = await transactWrite({ rating: put, ...publishItems(review, now) });
    await countersMoved(review.moving_company_id, outcome.ok);
    if (outcome.ok) return 'published';
    return outcome.refused('rating') ? 'exists' : 'raced';
  }
  const reviewUnchanged = review
    ? bookingItemCheck(rating.quote_id, 'REVIEW', 'attribute_exists(pk)')
    : bookingItemCheck(rating.quote_id, 'REVIEW', 'attribute_not_exists(pk)');
  const outcome = await transactWrite({ rating: put, review: reviewUnchanged });
  if (outcome.ok) return 'rated';
  return outcome.refused('rating') ? 'exists' : 'raced';
}

export interface ReviewEdit {
  ratings: ReviewRatings;
  text: string;
  photo_media_ids: string[];
}

/**
 * The reviewer's edit, on condition the review is still the one read (status and updated_at).
 * A published review's counters move by the difference and its rating order follows.
 */
export async function editReview(review: CompanyReviewItem, edit: ReviewEdit, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const published = review.status === 'PUBLISHED';
  const rating = published ? { rating_sort: `${edit.ratings.overall}#${review.published_at}#${review.quote_id}` } : {};
  const outcome = await transactWrite({
    review: transactItem(
      companyReviewEntity()
        .patch({ quote_id: review.quote_id })
        .set({ ...edit, edited_at: at, ...rating })
        .where((attr, op) => `${op.eq(attr.status, review.status)} AND ${op.eq(attr.updated_at, review.updated_at!)}`),
    ),
    ...(published
      ? counterItems(review.moving_company_id, counterDifference(ratingsOf(review), edit.ratings))
      : { company: null, marketplace: null }),
  });
  await countersMoved(review.moving_company_id, outcome.ok && published);
  return outcome.ok;
}

/**
 * An admin hides a published review for a listed reason: it keeps its place in the lists (shown
 * as hidden, with the reason), leaves the counters, and its open reports are closed. On
 * condition it is still the review read (status and updated_at): the counters lose the ratings
 * read, so an edit in between must not leave them off by its difference. False otherwise.
 */
export async function hideReview(
  review: CompanyReviewItem,
  reason: HideReason,
  adminId: string,
  now: Date,
): Promise<boolean> {
  const outcome = await transactWrite({
    review: transactItem(
      companyReviewEntity()
        .patch({ quote_id: review.quote_id })
        .set({
          status: 'HIDDEN',
          hidden_reason: reason,
          hidden_at: now.toISOString(),
          hidden_by: adminId,
          open_reports: 0,
        })
        .remove(['report_key', 'report_sort', 'first_reported_at'])
        .where((attr, op) => `${op.eq(attr.status, 'PUBLISHED')} AND ${op.eq(attr.updated_at, review.updated_at!)}`),
    ),
    ...counterItems(review.moving_company_id, reviewCounterAdds(ratingsOf(review), -1)),
  });
  await countersMoved(review.moving_company_id, outcome.ok);
  return outcome.ok;
}

/** The company's one public answer to a published review; false when answered already or not published. */
export async function answerReview(quoteId: string, text: string, userId: string, now: Date): Promise<boolean> {
  const outcome = await transactWrite({
    review: transactItem(
      companyReviewEntity()
        .patch({ quote_id: quoteId })
        .set({ answer_text: text, answered_at: now.toISOString(), answered_by: userId })
        .where((attr, op) => `${op.eq(attr.status, 'PUBLISHED')} AND ${op.notExists(attr.answer_text)}`),
    ),
  });
  return outcome.ok;
}
