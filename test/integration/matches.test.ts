import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { LocationInput } from '@schemas/move-requests';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany, setCalendar } from '@test/support/fixtures/companies';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { allMatches } from '@test/support/matches';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/**
 * Each test uses its own window far beyond the seed's 90 days, and looks only at the
 * companies it created, so other files' data cannot change its answer.
 */
let nextWindow = 200;
const newWindow = () => (nextWindow += 20);

beforeAll(() => {
  pointAtStack(); // the data layer writes to the emulators, as the seed and handlers do
});

/** A new company's id; its logo's media id names the company, as an upload's does. */
async function newCompany({ state, verified = true, name }: { state: string; verified?: boolean; name?: string }) {
  const id = ulid();
  await createTestCompany({ id, state, is_verified: verified, name, logo_mediaId: `companies/${id}/logo.png` });
  return id;
}

/** A customer with a move request leaving `state` (for SC) between the two dates. */
async function moveFrom(state: LocationInput['state'], start: string, end: string) {
  const { customer, moveId } = await customerWithMove({
    from: { state },
    to: { state: 'SC' },
    start,
    end,
    packing: false,
  });
  return { user: customer, moveId };
}

const matchesOf = (user: TestUser) => callRoute(routes.getMyMatches, { token: user.accessToken });
const checkOf = (user: TestUser, id: string) =>
  callRoute(routes.checkAvailability, { token: user.accessToken, params: { move_request_id: id } });

describe('GET /api/my-move-request/matches', () => {
  it('lists verified companies of the origin state available on a day of the range, with quote status', async () => {
    const w = newWindow();
    const [start, mid, end] = [dayFromToday(w), dayFromToday(w + 2), dayFromToday(w + 4)];
    const available = await newCompany({ state: 'NC', name: 'A Available' });
    const unverified = await newCompany({ state: 'NC', verified: false });
    const outside = await newCompany({ state: 'NC' });
    const busy = await newCompany({ state: 'NC' });
    const noCalendar = await newCompany({ state: 'NC' });
    const otherState = await newCompany({ state: 'SC' });
    await setCalendar(available, [
      [start, false],
      [mid, true],
    ]);
    await setCalendar(unverified, [[mid, true]]);
    await setCalendar(outside, [
      [dayFromToday(w - 1), true],
      [dayFromToday(w + 5), true],
    ]);
    await setCalendar(busy, [
      [start, false],
      [mid, false],
      [end, false],
    ]);
    await setCalendar(otherState, [[mid, true]]);
    const ours = new Set([available, unverified, outside, busy, noCalendar, otherState]);

    const { user, moveId } = await moveFrom('NC', start, end);
    const first = await matchesOf(user);
    expect(first.status).toBe(200);
    expect(first.body.move_request_id).toBe(moveId);
    const mine = first.body.moving_company_matches.filter((m: { id: string }) => ours.has(m.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      id: available,
      name: 'A Available',
      state: 'NC',
      is_verified: true,
      hasQuote: false,
      quoteStatus: null,
    });
    expect(mine[0].logo_image_url).toContain(`companies/${available}/logo.png`);
    expect(mine[0]).not.toHaveProperty('email');
    expect(mine[0]).not.toHaveProperty('phone');

    const quote = await callRoute(routes.requestQuote, {
      token: user.accessToken,
      body: { move_request_id: moveId, moving_company_id: available },
    });
    expect(quote.status).toBe(201);
    const after = (await matchesOf(user)).body.moving_company_matches.find((m: { id: string }) => m.id === available);
    expect(after).toMatchObject({ hasQuote: true, quoteStatus: 'QUOTE_REQUESTED' });
  });

  it('matches South Carolina moves with SC companies', async () => {
    const w = newWindow();
    const sc = await newCompany({ state: 'SC' });
    const nc = await newCompany({ state: 'NC' });
    await setCalendar(sc, [[dayFromToday(w), true]]);
    await setCalendar(nc, [[dayFromToday(w), true]]);
    const { user } = await moveFrom('SC', dayFromToday(w), dayFromToday(w));
    const ids = (await allMatches(user.accessToken)).map((m) => m.id);
    expect(ids).toContain(sc);
    expect(ids).not.toContain(nc);
  });

  it('answers an empty list for a move leaving a state outside the Carolinas', async () => {
    const w = newWindow();
    const ga = await newCompany({ state: 'GA' });
    await setCalendar(ga, [[dayFromToday(w), true]]);
    const { user, moveId } = await moveFrom('GA', dayFromToday(w), dayFromToday(w + 1));
    const answer = await matchesOf(user);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ move_request_id: moveId, moving_company_matches: [], nextCursor: null });
  });

  it('answers 404 without a move request and 403 to companies and admins', async () => {
    const user = await createTestUser({ role: 'MOVER', profile: true });
    expect((await matchesOf(user)).status).toBe(404);
    for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
      const other = await createTestUser({ role, profile: true });
      expect((await matchesOf(other)).status).toBe(403);
    }
  });
});

