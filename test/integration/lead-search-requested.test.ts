import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SearchMoveRequestsResponseSchema, type SearchLeadResult } from '@schemas/leads';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestLead } from '@test/support/fixtures/moves';
import type { TestUser } from '@test/support/fixtures/users';

/** Within the no-dates window (two years); a unique city per test and a company of its own keep other data out. */
const BASE = 600;
const city = () => `Asked ${ulid().slice(-8)}`;

type Ask = 'asked' | 'reached-out' | 'legacy-request' | 'legacy-pending';

/** The company's quote on the move as each way of making it stores it (old quotes have no asked_by_customer). */
async function quoteOn(move: string, companyId: string, ask: Ask) {
  const { quoteEntity } = await import('@functions/core/data/quote/quotes');
  const fields = {
    asked: { status: 'QUOTE_REQUESTED', asked_by_customer: true },
    'reached-out': { status: 'QUOTED', asked_by_customer: false, price: 900 },
    'legacy-request': { status: 'QUOTE_REQUESTED' },
    'legacy-pending': {
      status: 'QUOTED',
      price: 900,
      payment_pending_since: new Date().toISOString(),
      pending_from_status: 'QUOTE_REQUESTED',
    },
  } as const;
  await quoteEntity()
    .create({
      id: ulid(),
      move_request_id: move,
      moving_company_id: companyId,
      customer_id: `customer-${move}`,
      ...fields[ask],
    })
    .go();
}

async function search(user: TestUser, body: Record<string, unknown>) {
  const answer = await callRoute(routes.searchMoveRequests, { token: user.accessToken, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SearchMoveRequestsResponseSchema.parse(answer.body);
}

/** Every page of the search, following nextCursor. */
async function allPages(user: TestUser, body: Record<string, unknown>) {
  const pages: SearchLeadResult[][] = [];
  let cursor: string | null = null;
  do {
    const page = await search(user, { ...body, cursor });
    pages.push(page.results);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('POST /api/search-move-requests: leads that requested the company come first', () => {
  it('puts requested leads first in lead order, then the others, with no lead repeated across pages', async () => {
    const { company, user } = await companyWithUser();
    const town = city();
    const day = (n: number) => dayFromToday(BASE + n);
    const lead = (n: number) => createTestLead({ city: town, start: day(n), end: day(n + 1) });
    const [plainEarly, askedLate, reachedOut, legacy, askedEarly, plainLate, pending] = await Promise.all(
      [0, 9, 1, 7, 5, 8, 6].map(lead),
    );
    await Promise.all([
      quoteOn(askedLate, company.id, 'asked'),
      quoteOn(askedEarly, company.id, 'asked'),
      quoteOn(legacy, company.id, 'legacy-request'),
      quoteOn(pending, company.id, 'legacy-pending'),
      quoteOn(reachedOut, company.id, 'reached-out'),
    ]);

    const pages = await allPages(user, { fromLocation: { city: town }, limit: 3 });
    const order = pages.flat().map((r) => r.id);
    expect(order).toEqual([askedEarly, pending, legacy, askedLate, plainEarly, reachedOut, plainLate]);
    expect(new Set(order).size).toBe(order.length);
    // Page 1 holds three requested leads; page 2 ends them and goes on with the index.
    expect(pages[0].map((r) => r.id)).toEqual([askedEarly, pending, legacy]);
    expect(pages[1].map((r) => r.id)).toEqual([askedLate, plainEarly, reachedOut]);
    const requested = Object.fromEntries(pages.flat().map((r) => [r.id, r.requested_by_customer]));
    expect(requested).toEqual({
      [askedEarly]: true,
      [pending]: true,
      [legacy]: true,
      [askedLate]: true,
      [plainEarly]: false,
      [reachedOut]: false,
      [plainLate]: false,
    });

    // Another company's search knows nothing of these requests.
    const other = await companyWithUser();
    const theirs = (await allPages(other.user, { fromLocation: { city: town }, limit: 50 })).flat();
    expect(theirs.map((r) => r.id)).toEqual([
      plainEarly,
      reachedOut,
      askedEarly,
      pending,
      legacy,
      plainLate,
      askedLate,
    ]);
    expect(theirs.every((r) => !r.requested_by_customer)).toBe(true);
  });

  it("'Requested you' finds only requested leads, and the other filters still apply to them", async () => {
    const { company, user } = await companyWithUser();
    const town = city();
    const day = (n: number) => dayFromToday(BASE + 40 + n);
    const asked = await createTestLead({ city: town, start: day(0), end: day(2), bedrooms: 4 });
    const askedSmall = await createTestLead({ city: town, start: day(1), end: day(1), bedrooms: 1 });
    const askedElsewhere = await createTestLead({ city: city(), start: day(0), end: day(0) });
    const askedSc = await createTestLead({ state: 'SC', city: town, start: day(0), end: day(0) });
    const askedPast = await createTestLead({ city: town, start: dayFromToday(-5), end: dayFromToday(-1) });
    const notAsked = await createTestLead({ city: town, start: day(0), end: day(0) });
    for (const move of [asked, askedSmall, askedElsewhere, askedSc, askedPast])
      await quoteOn(move, company.id, 'asked');

    const only = await allPages(user, { fromLocation: { city: town }, requestedOnly: true, limit: 1 });
    expect(only.flat().map((r) => r.id)).toEqual([asked, askedSmall]);
    const big = await search(user, {
      fromLocation: { city: town },
      requestedOnly: true,
      residenceDetails: { moreThan4Beds: true },
    });
    expect(big.results.map((r) => r.id)).toEqual([asked]);
    const window = await search(user, { fromLocation: { city: town }, requestedOnly: true, startDate: day(1) });
    expect(window.results.map((r) => r.id)).toEqual([asked, askedSmall]);
    const later = await search(user, { fromLocation: { city: town }, requestedOnly: true, startDate: day(2) });
    expect(later.results.map((r) => r.id)).toEqual([asked]);
    // Without the filter the plain lead follows them.
    const all = await search(user, { fromLocation: { city: town } });
    expect(all.results.map((r) => r.id)).toEqual([asked, askedSmall, notAsked]);
  });

  it('shows a move open only to the companies its customer chose to the company it asked, whatever the index holds', async () => {
    const { company, user } = await companyWithUser();
    const town = city();
    const start = dayFromToday(BASE + 80);
    const chosen = await createTestLead({ city: town, start, end: start });
    const { moveRequestEntity } = await import('@functions/core/data/move-request/move-requests');
    await moveRequestEntity().patch({ id: chosen }).set({ only_chosen_companies: true }).go();
    await quoteOn(chosen, company.id, 'asked');

    const page = await search(user, { fromLocation: { city: town } });
    expect(page.results.map((r) => [r.id, r.requested_by_customer])).toEqual([[chosen, true]]);
    const only = await search(user, { requestedOnly: true, startDate: start });
    expect(only.results.map((r) => r.id)).toEqual([chosen]);
  });

  it('marks requested quotes on /my-company-quotes', async () => {
    const { company, user } = await companyWithUser();
    const town = city();
    const start = dayFromToday(BASE + 100);
    const asked = await createTestLead({ city: town, start, end: start });
    const reachedOut = await createTestLead({ city: town, start, end: start });
    await quoteOn(asked, company.id, 'asked');
    await quoteOn(reachedOut, company.id, 'reached-out');
    const answer = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
    expect(answer.status).toBe(200);
    const rows = Object.fromEntries(answer.body.map((row) => [row.move_request_id, row.requested_by_customer]));
    expect(rows).toEqual({ [asked]: true, [reachedOut]: false });
  });
});
