import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import type { LocationInput } from '@schemas/move-requests';
import { routes } from '@schemas/routes';
import type { ServiceRadius } from '@schemas/service-areas';
import { callRoute, type AnswerBody } from '@test/support/api';
import { expected } from '@test/support/expected';
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
  it('lists verified companies serving the origin available on a day of the range, with quote status and reason facts', async () => {
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
      // The fixture's base is Raleigh (27601), the move leaves Cary (27511).
      distance_miles: 8,
      free_days: [mid],
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
    expect(answer.body).toEqual({ move_request_id: moveId, total: 0, moving_company_matches: [], nextCursor: null });
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

/** A verified company based at `zip` with a service area (absent: the default, its whole state), free on `days`. */
async function areaCompany(input: {
  name: string;
  zip: string;
  state: string;
  radius?: ServiceRadius;
  outOfState?: boolean;
  days: string[];
  reviews?: { count: number; average: number };
}) {
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  const id = await newCompany({ state: input.state, name: input.name });
  await movingCompanyEntity()
    .patch({ id })
    .set({
      zip: input.zip,
      ...(input.radius ? { service_radius: input.radius } : {}),
      ...(input.outOfState === undefined ? {} : { serves_out_of_state: input.outOfState }),
      ...(input.reviews
        ? { review_count: input.reviews.count, review_overall_sum: input.reviews.count * input.reviews.average }
        : {}),
    })
    .go();
  await setCalendar(
    id,
    input.days.map((day) => [day, true]),
  );
  return id;
}

/** A customer whose move leaves `zip` (in `state`) on `day`, to Durham unless told otherwise. */
async function moveLeaving(zip: string, state: LocationInput['state'], day: string, to?: Partial<LocationInput>) {
  const { customer } = await customerWithMove({ from: { zip, state }, to, start: day, end: day, packing: false });
  return customer;
}

describe('service areas through GET matches', () => {
  it('matches inside the radius, not outside it, the whole state, and an SC company whose radius reaches Charlotte', async () => {
    const day = dayFromToday(newWindow());
    const raleigh25 = await areaCompany({ name: 'Raleigh 25', zip: '27601', state: 'NC', radius: '25', days: [day] });
    const wilmington50 = await areaCompany({
      name: 'Wilmington 50',
      zip: '28401',
      state: 'NC',
      radius: '50',
      days: [day],
    });
    const ashevilleState = await areaCompany({
      name: 'Asheville State',
      zip: '28801',
      state: 'NC',
      radius: 'STATE',
      days: [day],
    });
    const rockHill50 = await areaCompany({
      name: 'Rock Hill 50',
      zip: '29730',
      state: 'SC',
      radius: '50',
      days: [day],
    });
    const ours = new Set([raleigh25, wilmington50, ashevilleState, rockHill50]);
    const mine = async (user: TestUser) =>
      (await allMatches(user.accessToken)).filter((m) => ours.has(m.id)).map((m) => m.id);

    // Cary: 8 miles from Raleigh, 116 from Wilmington, 212 from Asheville, 139 from Rock Hill.
    const cary = await moveLeaving('27511', 'NC', day);
    expect(new Set(await mine(cary))).toEqual(new Set([raleigh25, ashevilleState]));
    // Charlotte: 24 miles from Rock Hill, across the state line.
    const charlotte = await moveLeaving('28202', 'NC', day);
    expect(new Set(await mine(charlotte))).toEqual(new Set([rockHill50, ashevilleState]));
    const fromCharlotte = (await allMatches(charlotte.accessToken)).find((m) => m.id === rockHill50)!;
    expect(fromCharlotte.distance_miles).toBe(24);
  });

  it('leaves out a company that does not take moves out of NC/SC when the destination is elsewhere', async () => {
    const day = dayFromToday(newWindow());
    const local = await areaCompany({
      name: 'Local Only',
      zip: '27601',
      state: 'NC',
      radius: '50',
      outOfState: false,
      days: [day],
    });
    const far = await areaCompany({
      name: 'Goes Far',
      zip: '27601',
      state: 'NC',
      radius: '50',
      outOfState: true,
      days: [day],
    });
    const user = await moveLeaving('27511', 'NC', day, { city: 'Atlanta', state: 'GA', zip: '30303' });
    const ids = (await allMatches(user.accessToken)).map((m) => m.id);
    expect(ids).toContain(far);
    expect(ids).not.toContain(local);
  });

  it('asks the same rule for check-availability and quote requests: a company outside the radius cannot be asked', async () => {
    const day = dayFromToday(newWindow());
    const outside = await areaCompany({ name: 'Wilmington Far', zip: '28401', state: 'NC', radius: '25', days: [day] });
    const { customer, moveId } = await customerWithMove({ start: day, end: day, packing: false });
    const answer = await callRoute(routes.requestQuote, {
      token: customer.accessToken,
      body: { move_request_id: moveId, moving_company_id: outside },
    });
    expect(answer.status).toBe(400);
    const inside = await areaCompany({ name: 'Cary Near', zip: '27511', state: 'NC', radius: '25', days: [day] });
    const asked = await callRoute(routes.requestQuote, {
      token: customer.accessToken,
      body: { move_request_id: moveId, moving_company_id: inside },
    });
    expect(asked.status).toBe(201);
    expect((await checkOf(customer, moveId)).body.hasAvailability).toBe(true);
  });
});

describe('ranking (docs/matching.md, Ranking)', () => {
  it("puts a nearer, better-reviewed company first: a far 'AAA Movers' does not win on its name", async () => {
    const w = newWindow();
    const days = [dayFromToday(w), dayFromToday(w + 1), dayFromToday(w + 3)];
    const aaa = await areaCompany({ name: 'AAA Movers', zip: '28801', state: 'NC', radius: 'STATE', days });
    const near = await areaCompany({
      name: 'Zeta Movers',
      zip: '27513',
      state: 'NC',
      radius: '50',
      days,
      reviews: { count: 23, average: 4.8 },
    });
    const { customer } = await customerWithMove({ start: days[0], end: dayFromToday(w + 4), packing: false });
    const all = await allMatches(customer.accessToken);
    const ours = all.filter((m) => m.id === aaa || m.id === near);
    expect(ours.map((m) => m.name)).toEqual(['Zeta Movers', 'AAA Movers']);
    expect(ours[0]).toMatchObject({ free_days: days, reviews: expected.objectContaining({ count: 23 }) });
    expect(ours[0].distance_miles).toBeLessThan(10);
    expect(ours[1].distance_miles).toBe(212);
  });

  it('answers the exact total on every page and walks all pages best first without gaps or repeats', async () => {
    // A day no other test publishes: these companies are the only ones free on it.
    const day = dayFromToday(690);
    const created = new Set<string>();
    for (let i = 0; i < 30; i++) {
      // Reviewed companies alike in count, so their order is their average's.
      const reviews = i % 3 === 0 ? { count: 20, average: 3.5 + (i % 5) * 0.3 } : undefined;
      created.add(
        await areaCompany({
          name: `Paging Movers ${String(i).padStart(2, '0')}`,
          zip: '27601',
          state: 'NC',
          days: [day],
          reviews,
        }),
      );
    }
    const { customer } = await customerWithMove({ start: day, end: day, packing: false });
    type Page = AnswerBody<typeof routes.getMyMatches>;
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const answer: { status: number; body: Page } = await callRoute(routes.getMyMatches, {
        token: customer.accessToken,
        query: cursor ? { cursor } : undefined,
      });
      expect(answer.status).toBe(200);
      pages.push(answer.body);
      cursor = answer.body.nextCursor;
    } while (cursor && pages.length < 5);
    expect(pages.map((page) => page.moving_company_matches.length)).toEqual([24, 6]);
    expect(pages.map((page) => page.total)).toEqual([30, 30]);
    const all = pages.flatMap((page) => page.moving_company_matches);
    expect(new Set(all.map((m) => m.id))).toEqual(created);
    // Better reviewed first among companies otherwise alike; alike ones by name.
    const reviewed = all.filter((m) => m.reviews.count > 0).map((m) => m.reviews.average ?? 0);
    expect(reviewed).toEqual([...reviewed].sort((a, b) => b - a));
    const unreviewed = all.filter((m) => m.reviews.count === 0).map((m) => m.name);
    expect(unreviewed).toEqual([...unreviewed].sort());
  });

  it('follows a calendar change at once: a day closed takes the company out of the matches and the count', async () => {
    const day = dayFromToday(695);
    const id = await areaCompany({ name: 'Fresh Calendar', zip: '27601', state: 'NC', radius: '25', days: [day] });
    const { customer } = await customerWithMove({ start: day, end: day, packing: false });
    const first = await matchesOf(customer);
    expect(first.body.moving_company_matches.map((m) => m.id)).toEqual([id]);
    expect(first.body.total).toBe(1);
    await setCalendar(id, [[day, false]]);
    expect((await matchesOf(customer)).body).toMatchObject({ total: 0, moving_company_matches: [] });
    await setCalendar(id, [[day, true]]);
    expect((await matchesOf(customer)).body.total).toBe(1);
  });

  it('follows a change of service area and an unverified company leaves every roster', async () => {
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    const day = dayFromToday(700);
    const id = await areaCompany({ name: 'Area Change', zip: '27601', state: 'NC', radius: '25', days: [day] });
    const owner = await createCompanyUser(id);
    const { customer } = await customerWithMove({ from: { zip: '28202', city: 'Charlotte' }, start: day, end: day });
    expect((await matchesOf(customer)).body.total).toBe(0);
    const patched = await callRoute(routes.updateMovingCompany, {
      token: owner.accessToken,
      params: { id },
      body: { zip: '28203' },
    });
    expect(patched.status).toBe(200);
    expect((await matchesOf(customer)).body.moving_company_matches.map((m) => m.id)).toEqual([id]);

    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const unverified = await callRoute(routes.setCompanyVerification, {
      token: admin.accessToken,
      params: { id },
      body: { is_verified: false },
    });
    expect(unverified.status).toBe(200);
    expect((await matchesOf(customer)).body.total).toBe(0);
    expect((await findCompany(id, { consistent: true }))!.match_cells).toEqual([]);
  });

  it('prunes past days and takes a company whose only days have passed out of its rosters', async () => {
    const { movingCompanyEntity, findCompany } = await import('@functions/core/data/company/moving-companies');
    const { refileMatchListing } = await import('@functions/core/data/company/company-match-listing');
    const id = await newCompany({ state: 'NC' });
    const [past, future] = [dayFromToday(-3), dayFromToday(520)];
    await setCalendar(id, [[future, true]]);
    await movingCompanyEntity()
      .patch({ id })
      .add({ available_days: [past] })
      .go();
    await refileMatchListing(id);
    const listed = (await findCompany(id, { consistent: true }))!;
    expect([...(listed.available_days ?? [])]).toEqual([future]);
    expect(listed.match_cells).toContain('275');

    await movingCompanyEntity()
      .patch({ id })
      .delete({ available_days: [future] })
      .go();
    await refileMatchListing(id);
    expect((await findCompany(id, { consistent: true }))!.match_cells).toEqual([]);
  });
});

describe('paging the matches', () => {
  it('refuses a cursor it did not give with a clear 400', async () => {
    const w = newWindow();
    const { user } = await moveFrom('NC', dayFromToday(w), dayFromToday(w));
    for (const cursor of [
      'not a cursor!',
      Buffer.from('{"a":1}').toString('base64url'),
      'AAAA',
      Buffer.from('["x","a","b"]').toString('base64url'),
    ]) {
      const answer = await callRoute(routes.getMyMatches, { token: user.accessToken, query: { cursor } });
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.error).toMatch(/The cursor is not valid/);
    }
  });
});

describe('seedAvailability and the rosters', () => {
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
    // Unverified: in no roster.
    expect((await stored(id)).match_cells ?? []).toEqual([]);
    const { data: day } = await availabilityEntity().get({ moving_company_id: id, date: edited }).go();
    expect(day).toMatchObject({ is_available: false });
    expect(await seedAvailability([id])).toBe(0);
  });
});
