import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { CustomerPriceGuide, LeadPriceGuide } from '@schemas/price-guide';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { sendQuote } from '@test/support/fixtures/lead-tokens';
import { customerWithMove, type TestMoveInput } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { eventually } from '@test/support/eventually';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * Price guidance (docs/price-guidance.md) through the real API and event bus: companies quote
 * moves like one another's (SC, 5 and 6 bedrooms, over 150 miles, packing: a bucket no other
 * test file quotes in), the PriceGuide rule files each quote, and the two routes read one item.
 */

/** Greenville, SC to Wilmington, NC: about 290 miles. */
const LIKE_YOURS = {
  from: { city: 'Greenville', state: 'SC', zip: '29601', count_bedrooms: 6 },
  to: { city: 'Wilmington', state: 'NC', zip: '28401' },
  packing: true,
} satisfies TestMoveInput;

type Company = Awaited<ReturnType<typeof companyWithUser>>;
let moves: Array<{ customer: TestUser; moveId: string }>;
let c1: Company;
let c2: Company;
let c3: Company;

/** The customer asks the company (so the quote is the customer's request), then the company quotes. */
async function quoteMove(move: { customer: TestUser; moveId: string }, company: Company, price: number) {
  await requestQuoteFrom(move.customer, move.moveId, company.company.id);
  const answer = await sendQuote(company.user, move.moveId, company.company.id, price);
  expect(answer.status).toBeLessThan(300);
  return (answer.body as { id: string }).id;
}

const myGuide = async (customer: TestUser): Promise<CustomerPriceGuide> => {
  const answer = await callRoute(routes.getMyPriceGuide, { token: customer.accessToken });
  expect(answer.status).toBe(200);
  return answer.body;
};

const leadGuide = async (user: TestUser, moveId: string) =>
  callRoute(routes.getLeadPriceGuide, { token: user.accessToken, params: { move_request_id: moveId } });

const settledGuide = async (customer: TestUser, quotes: number) => {
  await eventsIdle();
  return eventually(
    () => myGuide(customer),
    (guide) => guide.market.quotes === quotes,
  );
};

beforeAll(async () => {
  [c1, c2, c3] = await Promise.all([1, 2, 3].map(() => companyWithUser({ state: 'SC' })));
  moves = await Promise.all([
    customerWithMove(LIKE_YOURS),
    customerWithMove(LIKE_YOURS),
    // Five bedrooms: within one of six, so the same moves like yours.
    customerWithMove({ ...LIKE_YOURS, from: { ...LIKE_YOURS.from, count_bedrooms: 5 } }),
    customerWithMove(LIKE_YOURS),
  ]);
});

describe('price guidance', () => {
  it('says not enough data below 5 quotes, then gives the middle half; a company shows from its third quote', async () => {
    const reader = moves[3];
    await quoteMove(moves[0], c1, 2000);
    await quoteMove(moves[1], c1, 2200);
    await quoteMove(moves[0], c2, 2400);
    await quoteMove(moves[1], c3, 2600);

    const four = await settledGuide(reader.customer, 4);
    expect(four.market).toEqual({ quotes: 4, range: null });
    expect(four.companies).toEqual([]); // c1 has 2 quotes: not yet

    await quoteMove(moves[2], c1, 2100);
    const five = await settledGuide(reader.customer, 5);
    // Sorted: 2000 2100 2200 2400 2600; first quartile rank 1 (2100), third rank 3 (2400 → its bin's top 2450).
    expect(five.market).toEqual({ quotes: 5, range: { low: 2100, high: 2450 } });
    expect(five.companies).toEqual([{ moving_company_id: c1.company.id, quotes: 3, low: 2000, high: 2250 }]);
  });

  it('counts a re-sent quote once, at its new price', async () => {
    const quoteId = await quoteMove(moves[3], c2, 9000);
    const sixth = await settledGuide(moves[3].customer, 6);
    // 2000 2100 2200 2400 2600 9000: ranks 1 and 4.
    expect(sixth.market.range).toEqual({ low: 2100, high: 2650 });
    const update = await callRoute(routes.updateCompanyQuote, {
      token: c2.user.accessToken,
      params: { id: quoteId },
      body: { price: 2300 },
    });
    expect(update.status).toBe(200);
    await eventsIdle();
    const after = await eventually(
      () => myGuide(moves[3].customer),
      (guide) => guide.market.range?.high === 2450,
    );
    // 2000 2100 2200 2300 2400 2600: the 9,000 replaced, still six quotes.
    expect(after.market).toEqual({ quotes: 6, range: { low: 2100, high: 2450 } });
  });

  it("gives a company the guidance of a lead it may see, and 404 for another state's company", async () => {
    const seen = await leadGuide(c3.user, moves[3].moveId);
    expect(seen.status).toBe(200);
    const body = seen.body as LeadPriceGuide;
    expect(body.market.quotes).toBe(6);
    expect(body.completed_median).toBeNull();

    const elsewhere = await companyWithUser({ state: 'NC' });
    expect((await leadGuide(elsewhere.user, moves[3].moveId)).status).toBe(404);
    expect((await leadGuide(c3.user, ulid())).status).toBe(404);
  });

  it('files a completed move once and shows the median from 3 completed moves', async () => {
    pointAtStack();
    const { recordFinalPrice } = await import('@functions/core/data/price-guide/price-guide-writes');
    const { placementOf } = await import('@functions/price-guide');
    const { findMoveRequest } = await import('@functions/core/data/move-request/move-requests');
    const move = (await findMoveRequest(moves[3].moveId))!;
    const completed = [ulid(), ulid(), ulid()];
    expect(await recordFinalPrice(completed[0], placementOf(move, 2500)!)).toBe(true);
    expect(await recordFinalPrice(completed[0], placementOf(move, 2500)!)).toBe(false);
    await recordFinalPrice(completed[1], placementOf(move, 2600)!);
    let body = (await leadGuide(c3.user, moves[3].moveId)).body as LeadPriceGuide;
    expect(body).toMatchObject({ completed_moves: 2, completed_median: null });

    await recordFinalPrice(completed[2], placementOf(move, 2700)!);
    body = (await leadGuide(c3.user, moves[3].moveId)).body;
    expect(body).toMatchObject({ completed_moves: 3, completed_median: 2625 });
  });
});
