import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@schemas/reviews';
import { storedCompany } from '@test/support/fixtures/booking-completion';
import {
  completedMove,
  daysAgo,
  postReview,
  publishedHoursAgo,
  putReview,
  rateCustomer,
  reviewBody,
  storedReview,
} from '@test/support/fixtures/reviews';
import { createTestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * The reviewer may edit before publication and for 48 hours after it; a published review's
 * counters follow the edit (docs/reviews.md 'Who reviews, and when').
 */

const hiddenByAdmin = async (quoteId: string) => {
  pointAtStack();
  const { hideReview } = await import('@functions/core/data/review/review-publication');
  return hideReview((await storedReview(quoteId))!, 'PERSONAL_DATA', 'admin-test', new Date());
};

const EDITED = 'On second thought, two boxes arrived crushed and nobody called back.';

describe('PUT /api/booking/{id}/review', () => {
  it('edits a published review at 47 hours, with the counters following, and refuses at 49 hours', async () => {
    // Completed 20 days ago: the blind period is over, the review is published at once.
    const w = await completedMove({ at: daysAgo(20) });
    expect((await postReview(w.customer, w.quoteId, reviewBody(5))).status).toBe(201);
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 1,
      review_overall_sum: 5,
      review_stars_5: 1,
    });

    await publishedHoursAgo(w.quoteId, 47);
    const edited = await putReview(w.customer, w.quoteId, { ...reviewBody(2, EDITED) });
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ status: 'PUBLISHED', text: EDITED, ratings: { overall: 2 } });
    expect(await storedReview(w.quoteId)).toMatchObject({ text: EDITED, edited_at: expect.any(String) });
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 1,
      review_overall_sum: 2,
      review_on_time_sum: 2,
      review_stars_5: 0,
      review_stars_2: 1,
    });
    expect((await storedReview(w.quoteId))?.rating_sort).toMatch(/^2#/);

    await publishedHoursAgo(w.quoteId, 49);
    const late = await putReview(w.customer, w.quoteId, reviewBody(5));
    expect(late.status).toBe(400);
    expect(late.body.error).toBe(REVIEW_MESSAGES.editClosed);
    expect(await storedReview(w.quoteId)).toMatchObject({ text: EDITED, ratings: { overall: 2 } });
    expect(await storedCompany(w.companyId)).toMatchObject({ review_count: 1, review_overall_sum: 2 });

    // Hidden by an admin for a listed reason: it leaves the counters and is never editable.
    expect(await hiddenByAdmin(w.quoteId)).toBe(true);
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 0,
      review_overall_sum: 0,
      review_stars_2: 0,
    });
    const hidden = await putReview(w.customer, w.quoteId, reviewBody(5));
    expect(hidden.status).toBe(400);
    expect(hidden.body.error).toBe(REVIEW_MESSAGES.hiddenNoEdit);
  });

  it('edits a submitted review without counting it; publication then counts the edited ratings', async () => {
    const w = await completedMove();
    expect((await postReview(w.customer, w.quoteId, reviewBody(1))).status).toBe(201);
    const edited = await putReview(w.customer, w.quoteId, reviewBody(4));
    expect(edited.status).toBe(200);
    expect(edited.body.review).toMatchObject({ status: 'SUBMITTED', ratings: { overall: 4 } });
    expect((await storedCompany(w.companyId))?.review_count ?? 0).toBe(0);

    expect((await rateCustomer(w.companyUser, w.quoteId)).status).toBe(201);
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 1,
      review_overall_sum: 4,
      review_stars_4: 1,
    });
  });

  it('does not publish a submitted review as read before an edit (the counters would keep the old ratings)', async () => {
    const w = await completedMove();
    expect((await postReview(w.customer, w.quoteId, reviewBody(1))).status).toBe(201);
    const readBeforeEdit = (await storedReview(w.quoteId))!;
    expect((await putReview(w.customer, w.quoteId, reviewBody(5))).status).toBe(200);

    pointAtStack();
    const { publishSubmittedReview } = await import('@functions/core/data/review/review-publication');
    expect(await publishSubmittedReview(readBeforeEdit, new Date())).toBe(false);
    expect((await storedCompany(w.companyId))?.review_count ?? 0).toBe(0);
    expect(await publishSubmittedReview((await storedReview(w.quoteId))!, new Date())).toBe(true);
    expect(await storedCompany(w.companyId)).toMatchObject({
      review_count: 1,
      review_overall_sum: 5,
      review_stars_1: 0,
    });
  });

  it('answers 404 with no review, and refuses everyone but the reviewer', async () => {
    const w = await completedMove();
    const none = await putReview(w.customer, w.quoteId, reviewBody(3));
    expect(none.status).toBe(404);
    expect(none.body.error).toBe(REVIEW_MESSAGES.notReviewed);

    expect((await postReview(w.customer, w.quoteId, reviewBody(3))).status).toBe(201);
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    expect((await putReview(stranger, w.quoteId, reviewBody(1))).status).toBe(404);
    expect((await putReview(w.companyUser, w.quoteId, reviewBody(1))).status).toBe(403);
    expect(await storedReview(w.quoteId)).toMatchObject({ ratings: { overall: 3 } });
  });
});
