import { beforeAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_REVIEWS_MIN, REVIEWS_PAGE_SIZE, type PublicReview, type ReviewSort } from '@schemas/reviews';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany } from '@test/support/fixtures/companies';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { answeredReview, hiddenReview, publishedReview } from '@test/support/fixtures/published-reviews';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { expected } from '@test/support/expected';
import { itemsReadBy } from '@test/support/read-count';

/*
 * Where reviews show (docs/reviews.md): a company's reviews, 10 a page in three orders, the
 * summary from the counters (a hidden review listed with its reason, out of the summary), the
 * company page's visibility, and the marketplace's totals behind the home page's claim.
 */

const MINUTE = 60_000;
const START = Date.parse('2026-10-01T12:00:00.000Z');
/** Overall ratings in publication order: 13 reviews, so the newest order has a second page of 3. */
const OVERALLS = [5, 1, 4, 3, 5, 2, 5, 4, 4, 1, 3, 5, 2];

let customer: TestUser;
let companyId: string;
let ids: string[];

const list = (id: string, token: string, sort?: ReviewSort, cursor?: string) =>
  callRoute(routes.listCompanyReviews, {
    token,
    params: { id },
    query: { ...(sort ? { sort } : {}), ...(cursor ? { cursor } : {}) },
  });

/** Every review in the order, page by page; the page sizes too. */
async function walk(sort: ReviewSort) {
  const reviews: Array<Pick<PublicReview, 'id' | 'ratings'>> = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const answer = await list(companyId, customer.accessToken, sort, cursor ?? undefined);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    reviews.push(...answer.body.reviews);
    sizes.push(answer.body.reviews.length);
    cursor = answer.body.nextCursor;
  } while (cursor && sizes.length < 5);
  return { reviews, sizes };
}

beforeAll(async () => {
  customer = await createTestUser({ role: 'MOVER', profile: true });
  companyId = (await createTestCompany({ name: 'Review Page Movers' })).id;
  ids = [];
  for (const [i, overall] of OVERALLS.entries()) {
    ids.push(
      await publishedReview({
        companyId,
        overall,
        reviewerName: `Reviewer ${i}`,
        publishedAt: new Date(START + i * MINUTE),
      }),
    );
  }
});

