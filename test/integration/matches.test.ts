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
  const { customer, moveId } = await customerWithMove({ from: { state }, to: { state: 'SC' }, start, end, packing: false });
  return { user: customer, moveId };
}

const matchesOf = (user: TestUser) => callRoute(routes.getMyMatches, { token: user.accessToken });
const checkOf = (user: TestUser, id: string) => callRoute(routes.checkAvailability, { token: user.accessToken, params: { move_request_id: id } });

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
    await setCalendar(available, 'NC', [[start, false], [mid, true]]);
    await setCalendar(unverified, 'NC', [[mid, true]]);
    await setCalendar(outside, 'NC', [[dayFromToday(w - 1), true], [dayFromToday(w + 5), true]]);
    await setCalendar(busy, 'NC', [[start, false], [mid, false], [end, false]]);
    await setCalendar(otherState, 'SC', [[mid, true]]);
    const ours = new Set([available, unverified, outside, busy, noCalendar, otherState]);

    const { user, moveId } = await moveFrom('NC', start, end);
    const first = await matchesOf(user);
    expect(first.status).toBe(200);
    expect(first.body.move_request_id).toBe(moveId);
    const mine = first.body.moving_company_matches.filter((m: { id: string }) => ours.has(m.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: available, name: 'A Available', state: 'NC', is_verified: true, hasQuote: false, quoteStatus: null });
    expect(mine[0].logo_image_url).toContain(`companies/${available}/logo.png`);
    expect(mine[0]).not.toHaveProperty('email');
    expect(mine[0]).not.toHaveProperty('phone');

    const quote = await callRoute(routes.requestQuote, { token: user.accessToken, body: { move_request_id: moveId, moving_company_id: available } });
    expect(quote.status).toBe(201);
    const after = (await matchesOf(user)).body.moving_company_matches.find((m: { id: string }) => m.id === available);
    expect(after).toMatchObject({ hasQuote: true, quoteStatus: 'QUOTE_REQUESTED' });
  });

  it('matches South Carolina moves with SC companies', async () => {
    const w = newWindow();
    const sc = await newCompany({ state: 'SC' });
    const nc = await newCompany({ state: 'NC' });
    await setCalendar(sc, 'SC', [[dayFromToday(w), true]]);
    await setCalendar(nc, 'NC', [[dayFromToday(w), true]]);
    const { user } = await moveFrom('SC', dayFromToday(w), dayFromToday(w));
    const ids = (await matchesOf(user)).body.moving_company_matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(sc);
    expect(ids).not.toContain(nc);
  });

  it('answers an empty list for a move leaving a state outside the Carolinas', async () => {
    const w = newWindow();
    const ga = await newCompany({ state: 'GA' });
    await setCalendar(ga, 'GA', [[dayFromToday(w), true]]);
    const { user, moveId } = await moveFrom('GA', dayFromToday(w), dayFromToday(w + 1));
    const answer = await matchesOf(user);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ move_request_id: moveId, moving_company_matches: [] });
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
    await setCalendar(free, 'NC', [[end, true]]);
    await setCalendar(full, 'NC', [[start, false], [dayFromToday(w + 10), true]]);
    const { user, moveId } = await moveFrom('NC', start, end);

    const owner = await checkOf(user, moveId);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ hasAvailability: true, moveRequestDateRange: { start, end } });

    const freeUser = await createCompanyUser(free);
    expect((await checkOf(freeUser, moveId)).body).toEqual({ hasAvailability: true, moveRequestDateRange: { start, end } });
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
    const { matchWindow } = await import('@functions/core/matching');
    const { monthsBetween } = await import('@functions/core/calendar-dates');
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
    await setCalendar(lateOnly, 'NC', [[dayFromToday(w + 85), true]]);
    const { user, moveId } = await moveFrom('NC', dayFromToday(w), dayFromToday(w + 89));
    const ids = (await matchesOf(user)).body.moving_company_matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(lateOnly);
    const owner = await createCompanyUser(lateOnly);
    expect((await checkOf(owner, moveId)).body.hasAvailability).toBe(true);
  });
});