describe('GET /api/check-availability/{move_request_id}', () => {
  it('answers the owner whether any match is free, and a company whether its own calendar is', async () => {
    const w = newWindow();
    const [start, end] = [dayFromToday(w), dayFromToday(w + 3)];
    const free = await newCompany({ state: 'NC' });
    const full = await newCompany({ state: 'NC' });
    await setCalendar(free, [[end, true]]);
    await setCalendar(full, [
      [start, false],
      [dayFromToday(w + 10), true],
    ]);
    const { user, moveId } = await moveFrom('NC', start, end);

    const owner = await checkOf(user, moveId);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ hasAvailability: true, moveRequestDateRange: { start, end } });

    const freeUser = await createCompanyUser(free);
    expect((await checkOf(freeUser, moveId)).body).toEqual({
      hasAvailability: true,
      moveRequestDateRange: { start, end },
    });
    const fullUser = await createCompanyUser(full);
    expect((await checkOf(fullUser, moveId)).body.hasAvailability).toBe(false);

    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    expect((await checkOf(admin, moveId)).status).toBe(200);
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    expect((await checkOf(stranger, moveId)).status).toBe(404);
    expect((await checkOf(user, ulid())).status).toBe(404);
  });

  it('answers false to the owner of a move with no match (outside the Carolinas)', async () => {
    const w = newWindow();
    const { user, moveId } = await moveFrom('GA', dayFromToday(w), dayFromToday(w));
    expect((await checkOf(user, moveId)).body.hasAvailability).toBe(false);
  });
});

