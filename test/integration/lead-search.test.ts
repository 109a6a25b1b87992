import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SearchMoveRequestsResponseSchema } from '@schemas/leads';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove, createTestLead } from '@test/support/fixtures/moves';
import { createTestUser, nameTag, uniqueEmail, type TestUser } from '@test/support/fixtures/users';

/** Far beyond other tests' dates, so each test's window (and a unique city) holds only its own moves. */
const BASE = 1500;

let ncCompanyUser: TestUser;
let scCompanyUser: TestUser;

beforeAll(async () => {
  const [nc, sc] = await Promise.all([companyWithUser({ state: 'NC' }), companyWithUser({ state: 'SC' })]);
  [ncCompanyUser, scCompanyUser] = [nc.user, sc.user];
});

const city = () => `Town ${ulid().slice(-8)}`;

async function search(user: TestUser, body: Record<string, unknown>) {
  const answer = await callRoute(routes.searchMoveRequests, { token: user.accessToken, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SearchMoveRequestsResponseSchema.parse(answer.body);
}
const idsOf = (page: { results: Array<{ id: string }> }) => page.results.map((r) => r.id).sort();

describe('POST /api/search-move-requests: who may search', () => {
  it('refuses anonymous callers (401), customers (403) and a company user without a company (404)', async () => {
    expect((await callRoute(routes.searchMoveRequests, { body: {} })).status).toBe(401);
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    const asCustomer = await callRoute(routes.searchMoveRequests, { token: customer.accessToken, body: {} });
    expect(asCustomer.status).toBe(403);
    const orphan = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const asOrphan = await callRoute(routes.searchMoveRequests, { token: orphan.accessToken, body: {} });
    expect(asOrphan.status).toBe(404);
    expect(asOrphan.body.error).toBe('No moving company found');
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ startDate: '2026-13-45' }, 'startDate'],
      [{ startDate: dayFromToday(BASE + 5), endDate: dayFromToday(BASE) }, 'endDate'],
      [{ fromLocation: { zip: 'abc' } }, 'fromLocation'],
      [{ residenceDetails: { isPacking: 'yes' } }, 'residenceDetails'],
      [{ limit: 500 }, 'limit'],
      [{ cursor: 'DROP TABLE' }, 'cursor'],
      [{ unknownFilter: true }, 'unknownFilter'],
    ];
    for (const [body, field] of bad) {
      const answer = await callRoute(routes.searchMoveRequests, { token: ncCompanyUser.accessToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('POST /api/search-move-requests: what is found', () => {
  it("finds only moves from the company's own state", async () => {
    const town = city();
    const start = dayFromToday(BASE);
    const nc = await createTestLead({ state: 'NC', city: town, start, end: start });
    const sc = await createTestLead({ state: 'SC', city: town, start, end: start });
    const filters = { startDate: start, endDate: start, fromLocation: { city: town } };
    expect(idsOf(await search(ncCompanyUser, filters))).toEqual([nc]);
    expect(idsOf(await search(scCompanyUser, filters))).toEqual([sc]);
  });

  it('finds moves whose range overlaps the date window, including across months', async () => {
    const town = city();
    const d = (n: number) => dayFromToday(BASE + 40 + n);
    const before = await createTestLead({ city: town, start: d(0), end: d(2) });
    const runningInto = await createTestLead({ city: town, start: d(3), end: d(12) });
    const inside = await createTestLead({ city: town, start: d(10), end: d(11) });
    const lastDay = await createTestLead({ city: town, start: d(20), end: d(25) });
    const after = await createTestLead({ city: town, start: d(21), end: d(22) });
    const window = { startDate: d(10), endDate: d(20), fromLocation: { city: town } };
    expect(idsOf(await search(ncCompanyUser, window))).toEqual([runningInto, inside, lastDay].sort());
    // Only a start: the end equals the start.
    expect(idsOf(await search(ncCompanyUser, { startDate: d(1), fromLocation: { city: town } }))).toEqual([before]);
    // A window over 60 days crosses month partitions.
    expect(
      idsOf(await search(ncCompanyUser, { startDate: d(0), endDate: d(60), fromLocation: { city: town } })),
    ).toEqual([before, runningInto, inside, lastDay, after].sort());
    // Results come in start-date order.
    const ordered = await search(ncCompanyUser, { startDate: d(0), endDate: d(60), fromLocation: { city: town } });
    expect(ordered.results.map((r) => r.id)).toEqual([before, runningInto, inside, lastDay, after]);
  });

  it('leaves out requests whose end date has passed, and keeps running ones without dates given', async () => {
    const town = city();
    const expired = await createTestLead({ city: town, start: dayFromToday(-10), end: dayFromToday(-1) });
    const running = await createTestLead({ city: town, start: dayFromToday(-5), end: dayFromToday(3) });
    const future = await createTestLead({ city: town, start: dayFromToday(30), end: dayFromToday(31) });
    expect(idsOf(await search(ncCompanyUser, { fromLocation: { city: town } }))).toEqual([running, future].sort());
    // A window in the past finds nothing: it starts today at the earliest.
    expect(
      idsOf(
        await search(ncCompanyUser, {
          startDate: dayFromToday(-10),
          endDate: dayFromToday(-1),
          fromLocation: { city: town },
        }),
      ),
    ).toEqual([]);
    expect(idsOf(await search(ncCompanyUser, { fromLocation: { city: town } }))).not.toContain(expired);
  });

  it('filters by city (any case) and zip prefix of both ends', async () => {
    const [from, to] = [city(), city()];
    const start = dayFromToday(BASE + 120);
    const a = await createTestLead({ city: from, zip: '27701', toCity: to, toZip: '27511', start, end: start });
    const b = await createTestLead({
      city: from,
      zip: '27705',
      toCity: 'Elsewhere',
      toZip: '28202',
      start,
      end: start,
    });
    const window = { startDate: start, endDate: start };
    expect(idsOf(await search(ncCompanyUser, { ...window, fromLocation: { city: from.toUpperCase() } }))).toEqual(
      [a, b].sort(),
    );
    expect(idsOf(await search(ncCompanyUser, { ...window, fromLocation: { city: from, zip: '27705' } }))).toEqual([b]);
    expect(idsOf(await search(ncCompanyUser, { ...window, fromLocation: { city: from, zip: '277' } }))).toEqual(
      [a, b].sort(),
    );
    expect(idsOf(await search(ncCompanyUser, { ...window, toLocation: { city: `  ${to} ` } }))).toEqual([a]);
    expect(
      idsOf(await search(ncCompanyUser, { ...window, fromLocation: { city: from }, toLocation: { zip: '28202' } })),
    ).toEqual([b]);
    expect(
      idsOf(
        await search(ncCompanyUser, { ...window, fromLocation: { city: from, zip: '' }, toLocation: { city: null } }),
      ),
    ).toEqual([a, b].sort());
  });

  it('filters by each residence detail of the home moved out of', async () => {
    const town = city();
    const start = dayFromToday(BASE + 160);
    const small = await createTestLead({ city: town, start, end: start, squareFeet: 700, bedrooms: 1, levels: 1 });
    const large = await createTestLead({
      city: town,
      start,
      end: start,
      squareFeet: 3200,
      bedrooms: 5,
      levels: 2,
      packing: true,
    });
    const unknownSize = await createTestLead({
      city: town,
      start,
      end: start,
      squareFeet: null,
      bedrooms: 4,
      levels: 1,
      packing: true,
    });
    const base = { startDate: start, endDate: start, fromLocation: { city: town } };
    const withResidence = async (details: Record<string, boolean>) =>
      idsOf(await search(ncCompanyUser, { ...base, residenceDetails: details }));
    expect(await withResidence({})).toEqual([small, large, unknownSize].sort());
    expect(await withResidence({ lessThan800: true })).toEqual([small]);
    expect(await withResidence({ isOver3000Sqft: true })).toEqual([large]);
    expect(await withResidence({ moreThan4Beds: true })).toEqual([large, unknownSize].sort());
    expect(await withResidence({ isOneLevel: true })).toEqual([small, unknownSize].sort());
    expect(await withResidence({ isPacking: true })).toEqual([large, unknownSize].sort());
    expect(await withResidence({ isPacking: true, isOneLevel: true })).toEqual([unknownSize]);
    expect(await withResidence({ lessThan800: true, isOver3000Sqft: true })).toEqual([]);
  });

  it('pages by cursor in start-date order without repeats', async () => {
    const town = city();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const day = dayFromToday(BASE + 200 + i * 9); // spans two months
      ids.push(await createTestLead({ city: town, start: day, end: day }));
    }
    const filters = {
      startDate: dayFromToday(BASE + 200),
      endDate: dayFromToday(BASE + 250),
      fromLocation: { city: town },
      limit: 2,
    };
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(ncCompanyUser, { ...filters, cursor });
      seen.push(...page.results.map((r) => r.id));
      cursor = page.nextCursor;
      pages += 1;
      expect(page.results.length).toBeLessThanOrEqual(2);
    } while (cursor && pages < 10);
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);
  });

  it("shows the customer's first name only: no last name or e-mail anywhere in the response", async () => {
    const lastName = `Zyxwvutson${nameTag(5)}`;
    const email = uniqueEmail('private-customer');
    const customer = await createTestUser({ role: 'MOVER', profile: true, firstName: 'Quinn', lastName, email });
    const town = city();
    const start = dayFromToday(BASE + 300);
    const moveId = await createMove(customer, {
      from: { address: '12 Secret Lane', city: town },
      to: { city: 'Apex' },
      start,
      special: '',
    });
    const answer = await callRoute(routes.searchMoveRequests, {
      token: ncCompanyUser.accessToken,
      body: { startDate: start, endDate: start, fromLocation: { city: town } },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toHaveLength(1);
    expect(answer.body.results[0]).toMatchObject({
      id: moveId,
      user: { firstName: 'Quinn', lastName: null, email: null },
      has_token: false,
      has_existing_quote: false,
      is_saved: false,
    });
    const raw = JSON.stringify(answer.body).toLowerCase();
    expect(raw).not.toContain(lastName.toLowerCase());
    expect(raw).not.toContain(email.toLowerCase());
    expect(raw).not.toContain('private-customer');
  });

  // A request the customer sent that the company has not answered is no quote yet: the card says
  // 'Create & send quote', as the modal it opens and /manage-leads do.
  it('marks leads the company saved or has sent a quote for, not those only requested', async () => {
    const town = city();
    const start = dayFromToday(BASE + 330);
    const saved = await createTestLead({ city: town, start, end: start });
    const quoted = await createTestLead({ city: town, start, end: start });
    const requested = await createTestLead({ city: town, start, end: start });
    const { quoteEntity } = await import('@functions/core/data/quote/quotes');
    const ncCompanyId = (await callRoute(routes.getUser, { token: ncCompanyUser.accessToken })).body.moving_company_id!;
    const quote = (move: string, status: 'QUOTE_REQUESTED' | 'QUOTED') =>
      quoteEntity()
        .create({
          id: ulid(),
          move_request_id: move,
          moving_company_id: ncCompanyId,
          customer_id: `customer-${move}`,
          status,
        })
        .go();
    await quote(quoted, 'QUOTED');
    await quote(requested, 'QUOTE_REQUESTED');
    expect(
      (await callRoute(routes.saveLead, { token: ncCompanyUser.accessToken, body: { move_request_id: saved } })).status,
    ).toBe(201);
    const page = await search(ncCompanyUser, { startDate: start, endDate: start, fromLocation: { city: town } });
    const byId = Object.fromEntries(page.results.map((r) => [r.id, r]));
    expect(byId[saved]).toMatchObject({ is_saved: true, has_existing_quote: false });
    expect(byId[quoted]).toMatchObject({ is_saved: false, has_existing_quote: true });
    expect(byId[requested]).toMatchObject({ is_saved: false, has_existing_quote: false });
  });
});