describe('GET /moving-company/{id}/reviews', () => {
  it('lists newest first, 10 a page, with the move, the verified mark and the summary from the counters', async () => {
    const first = await list(companyId, customer.accessToken);
    expect(first.status).toBe(200);
    expect(first.body.summary).toEqual({
      count: 13,
      average: Math.round((OVERALLS.reduce((a, b) => a + b, 0) / 13) * 10) / 10,
      distribution: [2, 2, 2, 3, 4],
      aspects: { on_time: 3.4, care: 3.4, communication: 3.4, price_as_quoted: 3.4 },
    });
    expect(first.body.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.body.reviews[0]).toMatchObject({
      id: ids[12],
      moving_company_id: companyId,
      reviewer_name: 'Reviewer 12',
      ratings: { overall: 2 },
      move: { month: '2026-09', from_city: 'Raleigh', from_state: 'NC', to_city: 'Charleston', to_state: 'SC' },
      verified_booking: true,
      hidden_text: null,
      answer: null,
      published_at: new Date(START + 12 * MINUTE).toISOString(),
    });

    const { reviews, sizes } = await walk('newest');
    expect(sizes).toEqual([10, 3]);
    expect(reviews.map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('orders highest and lowest by the overall rating, newest first among equals for highest', async () => {
    const highest = await walk('highest');
    expect(highest.reviews.map((r) => r.ratings?.overall)).toEqual([...OVERALLS].sort((a, b) => b - a));
    expect(highest.reviews.slice(0, 4).map((r) => r.id)).toEqual([ids[11], ids[6], ids[4], ids[0]]);
    const lowest = await walk('lowest');
    expect(lowest.reviews.map((r) => r.ratings?.overall)).toEqual([...OVERALLS].sort((a, b) => a - b));
    expect(new Set(lowest.reviews.map((r) => r.id)).size).toBe(13);
  });

  it('gives no cursor when the list ends exactly on a page boundary (no empty Load more)', async () => {
    const { company } = await companyWithUser({ name: 'Ten Reviews Movers' });
    for (let i = 0; i < REVIEWS_PAGE_SIZE; i++) {
      await publishedReview({ companyId: company.id, overall: 4, publishedAt: new Date(START + i * MINUTE) });
    }
    const first = await list(company.id, customer.accessToken);
    expect(first.body.reviews).toHaveLength(REVIEWS_PAGE_SIZE);
    expect(first.body.nextCursor).toBeNull();
  });

  it('refuses a cursor of another order or one it did not give (400)', async () => {
    const first = await list(companyId, customer.accessToken, 'newest');
    const wrongOrder = await list(companyId, customer.accessToken, 'highest', first.body.nextCursor!);
    expect(wrongOrder.status).toBe(400);
    expect(wrongOrder.body.error).toMatch(/The cursor is not valid/);
    const forged = await list(companyId, customer.accessToken, 'newest', Buffer.from('["x"]').toString('base64url'));
    expect(forged.status).toBe(400);
  });

  it('reads the company, the reviews returned and one more only to know whether another page exists', async () => {
    const { listCompanyReviews } = await import('@functions/reviews/list-company-reviews');
    const auth = { userId: customer.sub, username: customer.username, role: 'MOVER' as const, groups: ['MOVER'] };
    const call = (cursor?: string) =>
      itemsReadBy(
        () =>
          listCompanyReviews({
            auth,
            params: { id: companyId },
            query: { sort: 'newest', cursor },
            event: {} as never,
            requestId: 'reviews-read-test',
          } as never) as Promise<{ reviews: unknown[]; nextCursor: string | null }>,
      );
    const first = await call();
    expect(first.itemsRead).toBe(1 + first.result.reviews.length + 1);
    const second = await call(first.result.nextCursor!);
    expect(second.itemsRead).toBe(1 + second.result.reviews.length);
    expect(second.result.nextCursor).toBeNull();
  });

  it('shows a hidden review in its place with the reason, out of the summary, and its answer under a review', async () => {
    const { company } = await companyWithUser({ name: 'Hidden Review Movers' });
    const kept = await publishedReview({ companyId: company.id, overall: 2, publishedAt: new Date(START) });
    const hidden = await publishedReview({
      companyId: company.id,
      overall: 1,
      text: 'This review names the foreman and his home address.',
      photoMediaIds: ['attachments/sub-1/1-abc-box.png'],
      publishedAt: new Date(START + MINUTE),
    });
    await answeredReview(kept, 'Thank you: we have spoken to the crew.');
    await hiddenReview(hidden, 'PERSONAL_DATA');

    const answer = await list(company.id, customer.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body.summary).toMatchObject({ count: 1, average: 2, distribution: [0, 1, 0, 0, 0] });
    expect(answer.body.reviews.map((r) => r.id)).toEqual([hidden, kept]);
    expect(answer.body.reviews[0]).toMatchObject({
      ratings: null,
      text: null,
      photos: [],
      hidden_text: 'Hidden by MoveMatch: personal data',
    });
    expect(JSON.stringify(answer.body)).not.toContain('home address');
    expect(answer.body.reviews[1]).toMatchObject({
      ratings: { overall: 2 },
      hidden_text: null,
      answer: { text: 'Thank you: we have spoken to the crew.' },
    });
  });

  it('shows a photo as its image address', async () => {
    const { company } = await companyWithUser({ name: 'Photo Review Movers' });
    await publishedReview({ companyId: company.id, overall: 5, photoMediaIds: ['attachments/sub-1/2-def-sofa.png'] });
    const answer = await list(company.id, customer.accessToken);
    expect(answer.body.reviews[0].photos).toEqual([
      {
        media_id: 'attachments/sub-1/2-def-sofa.png',
        url: expected.stringMatching(/\/attachments\/sub-1\/2-def-sofa\.png$/),
      },
    ]);
  });

  it("marks the reviewer's own review as mine, for them only", async () => {
    const company = await createTestCompany({ name: 'Own Review Movers' });
    const reviewer = await createTestUser({ role: 'MOVER', profile: true });
    await publishedReview({ companyId: company.id, overall: 4, customerId: reviewer.sub });
    expect((await list(company.id, reviewer.accessToken)).body.reviews[0].mine).toBe(true);
    expect((await list(company.id, customer.accessToken)).body.reviews[0].mine).toBe(false);
  });

  it("answers an unverified company's reviews only to admins and its own users, like its page", async () => {
    const company = await createTestCompany({ name: 'Unverified Review Movers', is_verified: false });
    await publishedReview({ companyId: company.id, overall: 4 });
    const own = await createCompanyUser(company.id);
    const other = await createCompanyUser();
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    for (const [who, token, status] of [
      ['customer', customer.accessToken, 404],
      ['another company', other.accessToken, 404],
      ['its own user', own.accessToken, 200],
      ['admin', admin.accessToken, 200],
    ] as const) {
      const answer = await list(company.id, token);
      expect(answer.status, who).toBe(status);
      if (status === 404) expect(answer.body.error, who).toBe('Moving company not found');
      else expect(answer.body.reviews, who).toHaveLength(1);
    }
    expect((await list('01HZZZZZZZZZZZZZZZZZZZZZZZ', customer.accessToken)).status).toBe(404);
  });

  it('answers a company without reviews with an empty page and no average', async () => {
    const company = await createTestCompany({ name: 'New Review Movers' });
    const answer = await list(company.id, customer.accessToken, 'lowest');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      summary: {
        count: 0,
        average: null,
        distribution: [0, 0, 0, 0, 0],
        aspects: { on_time: null, care: null, communication: null, price_as_quoted: null },
      },
      reviews: [],
      nextCursor: null,
    });
  });
});

describe('GET /reviews/summary', () => {
  it("gives the marketplace's count and average, enough from MARKETPLACE_REVIEWS_MIN on, to anyone", async () => {
    const before = await callRoute(routes.getMarketplaceReviews, {});
    expect(before.status).toBe(200);
    const company = await createTestCompany({ name: 'Marketplace Review Movers' });
    const toAdd = Math.max(1, MARKETPLACE_REVIEWS_MIN - before.body.count);
    for (let i = 0; i < toAdd; i++) await publishedReview({ companyId: company.id, overall: 5 });
    const after = await callRoute(routes.getMarketplaceReviews, {});
    expect(after.body.count).toBe(before.body.count + toAdd);
    expect(after.body.count).toBeGreaterThanOrEqual(MARKETPLACE_REVIEWS_MIN);
    expect(after.body.enough).toBe(true);
    expect(after.body.average).toBeGreaterThan(0);
    expect(after.body.average).toBeLessThanOrEqual(5);
  });
});