describe('matchWindow (the part of the range matching reads)', () => {
  it('starts today when the range began earlier, ends with the range (at most the calendar horizon), and is null once passed', async () => {
    const { matchWindow } = await import('@functions/matches/matching');
    const { monthsBetween } = await import('@functions/platform/calendar-dates');
    expect(matchWindow('2026-01-01', '2026-01-03', '2026-01-02')).toEqual({ first: '2026-01-02', last: '2026-01-03' });
    expect(matchWindow('2026-01-01', '2026-01-03', '2026-01-04')).toBeNull();
    expect(matchWindow('2026-01-01', '2026-12-31', '2025-12-01')).toEqual({ first: '2026-01-01', last: '2026-12-31' });
    // A request stored until 9999 reads the months a calendar can be open (730 days), not 96,000.
    expect(matchWindow('2026-01-01', '9999-12-31', '2026-01-01')).toEqual({ first: '2026-01-01', last: '2028-01-01' });
    expect(matchWindow('2029-01-01', '9999-12-31', '2026-01-01')).toBeNull();
    expect(monthsBetween('2026-11-30', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
  });

  it('matches a company free only near the end of a 90-day range, and check-availability agrees', async () => {
    const w = newWindow();
    const lateOnly = await newCompany({ state: 'NC' });
    await setCalendar(lateOnly, [[dayFromToday(w + 85), true]]);
    const { user, moveId } = await moveFrom('NC', dayFromToday(w), dayFromToday(w + 89));
    const ids = (await allMatches(user.accessToken)).map((m) => m.id);
    expect(ids).toContain(lateOnly);
    const owner = await createCompanyUser(lateOnly);
    expect((await checkOf(owner, moveId)).body.hasAvailability).toBe(true);
  });
});

describe("matching's listing (the company item in gsi2 MATCH#<state> / <name>#<id>)", () => {
  const stored = async (companyId: string) => {
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    return (await findCompany(companyId, { consistent: true }))!;
  };
  const daysOf = async (companyId: string) => [...((await stored(companyId)).available_days ?? [])].sort();
  /** The ids filed under a listing, straight from the index. */
  const listed = async (listing: string) => {
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { data } = await movingCompanyEntity()
      .query.byMatchListing({ match_listing: listing })
      .go({ pages: 'all', attributes: ['id'] });
    return data.map((c) => c.id);
  };
  /** Dates far beyond the seed's horizon and the other tests' windows. */
  const farDays = (offset: number, count: number) =>
    Array.from({ length: count }, (_, i) => dayFromToday(500 + offset + i));

  it('keeps every day of parallel publishes, drops a day made unavailable, and leaves the listing with the last day', async () => {
    const id = await newCompany({ state: 'NC' });
    const dates = farDays(0, 10);
    // Ten publishes of one day each, all at once: each is its own ADD on the company's set.
    await Promise.all(dates.map((date) => setCalendar(id, [[date, true]])));
    expect(await daysOf(id)).toEqual(dates);
    expect(await listed('NC')).toContain(id);

    await Promise.all([
      setCalendar(id, [[dates[0], false]]),
      setCalendar(id, [
        [dates[1], false],
        [dates[2], true],
      ]),
    ]);
    expect(await daysOf(id)).toEqual(dates.slice(2));

    // The last available day going takes the company out of the listing: no page reads it.
    await setCalendar(
      id,
      dates.slice(2).map((date) => [date, false]),
    );
    expect(await daysOf(id)).toEqual([]);
    expect((await stored(id)).match_listing).toBe('NONE');
    expect(await listed('NC')).not.toContain(id);
  });

  it('does not return a company whose days fall outside the range', async () => {
    const w = newWindow();
    const [start, end] = [dayFromToday(w), dayFromToday(w + 1)];
    const inRange = await newCompany({ state: 'NC' });
    const otherDays = await newCompany({ state: 'NC' });
    await setCalendar(inRange, [[end, true]]);
    await setCalendar(otherDays, [
      [dayFromToday(w - 1), true],
      [dayFromToday(w + 2), true],
      [start, false],
    ]);
    const { user } = await moveFrom('NC', start, end);
    const ids = (await allMatches(user.accessToken)).map((m) => m.id);
    expect(ids).toContain(inRange);
    expect(ids).not.toContain(otherDays);
  });

  it("keeps an unverified company's published calendar out of every listing, whatever its state", async () => {
    const w = newWindow();
    const id = await newCompany({ state: 'NC', verified: false });
    const owner = await createCompanyUser(id);
    const day = dayFromToday(w);
    const published = await callRoute(routes.bulkUpdateAvailability, {
      token: owner.accessToken,
      params: { id },
      body: { moving_company_id: id, changes: [{ date: day, is_available: true }] },
    });
    expect(published.status).toBe(200);
    expect(await stored(id)).toMatchObject({ match_listing: 'NONE', available_days: [day] });
    expect(await listed('NC')).not.toContain(id);
    // A PATCH of its state keeps it unlisted: the listing follows state and verification together.
    expect(
      (await callRoute(routes.updateMovingCompany, { token: owner.accessToken, params: { id }, body: { state: 'SC' } }))
        .status,
    ).toBe(200);
    expect((await stored(id)).match_listing).toBe('NONE');
    expect(await listed('SC')).not.toContain(id);
  });

  it('moves the company to the new state when it changes state (PATCH)', async () => {
    const w = newWindow();
    const id = await newCompany({ state: 'NC' });
    await setCalendar(id, [[dayFromToday(w), true]]);
    const owner = await createCompanyUser(id);
    const patched = await callRoute(routes.updateMovingCompany, {
      token: owner.accessToken,
      params: { id },
      body: { state: 'SC' },
    });
    expect(patched.status).toBe(200);
    expect((await stored(id)).match_listing).toBe('SC');
    const sc = await moveFrom('SC', dayFromToday(w), dayFromToday(w));
    expect((await allMatches(sc.user.accessToken)).map((m) => m.id)).toContain(id);
    const nc = await moveFrom('NC', dayFromToday(w), dayFromToday(w));
    expect((await allMatches(nc.user.accessToken)).map((m) => m.id)).not.toContain(id);
  });

  it('prunes past days and unlists a company whose only days have passed', async () => {
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { refileMatchListing } = await import('@functions/core/data/company/company-match-listing');
    const id = await newCompany({ state: 'NC' });
    const [past, future] = [dayFromToday(-3), dayFromToday(520)];
    await setCalendar(id, [[future, true]]);
    // A day the calendar held before it passed (no publish can write a past day).
    await movingCompanyEntity()
      .patch({ id })
      .add({ available_days: [past] })
      .go();
    await refileMatchListing(id);
    expect(await daysOf(id)).toEqual([future]);
    expect((await stored(id)).match_listing).toBe('NC');

    await movingCompanyEntity()
      .patch({ id })
      .add({ available_days: [past] })
      .go();
    await movingCompanyEntity()
      .patch({ id })
      .delete({ available_days: [future] })
      .go();
    await refileMatchListing(id);
    expect(await daysOf(id)).toEqual([]);
    expect((await stored(id)).match_listing).toBe('NONE');
  });

  it('unlists a listed company whose days have all passed the first time a page reads it', async () => {
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const { listedCompanies } = await import('@functions/core/data/company/company-match-listing');
    // A listing of its own, so this company is the only one read.
    const state = `Y${ulid().slice(-5)}`;
    const { id } = await createTestCompany({ state });
    await setCalendar(id, [[dayFromToday(530), true]]);
    expect((await stored(id)).match_listing).toBe(state);
    // What a listed company looks like once its last available day has passed.
    await movingCompanyEntity()
      .patch({ id })
      .add({ available_days: [dayFromToday(-2)] })
      .go();
    await movingCompanyEntity()
      .patch({ id })
      .delete({ available_days: [dayFromToday(530)] })
      .go();

    expect((await listedCompanies(state, 24, () => true)).companies.map((c) => c.id)).toEqual([id]);
    expect((await stored(id)).match_listing).toBe('NONE');
    expect(await daysOf(id)).toEqual([]);
    expect(await listed(state)).not.toContain(id);
  });

  it('re-sorts a renamed company (the sort key follows the name in the same write)', async () => {
    const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
    const id = await newCompany({ state: 'NC', name: 'Zulu Movers' });
    expect((await stored(id)).match_name).toBe('zulu movers');
    await movingCompanyEntity().patch({ id }).set({ name: 'Alpha Movers', state: 'NC' }).go();
    const raw = (await movingCompanyEntity().get({ id }).go({ data: 'raw', consistent: true })).data as unknown as {
      Item: { gsi2sk: string };
    };
    expect(raw.Item.gsi2sk).toBe(`alpha movers#${id}`);
  });
});

describe('paging the matches (LIMITS.matchesPageSize a page, in name order)', () => {
  type Page = { moving_company_matches: Array<{ id: string; name: string }>; nextCursor: string | null };

  it('answers 24 companies a page in name order with a cursor to the rest, and the last page without one', async () => {
    const w = newWindow();
    const day = dayFromToday(w);
    const names = Array.from({ length: 30 }, (_, i) => `Paging Movers ${String(i).padStart(2, '0')}`);
    // Created in reverse order: the answer's order is the listing's, not the creation's.
    const ids = new Map<string, string>();
    for (const name of [...names].reverse()) {
      const id = await newCompany({ state: 'NC', name });
      await setCalendar(id, [[day, true]]);
      ids.set(name, id);
    }
    const ours = new Set(ids.values());
    const { user } = await moveFrom('NC', day, day);

    // Other files' companies may be free that day too: the walk is checked whole, ours in order.
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const answer: { status: number; body: Page } = await callRoute(routes.getMyMatches, {
        token: user.accessToken,
        query: cursor ? { cursor } : undefined,
      });
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      cursor = answer.body.nextCursor;
    } while (cursor && pages.length < 20);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0].moving_company_matches).toHaveLength(24);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    const all = pages.flatMap((page) => page.moving_company_matches);
    // The listing's sort key, compared as DynamoDB compares it (bytes; these names are ASCII).
    const order = all.map((m) => `${m.name.toLowerCase()}#${m.id}`);
    expect(order).toEqual([...order].sort());
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length); // no company twice
    expect(all.filter((m) => ours.has(m.id)).map((m) => m.name)).toEqual(names);
  });

  it('says whether more follow only when they do: a listing of exactly one page has no next page', async () => {
    const { createTestCompany } = await import('@test/support/fixtures/companies');
    const { listedCompanies } = await import('@functions/core/data/company/company-match-listing');
    // A listing of its own (a state code no other test uses), so the count is exact.
    const state = `Z${ulid().slice(-5)}`;
    const day = dayFromToday(newWindow());
    const created: string[] = [];
    for (let i = 0; i < 25; i++) {
      const { id } = await createTestCompany({ state, name: `Exact ${String(i).padStart(2, '0')}` });
      await setCalendar(id, [[day, true]]);
      created.push(id);
    }
    const everyone = () => true;
    const full = await listedCompanies(state, 25, everyone);
    expect(full.companies.map((c) => c.id)).toEqual(created);
    expect(full.more).toBe(false);
    const first = await listedCompanies(state, 24, everyone);
    expect(first.more).toBe(true);
    const rest = await listedCompanies(state, 24, everyone, {
      match_name: first.companies[23].match_name!,
      id: first.companies[23].id,
    });
    expect(rest).toMatchObject({ more: false });
    expect(rest.companies.map((c) => c.id)).toEqual(created.slice(24));
    // Refused companies are read past, not counted: the odd ones only.
    const odd = await listedCompanies(state, 24, (c) => created.indexOf(c.id) % 2 === 1);
    expect(odd.companies.map((c) => c.id)).toEqual(created.filter((_, i) => i % 2 === 1));
    expect(odd.more).toBe(false);
  });

  it('refuses a cursor it did not give with a clear 400', async () => {
    const w = newWindow();
    const { user } = await moveFrom('NC', dayFromToday(w), dayFromToday(w));
    for (const cursor of ['not a cursor!', Buffer.from('{"a":1}').toString('base64url'), 'AAAA']) {
      const answer = await callRoute(routes.getMyMatches, { token: user.accessToken, query: { cursor } });
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });
});

