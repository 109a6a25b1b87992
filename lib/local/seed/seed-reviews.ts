import { agreedTotal } from '@schemas/bookings';
import { priceAsQuotedRating, REVIEW_BLIND_DAYS } from '@schemas/reviews';
import { bookedTermsOf, findBookedMove, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { UserItem } from '@functions/core/data/user/users';
import { findReview, type CompanyReviewItem } from '@functions/core/data/review/company-reviews';
import {
  answerReview,
  hideReview,
  rateCustomer,
  submitReview,
  type NewReview,
} from '@functions/core/data/review/review-publication';
import { DEMO_REVIEWS, type DemoReview } from './demo-reviews';
import { demoMoveId, demoQuoteId } from './demo-moves';
import { ensurePastMove, type PastMove } from './seed-past-moves';

/*
 * The demo reviews (demo-reviews.ts), each written the way the product would have: the past
 * move completed and confirmed (seed-past-moves.ts, so price accuracy counts it), the company's
 * rating of the customer when it gave one, then the customer's review through submitReview,
 * published at once when the company had rated or the blind period was over (the counters of
 * the company and of the marketplace move in that transaction), then the company's answer or
 * the admin's hiding. Idempotent: a move with its review is done, bar a missing answer or hiding.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface ReviewPeople {
  /** Who answers and rates customers for Tar Heel (company@example.com). */
  companyStaff: UserItem | null;
  /** Who hides (admin@example.com). */
  admin: UserItem | null;
}

/** Reviewed moves seeded side by side (their transactions retry on the shared counters). */
const AT_ONCE = 6;

/** Seeds the demo reviews; counts the reviews written by this run. */
export async function seedReviews(people: ReviewPeople): Promise<number> {
  const queue = DEMO_REVIEWS.flatMap(({ companyId, reviews }) => reviews.map((demo) => ({ companyId, demo })));
  let written = 0;
  // Each company's crew days differ in the data, so any two reviewed moves may be booked at once.
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const wrote = await ensureDemoReview(next.companyId, next.demo, people);
      if (wrote) written += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return written;
}

async function ensureDemoReview(companyId: string, demo: DemoReview, people: ReviewPeople): Promise<boolean> {
  const quoteId = demoQuoteId(demoMoveId(demo.n), companyId);
  const existing = await findReview(quoteId);
  if (existing) {
    await followUp(existing, demo, people, new Date());
    return false;
  }
  await ensurePastMove(pastMoveOf(companyId, demo));
  const move = await findBookedMove(quoteId);
  const confirmedAt = move?.completion_confirmed_at;
  // A move the customer changed in the app (cancelled, rebooked) gets no review.
  if (!move || move.stage !== 'COMPLETED' || !confirmedAt) return false;
  const completedAt = new Date(confirmedAt);
  const now = new Date();
  const rated =
    demo.customerRating && people.companyStaff
      ? await rateTheCustomer(move, demo.customerRating, people.companyStaff, earliest(after(completedAt, DAY), now))
      : false;
  // Rated: written the day after the rating; blind: the day after completion; else once the blind period was over.
  const writtenAfter = demo.blind
    ? DAY
    : rated
      ? 2 * DAY
      : REVIEW_BLIND_DAYS * DAY + (demo.n % 8) * DAY + (demo.n % 5) * HOUR;
  const outcome = await submitReview(
    newReviewOf(move, demo, completedAt),
    !demo.blind,
    earliest(after(completedAt, writtenAfter), now),
  );
  const stored = demo.answer || demo.hidden ? await findReview(quoteId) : null;
  if (stored) await followUp(stored, demo, people, now);
  return outcome === 'published' || outcome === 'submitted';
}

/** The company's private rating of the customer, before the customer's review. True once it is there. */
async function rateTheCustomer(
  move: BookedMoveItem,
  rating: NonNullable<DemoReview['customerRating']>,
  rater: UserItem,
  at: Date,
): Promise<boolean> {
  const outcome = await rateCustomer(
    {
      quote_id: move.quote_id,
      customer_id: move.customer_id,
      moving_company_id: move.moving_company_id,
      inventory_as_described: rating.inventory,
      access_as_described: rating.access,
      communication: rating.communication,
      note: rating.note,
      rated_by: rater.id,
    },
    null,
    at,
  );
  return outcome === 'rated' || outcome === 'exists';
}

/** The demo review as a past move: booked at its price, completed and confirmed. */
function pastMoveOf(companyId: string, demo: DemoReview): PastMove {
  return {
    n: demo.n,
    firstName: demo.firstName,
    lastName: demo.lastName,
    from: demo.from,
    to: demo.to,
    companyId,
    daysAgo: demo.daysAgo,
    price: demo.price,
    outcome: {
      kind: 'confirmed',
      by: demo.autoConfirmed ? 'auto' : 'customer',
      ...(demo.final ? { finalPrice: demo.final.price, adjustments: demo.final.adjustments } : {}),
    },
    quotedOnEarlierPlan: true,
  };
}

/** The review as the customer writes it: their name, the move's month and route, the ratings. */
function newReviewOf(move: BookedMoveItem, demo: DemoReview, completedAt: Date): NewReview {
  const [overall, onTime, care, communication] = demo.stars;
  const agreed = agreedTotal(bookedTermsOf(move));
  return {
    quote_id: move.quote_id,
    moving_company_id: move.moving_company_id,
    customer_id: move.customer_id,
    move_request_id: move.move_request_id,
    reviewer_name: `${demo.firstName} ${demo.lastName.charAt(0)}.`,
    move_month: move.move_day.slice(0, 7),
    from_city: demo.from.city,
    from_state: demo.from.state,
    to_city: demo.to.city,
    to_state: demo.to.state,
    // The customer keeps the suggested 'Price as quoted' rating (final price against the agreed total).
    ratings: {
      overall,
      on_time: onTime,
      care,
      communication,
      price_as_quoted: priceAsQuotedRating(move.final_price ?? agreed, agreed),
    },
    text: demo.text,
    photo_media_ids: [],
    completed_at: completedAt.toISOString(),
    reveal_due: new Date(completedAt.getTime() + REVIEW_BLIND_DAYS * DAY).toISOString(),
  };
}

/** The company's answer (a day after publication) and the admin's hiding (two days after), once. */
async function followUp(review: CompanyReviewItem, demo: DemoReview, people: ReviewPeople, now: Date): Promise<void> {
  if (review.status !== 'PUBLISHED' || !review.published_at) return;
  const published = new Date(review.published_at).getTime();
  if (demo.answer && !review.answer_text && people.companyStaff) {
    await answerReview(
      review.quote_id,
      demo.answer,
      people.companyStaff.id,
      earliest(new Date(published + DAY + 3 * HOUR), now),
    );
  }
  if (demo.hidden && people.admin) {
    await hideReview(review, demo.hidden, people.admin.id, earliest(new Date(published + 2 * DAY), now));
  }
}

const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
const earliest = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
