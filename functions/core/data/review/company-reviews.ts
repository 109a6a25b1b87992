import { Entity, type EntityItem } from 'electrodb';
import { REVIEW_STATUSES, type ReviewSort } from '@schemas/reviews';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * A customer's review of the company that moved them: one per booking, so its key is the
 * booking's (the quote id), BOOKING#<quote_id> / REVIEW, next to the booked move. The lists are
 * sparse indexes written as plain attributes (like the conversations' unread keys), present
 * only while the review belongs in them:
 * - gsi1 COMPANY#<company>#REVIEWS / <published_at>#<quote_id>: the company page, newest first
 *   (from publication on; a hidden review keeps its place and shows its reason).
 * - gsi2 COMPANY#<company>#REVIEWSBYRATING / <overall>#<published_at>#<quote_id>: highest or
 *   lowest first.
 * - gsi3 REVIEWREVEAL#PENDING / <reveal_due>#<quote_id>: submitted, waiting for the company's
 *   rating of the customer or for the blind period to end (the reveal job reads it).
 * - gsi4 REVIEWREPORTS#OPEN / <first_reported_at>#<quote_id>: reported and not yet decided (the
 *   admin's queue).
 * Every write is in review-publication.ts (and review-reports.ts): publication, edits and hiding
 * change the company's counters in the same transaction.
 */
export const companyReviewEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyReview', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          /** 'Sam R.': the customer's first name and last initial, as of the review. */
          reviewer_name: { type: 'string', required: true },
          /** YYYY-MM of the move day, and the route, copied in so a page reads one item per review. */
          move_month: { type: 'string', required: true },
          from_city: { type: 'string', required: true },
          from_state: { type: 'string', required: true },
          to_city: { type: 'string', required: true },
          to_state: { type: 'string', required: true },
          /** ReviewRatings (schemas/reviews.ts). */
          ratings: {
            type: 'map',
            required: true,
            properties: {
              overall: { type: 'number', required: true },
              on_time: { type: 'number', required: true },
              care: { type: 'number', required: true },
              communication: { type: 'number', required: true },
              price_as_quoted: { type: 'number', required: true },
            },
          },
          text: { type: 'string', required: true },
          photo_media_ids: { type: 'list', items: { type: 'string' } },
          status: { type: REVIEW_STATUSES, required: true },
          /** When the move counted as completed: the review window and the blind period start there. */
          completed_at: { type: 'string', required: true },
          /** completed_at + REVIEW_BLIND_DAYS: published by then at the latest. */
          reveal_due: { type: 'string', required: true },
          submitted_at: { type: 'string', required: true },
          published_at: { type: 'string' },
          edited_at: { type: 'string' },
          hidden_reason: { type: 'string' },
          hidden_at: { type: 'string' },
          hidden_by: { type: 'string' },
          answer_text: { type: 'string' },
          answered_at: { type: 'string' },
          answered_by: { type: 'string' },
          /** Reports not yet decided by an admin (review-reports.ts). */
          open_reports: { type: 'number' },
          first_reported_at: { type: 'string' },
          /** The admin who last kept the review after reports, and when (review-reports.ts). */
          reports_dismissed_at: { type: 'string' },
          reports_dismissed_by: { type: 'string' },
          newest_key: { type: 'string', field: 'gsi1pk' },
          newest_sort: { type: 'string', field: 'gsi1sk' },
          rating_key: { type: 'string', field: 'gsi2pk' },
          rating_sort: { type: 'string', field: 'gsi2sk' },
          reveal_key: { type: 'string', field: 'gsi3pk' },
          reveal_sort: { type: 'string', field: 'gsi3sk' },
          report_key: { type: 'string', field: 'gsi4pk' },
          report_sort: { type: 'string', field: 'gsi4sk' },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byQuote: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'BOOKING#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'REVIEW', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type CompanyReviewItem = EntityItem<ReturnType<typeof companyReviewEntity>>;

/** The stored ratings, typed. */
export const ratingsOf = (review: CompanyReviewItem) => review.ratings;

// ---- The sparse list keys ----

export const REVEAL_PENDING_KEY = 'REVIEWREVEAL#PENDING';
export const REPORTS_OPEN_KEY = 'REVIEWREPORTS#OPEN';
const newestKey = (companyId: string) => `COMPANY#${companyId}#REVIEWS`;
const ratingKey = (companyId: string) => `COMPANY#${companyId}#REVIEWSBYRATING`;

/** The keys that list a published review on its company's page, in both orders. */
export function listedKeys(review: {
  quote_id: string;
  moving_company_id: string;
  published_at: string;
  overall: number;
}) {
  return {
    newest_key: newestKey(review.moving_company_id),
    newest_sort: `${review.published_at}#${review.quote_id}`,
    rating_key: ratingKey(review.moving_company_id),
    rating_sort: `${review.overall}#${review.published_at}#${review.quote_id}`,
  };
}

/** The keys that file a submitted review for the reveal job. */
export const revealKeys = (review: { quote_id: string; reveal_due: string }) => ({
  reveal_key: REVEAL_PENDING_KEY,
  reveal_sort: `${review.reveal_due}#${review.quote_id}`,
});

// ---- Reads ----

export async function findReview(quoteId: string): Promise<CompanyReviewItem | null> {
  const { data } = await companyReviewEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data ?? null;
}

const SORT_INDEX: Record<ReviewSort, { index: 'gsi1' | 'gsi2'; pk: string; sk: string; order: 'asc' | 'desc' }> = {
  newest: { index: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk', order: 'desc' },
  highest: { index: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk', order: 'desc' },
  lowest: { index: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk', order: 'asc' },
};

export interface ReviewPage {
  reviews: CompanyReviewItem[];
  /** The last review's sort key when more may follow (the next page starts after it). */
  after: string | null;
}

/**
 * One page of a company's published (and hidden) reviews in the chosen order: one Query of
 * `limit` + 1 items on the sparse list index, starting after the sort key `after`. The one extra
 * item only says whether another page exists (DynamoDB's LastEvaluatedKey would also be set for a
 * list that ends exactly on the page boundary, leaving the reader an empty last page).
 */
export async function companyReviewsPage(
  companyId: string,
  sort: ReviewSort,
  limit: number,
  after?: string,
): Promise<ReviewPage> {
  const spec = SORT_INDEX[sort];
  const partition = spec.index === 'gsi1' ? newestKey(companyId) : ratingKey(companyId);
  const { reviews: read } = await queryListIndex(spec, partition, limit + 1, after);
  const reviews = read.slice(0, limit);
  const more = read.length > limit;
  const last = reviews.at(-1);
  const sortOf = (review: CompanyReviewItem) => (spec.index === 'gsi1' ? review.newest_sort : review.rating_sort);
  return { reviews, after: more && last ? (sortOf(last) ?? null) : null };
}

async function queryListIndex(
  spec: (typeof SORT_INDEX)[ReviewSort],
  partition: string,
  limit: number,
  after?: string,
): Promise<{ reviews: CompanyReviewItem[] }> {
  const compare = spec.order === 'desc' ? '<' : '>';
  // The list keys are sparse attributes, not an ElectroDB index: a plain Query, parsed by the entity.
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: spec.index,
      KeyConditionExpression: after ? `#pk = :pk AND #sk ${compare} :after` : '#pk = :pk',
      // DynamoDB refuses a name the expression does not use: #sk only with a cursor.
      ExpressionAttributeNames: { '#pk': spec.pk, ...(after ? { '#sk': spec.sk } : {}) },
      ExpressionAttributeValues: { ':pk': partition, ...(after ? { ':after': after } : {}) },
      ScanIndexForward: spec.order === 'asc',
      Limit: limit,
    }),
  );
  return { reviews: companyReviewEntity().parse({ Items: result.Items ?? [] }).data };
}

/** Submitted reviews whose blind period ended by `now` (the reveal job), oldest first. */
export async function reviewsDueForReveal(now: Date, limit = 100): Promise<CompanyReviewItem[]> {
  const result = await documentClient().send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'gsi3',
      KeyConditionExpression: '#pk = :pk AND #sk <= :due',
      ExpressionAttributeNames: { '#pk': 'gsi3pk', '#sk': 'gsi3sk' },
      ExpressionAttributeValues: { ':pk': REVEAL_PENDING_KEY, ':due': `${now.toISOString()}#~` },
      Limit: limit,
    }),
  );
  return companyReviewEntity().parse({ Items: result.Items ?? [] }).data;
}