describe('seedAvailability and the listing', () => {
  const stored = async (companyId: string) => {
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    return (await findCompany(companyId, { consistent: true }))!;
  };
  const daysOf = async (companyId: string) => [...((await stored(companyId)).available_days ?? [])].sort();

  it("backfills a company's available_days from days written before the listing existed, keeping is_available, idempotently", async () => {
    const { availabilityEntity } = await import('@functions/core/data/availability/availability');
    const { seedAvailability } = await import('@infra/local/seed/seed-availability');
    // Unverified, so this near-term calendar never shows up as anyone's match.
    const id = await newCompany({ state: 'NC', verified: false });
    const [free, edited] = [dayFromToday(1), dayFromToday(2)];
    // Days as written before the listing existed: nothing on the company.
    await availabilityEntity()
      .put([
        { moving_company_id: id, date: free, is_available: true },
        { moving_company_id: id, date: edited, is_available: false },
      ])
      .go();
    expect(await daysOf(id)).toEqual([]);

    expect(await seedAvailability([id])).toBe(88);
    const days = await daysOf(id);
    expect(days).toContain(free);
    expect(days).not.toContain(edited);
    // Unverified: never listed under its state.
    expect((await stored(id)).match_listing).toBe('NONE');
    const { data: day } = await availabilityEntity().get({ moving_company_id: id, date: edited }).go();
    expect(day).toMatchObject({ is_available: false });
    expect(await seedAvailability([id])).toBe(0);
  });
});