describe('the month items matching reads (COMPANY#<id>/AVMONTH#<YYYY-MM>, gsi2 AVAIL#<state>#<YYYY-MM>)', () => {
  const monthItem = async (companyId: string, month: string) => {
    const { availabilityMonthEntity } = await import('@functions/core/data/availability');
    return (await availabilityMonthEntity().get({ moving_company_id: companyId, month }).go({ consistent: true })).data;
  };
  /** Dates of one month far beyond the seed's horizon and the other tests' windows. */
  const farMonth = (offset: number) => dayFromToday(500 + offset).slice(0, 7);

  it('keeps every day of parallel publishes of one month, and drops a day made unavailable', async () => {
    const id = await newCompany({ state: 'NC' });
    const month = farMonth(0);
    const dates = Array.from({ length: 10 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
    // Ten publishes of one day each, all at once: each is its own ADD on the month's set.
    await Promise.all(dates.map((date) => setCalendar(id, 'NC', [[date, true]])));
    expect([...((await monthItem(id, month))?.days ?? [])].sort()).toEqual(dates);

    await Promise.all([setCalendar(id, 'NC', [[dates[0]!, false]]), setCalendar(id, 'NC', [[dates[1]!, false], [dates[2]!, true]])]);
    expect([...((await monthItem(id, month))?.days ?? [])].sort()).toEqual(dates.slice(2));

    // The last available day going deletes the month item: the month is no longer read.
    await setCalendar(id, 'NC', dates.slice(2).map((date) => [date, false]));
    expect(await monthItem(id, month)).toBeNull();
    const { companiesAvailableInMonth } = await import('@functions/core/data/availability');
    expect((await companiesAvailableInMonth('NC', month)).map((m) => m.moving_company_id)).not.toContain(id);
  });

  it('does not return a company whose days of the month fall outside the range', async () => {
    const w = newWindow();
    const [start, end] = [dayFromToday(w), dayFromToday(w + 1)];
    const inRange = await newCompany({ state: 'NC' });
    const sameMonthOtherDays = await newCompany({ state: 'NC' });
    await setCalendar(inRange, 'NC', [[end, true]]);
    await setCalendar(sameMonthOtherDays, 'NC', [[dayFromToday(w - 1), true], [dayFromToday(w + 2), true], [start, false]]);
    const { user } = await moveFrom('NC', start, end);
    const ids = (await matchesOf(user)).body.moving_company_matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(inRange);
    expect(ids).not.toContain(sameMonthOtherDays);
  });

  it("files an unverified company's published calendar outside every state, so matching never reads it", async () => {
    const w = newWindow();
    const id = await newCompany({ state: 'NC', verified: false });
    const owner = await createCompanyUser(id);
    const day = dayFromToday(w);
    const published = await callRoute(routes.bulkUpdateAvailability, { token: owner.accessToken, params: { id }, body: { moving_company_id: id, changes: [{ date: day, is_available: true }] } });
    expect(published.status).toBe(200);
    expect(await monthItem(id, day.slice(0, 7))).toMatchObject({ state: '', days: [day] });
    const { companiesAvailableOn } = await import('@functions/core/data/availability');
    expect(await companiesAvailableOn('NC', day)).not.toContain(id);
    // A PATCH of its state keeps it unlisted: the listing follows state and verification together.
    expect((await callRoute(routes.updateMovingCompany, { token: owner.accessToken, params: { id }, body: { state: 'SC' } })).status).toBe(200);
    expect(await monthItem(id, day.slice(0, 7))).toMatchObject({ state: '' });
    expect(await companiesAvailableOn('SC', day)).not.toContain(id);
  });

  it('moves the month items to the new state when the company changes state (PATCH)', async () => {
    const w = newWindow();
    const id = await newCompany({ state: 'NC' });
    await setCalendar(id, 'NC', [[dayFromToday(w), true]]);
    const owner = await createCompanyUser(id);
    const patched = await callRoute(routes.updateMovingCompany, { token: owner.accessToken, params: { id }, body: { state: 'SC' } });
    expect(patched.status).toBe(200);
    expect(await monthItem(id, dayFromToday(w).slice(0, 7))).toMatchObject({ state: 'SC' });
    const sc = await moveFrom('SC', dayFromToday(w), dayFromToday(w));
    expect((await matchesOf(sc.user)).body.moving_company_matches.map((m: { id: string }) => m.id)).toContain(id);
    const nc = await moveFrom('NC', dayFromToday(w), dayFromToday(w));
    expect((await matchesOf(nc.user)).body.moving_company_matches.map((m: { id: string }) => m.id)).not.toContain(id);
  });
});

describe('seedAvailability and the matching index', () => {
  it('backfills the month items of days written before they existed, keeping is_available, idempotently', async () => {
    const { availabilityEntity, companiesAvailableOn } = await import('@functions/core/data/availability');
    const { seedAvailability } = await import('@infra/local/seed/seed-availability');
    // Unverified, so this near-term calendar never shows up as anyone's match.
    const id = await newCompany({ state: 'NC', verified: false });
    const [free, edited] = [dayFromToday(1), dayFromToday(2)];
    // Days as written before the month items existed: no month item.
    await availabilityEntity().put([
      { moving_company_id: id, date: free, is_available: true },
      { moving_company_id: id, date: edited, is_available: false },
    ]).go();
    expect(await companiesAvailableOn('NC', free)).not.toContain(id);

    expect(await seedAvailability([id])).toBe(88);
    // Unverified: its months are filed under '' (listingStateOf), never under NC.
    expect(await companiesAvailableOn('', free)).toContain(id);
    expect(await companiesAvailableOn('', edited)).not.toContain(id);
    expect(await companiesAvailableOn('NC', free)).not.toContain(id);
    const { data: day } = await availabilityEntity().get({ moving_company_id: id, date: edited }).go();
    expect(day).toMatchObject({ is_available: false });
    expect(await seedAvailability([id])).toBe(0);
  });
});
