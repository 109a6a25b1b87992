import { describe, expect, it } from 'vitest';
import { reviewCounterAdds, type ReviewCounters, type ReviewRatings } from '@schemas/reviews';
import { storedCompany } from '@test/support/fixtures/booking-completion';
import {
  completedMove,
  daysAgo,
  postReview,
  putReview,
  rateCustomer,
  storedReview,
} from '@test/support/fixtures/reviews';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * A company's review counters (and the marketplace's) always equal the sum of its published
 * reviews: each publication adds a review once, each edit moves them by the difference
 * (docs/reviews.md, docs/access-patterns.md R2-R5).
 */

const COUNTERS = Object.keys(
  reviewCounterAdds({ overall: 1, on_time: 1, care: 1, communication: 1, price_as_quoted: 1 }),
) as Array<keyof ReviewCounters>;

const sumOf = (all: ReviewRatings[]) =>
  Object.fromEntries(
    COUNTERS.map((key) => [key, all.reduce((sum, ratings) => sum + reviewCounterAdds(ratings)[key], 0)]),
  );

const countersOf = (item: ReviewCounters | null | undefined) =>
  Object.fromEntries(COUNTERS.map((key) => [key, item?.[key] ?? 0]));

const marketplaceTotals = async () => {
  pointAtStack();
  return countersOf(
    await (await import('@functions/core/data/review/review-publication')).findMarketplaceReviewTotals(),
  );
};

const body = (ratings: ReviewRatings) => ({
  ratings,
  text: 'A fair account of how the move went.',
  photo_media_ids: [],
});

describe("a company's review counters", () => {
  it('equal its published reviews after publications by each path and edits; the marketplace moves by the same', async () => {
    const before = await marketplaceTotals();
    const first = await completedMove({ at: daysAgo(20) });
    const companyId = first.companyId;
    const second = await completedMove({ companyId });
    const third = await completedMove({ companyId });
    const blind = await completedMove({ companyId });

    // Published at once (blind period over), through the company's rating, and still blind.
    expect(
      (
        await postReview(
          first.customer,
          first.quoteId,
          body({ overall: 5, on_time: 4, care: 5, communication: 3, price_as_quoted: 5 }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await postReview(
          second.customer,
          second.quoteId,
          body({ overall: 2, on_time: 1, care: 2, communication: 2, price_as_quoted: 3 }),
        )
      ).status,
    ).toBe(201);
    expect((await rateCustomer(second.companyUser, second.quoteId)).status).toBe(201);
    expect((await rateCustomer(third.companyUser, third.quoteId)).status).toBe(201);
    expect(
      (
        await postReview(
          third.customer,
          third.quoteId,
          body({ overall: 4, on_time: 4, care: 4, communication: 5, price_as_quoted: 4 }),
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await postReview(
          blind.customer,
          blind.quoteId,
          body({ overall: 1, on_time: 1, care: 1, communication: 1, price_as_quoted: 1 }),
        )
      ).status,
    ).toBe(201);
    // Edits: a published review's overall rating, and the blind one (not counted either way).
    expect(
      (
        await putReview(
          third.customer,
          third.quoteId,
          body({ overall: 3, on_time: 2, care: 4, communication: 5, price_as_quoted: 4 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await putReview(
          blind.customer,
          blind.quoteId,
          body({ overall: 2, on_time: 2, care: 2, communication: 2, price_as_quoted: 2 }),
        )
      ).status,
    ).toBe(200);

    const reviews = await Promise.all([first, second, third, blind].map((w) => storedReview(w.quoteId)));
    const published = reviews.filter((review) => review?.status === 'PUBLISHED').map((review) => review!.ratings);
    expect(published).toHaveLength(3);
    const expected = sumOf(published);
    expect(countersOf(await storedCompany(companyId))).toEqual(expected);
    expect(expected).toMatchObject({ review_count: 3, review_overall_sum: 10, review_stars_3: 1, review_stars_4: 0 });

    const after = await marketplaceTotals();
    expect(Object.fromEntries(COUNTERS.map((key) => [key, after[key] - before[key]]))).toEqual(expected);
  });
});
