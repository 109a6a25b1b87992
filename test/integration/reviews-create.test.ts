import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { bookedMove, storedCompany } from '@test/support/fixtures/booking-completion';
import { uploadedAttachment } from '@test/support/fixtures/messaging';
import {
  completedMove,
  daysAgo,
  getBookingReviews,
  postReview,
  reviewBody,
  storedReview,
} from '@test/support/fixtures/reviews';
import { createTestUser } from '@test/support/fixtures/users';

/*
 * Who may write a booking's review, and only once: the booking's customer, after the move is
 * completed and within the 30 days (docs/reviews.md 'Who reviews, and when').
 */

describe('POST /api/booking/{id}/review: who may write it', () => {
  it('refuses a customer whose move is not completed, another customer, a company and an admin, writing nothing', async () => {
    const upcoming = await bookedMove({ price: 1200 });
    const notYet = await postReview(upcoming.customer, upcoming.quoteId);
    expect(notYet.status).toBe(400);
    expect(notYet.body.error).toBe(REVIEW_MESSAGES.notCompleted);
    expect(await storedReview(upcoming.quoteId)).toBeNull();

    const w = await completedMove();
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    expect((await postReview(stranger, w.quoteId)).status).toBe(404);
    expect((await postReview(w.companyUser, w.quoteId)).status).toBe(403);
    expect((await postReview(admin, w.quoteId)).status).toBe(403);
    // Another customer's completed move is not theirs to review either.
    expect((await postReview(upcoming.customer, w.quoteId)).status).toBe(404);
    expect(await storedReview(w.quoteId)).toBeNull();
    expect((await storedCompany(w.companyId))?.review_count ?? 0).toBe(0);
  });

  it('refuses after the 30 days, and a photo that is not the customer’s accepted upload', async () => {
    const late = await completedMove({ at: daysAgo(31) });
    const closed = await postReview(late.customer, late.quoteId);
    expect(closed.status).toBe(400);
    expect(closed.body.error).toBe(REVIEW_MESSAGES.windowClosed);
    expect((await getBookingReviews(late.customer, late.quoteId)).body).toMatchObject({ may_review: false });

    const w = await completedMove();
    const other = await createTestUser({ role: 'MOVER', profile: true });
    const theirs = await uploadedAttachment(other);
    const photo = await postReview(w.customer, w.quoteId, { ...reviewBody(), photo_media_ids: [theirs] });
    expect(photo.status).toBe(400);
    expect(photo.body.error).toBe(REVIEW_MESSAGES.photoNotYours);
    expect(await storedReview(w.quoteId)).toBeNull();
  });
});

describe('POST /api/booking/{id}/review: once per booking', () => {
  it('20 concurrent posts of the customer write one review: 201 once, 409 the rest, counted once', async () => {
    // Completed 20 days ago: the blind period is over, so the review is published at once.
    const w = await completedMove({ at: daysAgo(20) });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postReview(w.customer, w.quoteId, reviewBody(1 + (i % 5)))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)?.body.error).toBe(REVIEW_MESSAGES.alreadyReviewed);

    const stored = await storedReview(w.quoteId);
    expect(stored?.status).toBe('PUBLISHED');
    const overall = stored!.ratings.overall;
    const company = await storedCompany(w.companyId);
    expect(company).toMatchObject({ review_count: 1, review_overall_sum: overall, [`review_stars_${overall}`]: 1 });
  });

  it('stores the reviewer as first name and initial, and the move as its month and route; the customer sees it', async () => {
    const w = await completedMove({ at: daysAgo(2), price: 1000, finalPrice: 1080 });
    const first = await getBookingReviews(w.customer, w.quoteId);
    expect(first.status).toBe(200);
    // $1,080 against $1,000 agreed: 8 % over, 3 stars suggested.
    expect(first.body).toMatchObject({
      may_review: true,
      review: null,
      price_as_quoted: { suggested: 3, final_price: 1080, agreed_total: 1000 },
    });

    const mine = await uploadedAttachment(w.customer);
    const posted = await postReview(w.customer, w.quoteId, { ...reviewBody(4), photo_media_ids: [mine] });
    expect(posted.status).toBe(201);
    expect(posted.body.may_review).toBe(false);
    expect(posted.body.review).toMatchObject({ status: 'SUBMITTED', ratings: { overall: 4 }, published_at: null });
    expect(posted.body.review?.photos.map((photo) => photo.media_id)).toEqual([mine]);
    expect(posted.body.review?.photos[0]?.url).toContain(mine);
    // The photo's public address does not name the reviewer (companies see the same id on leads).
    expect(posted.body.review?.photos[0]?.url).not.toContain(w.customer.sub);
    expect(posted.body.customer_rating).toBeNull();

    const stored = await storedReview(w.quoteId);
    expect(stored).toMatchObject({ reviewer_name: 'Casey C.', moving_company_id: w.companyId, status: 'SUBMITTED' });
    expect(stored?.move_month).toMatch(/^\d{4}-\d\d$/);
    expect(stored?.from_city).toBeTruthy();
    expect(stored?.to_city).toBeTruthy();
    // Blind: nothing counted before publication.
    expect((await storedCompany(w.companyId))?.review_count ?? 0).toBe(0);
  });
});
