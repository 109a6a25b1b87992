import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { bookedMove, storedCompany } from '@test/support/fixtures/booking-completion';
import {
  completedMove,
  daysAgo,
  getBookingReviews,
  postReview,
  rateCustomer,
  reviewBody,
  storedCustomerRating,
  storedReview,
} from '@test/support/fixtures/reviews';
import { createTestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Double-blind (docs/reviews.md): the company does not see the customer's review until it has
 * rated the customer or the blind period (14 days after completion) is over; the customer never
 * sees the company's rating of them.
 */

const DAY_MS = 24 * 3_600_000;

const revealJob = async () => {
  pointAtStack();
  return (await import('@functions/reviews/reveal-due-reviews')).revealDueReviews;
};

describe('double-blind reviews', () => {
  it('hides a submitted review from the company until it rates the customer; the rating publishes it, once', async () => {
    const w = await completedMove();
    expect((await postReview(w.customer, w.quoteId, reviewBody(2))).status).toBe(201);

    const blind = await getBookingReviews(w.companyUser, w.quoteId);
    expect(blind.status).toBe(200);
    expect(blind.body).toMatchObject({ review: null, may_rate_customer: true, may_answer: false });
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    expect((await getBookingReviews(admin, w.quoteId)).body.review).toMatchObject({ status: 'SUBMITTED' });
    expect((await storedCompany(w.companyId))?.review_count ?? 0).toBe(0);

    const rated = await rateCustomer(w.companyUser, w.quoteId, {
      inventory_as_described: 3,
      access_as_described: 4,
      communication: 5,
      note: 'Twice the boxes they listed.',
    });
    expect(rated.status).toBe(201);
    expect(rated.body).toMatchObject({
      may_rate_customer: false,
      may_answer: true,
      review: { status: 'PUBLISHED', ratings: { overall: 2 } },
      customer_rating: { inventory_as_described: 3, note: 'Twice the boxes they listed.' },
    });
    expect(await storedReview(w.quoteId)).toMatchObject({ status: 'PUBLISHED' });
    expect((await storedReview(w.quoteId))?.reveal_key).toBeUndefined();
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 1,
      review_overall_sum: 2,
      review_stars_2: 1,
    });

    // The customer sees their review published, never the company's rating of them.
    const mine = await getBookingReviews(w.customer, w.quoteId);
    expect(mine.body).toMatchObject({
      review: { status: 'PUBLISHED' },
      customer_rating: null,
      may_rate_customer: false,
    });
    expect(JSON.stringify(mine.body)).not.toContain('Twice the boxes');
    // The admin sees both.
    expect((await getBookingReviews(admin, w.quoteId)).body.customer_rating).toMatchObject({ communication: 5 });

    const again = await rateCustomer(w.companyUser, w.quoteId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REVIEW_MESSAGES.alreadyReviewedCustomer);
    expect((await storedCompany(w.companyId))?.review_count).toBe(1);
  });

  it('publishes a review at once when the company rated the customer first', async () => {
    const w = await completedMove();
    expect((await rateCustomer(w.companyUser, w.quoteId)).status).toBe(201);
    const posted = await postReview(w.customer, w.quoteId, reviewBody(5));
    expect(posted.status).toBe(201);
    expect(posted.body.review).toMatchObject({ status: 'PUBLISHED', publishes_by: null });
    expect(posted.body.customer_rating).toBeNull();
    expect((await getBookingReviews(w.companyUser, w.quoteId)).body.review).toMatchObject({ status: 'PUBLISHED' });
    expect(await storedCompany(w.companyId)).toMatchObject({ review_count: 1, review_stars_5: 1 });
  });

  it('refuses the rating to another company, before completion and after the 30 days', async () => {
    const upcoming = await bookedMove({ price: 900 });
    const early = await rateCustomer(upcoming.companyUser, upcoming.quoteId);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe('You can rate the customer once the move is completed.');
    const w = await completedMove();
    const other = await completedMove();
    expect((await rateCustomer(other.companyUser, w.quoteId)).status).toBe(404);
    expect((await rateCustomer(w.customer, w.quoteId)).status).toBe(403);
    const late = await completedMove({ at: daysAgo(31) });
    const closed = await rateCustomer(late.companyUser, late.quoteId);
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe(REVIEW_MESSAGES.windowClosed);
    expect(await storedCustomerRating(w.quoteId)).toBeNull();
    expect(await storedCustomerRating(late.quoteId)).toBeNull();
    expect(await storedCustomerRating(upcoming.quoteId)).toBeNull();
  });

  it('without a rating, the reveal job publishes the review when the 14 days end, not before, once across two runs', async () => {
    // Completed 13 days ago: the blind period ends a day from now.
    const completed = daysAgo(13);
    const w = await completedMove({ at: completed });
    expect((await postReview(w.customer, w.quoteId, reviewBody(4))).status).toBe(201);
    const revealDue = new Date(completed.getTime() + 14 * DAY_MS);
    expect((await storedReview(w.quoteId))?.reveal_due).toBe(revealDue.toISOString());

    const reveal = await revealJob();
    await reveal(new Date(revealDue.getTime() - 60_000));
    expect(await storedReview(w.quoteId)).toMatchObject({ status: 'SUBMITTED' });
    expect((await getBookingReviews(w.companyUser, w.quoteId)).body.review).toBeNull();

    await Promise.all([reveal(revealDue), reveal(revealDue)]);
    expect(await storedReview(w.quoteId)).toMatchObject({ status: 'PUBLISHED', published_at: revealDue.toISOString() });
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 1,
      review_overall_sum: 4,
      review_stars_4: 1,
    });
    expect((await getBookingReviews(w.companyUser, w.quoteId)).body).toMatchObject({
      review: { status: 'PUBLISHED' },
      may_answer: true,
    });

    await reveal(new Date(revealDue.getTime() + DAY_MS));
    expect((await storedCompany(w.companyId))?.review_count).toBe(1);
  });
});
