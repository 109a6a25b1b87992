import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { addDays } from '@functions/platform/calendar-dates';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { allMatches } from '@test/support/matches';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/** Days far beyond the seed's 90 and other files' windows, within the 730 days a calendar may be set. */
let nextWindow = 600;
const newWindow = () => (nextWindow += 10);

let storedDays: (companyId: string) => Promise<Array<{ date: string; is_available: boolean }>>;

beforeAll(async () => {
  pointAtStack(); // entity reads and writes go to the test stack's table
  const { availabilityEntity } = await import('@functions/core/data/availability/availability');
  storedDays = async (companyId) =>
    (await availabilityEntity().query.byCompanyDate({ moving_company_id: companyId }).go({ pages: 'all' })).data.map(
      ({ date, is_available }) => ({ date, is_available }),
    );
});

const read = (user: TestUser, id: string, start_date: string, end_date: string) =>
  callRoute(routes.getAvailability, { token: user.accessToken, params: { id }, query: { start_date, end_date } });
const publish = (user: TestUser, id: string, changes: unknown, moving_company_id: string = id) =>
  callRoute(routes.bulkUpdateAvailability, {
    token: user.accessToken,
    params: { id },
    body: { moving_company_id, changes },
  });

describe('availability calendar', () => {
  it('round-trips published edits; days without a record read as unavailable', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const start = dayFromToday(newWindow());
    const [d1, d2, d3] = [start, addDays(start, 1), addDays(start, 2)];

    const empty = await read(user, companyId, d1, d3);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([d1, d2, d3].map((date) => ({ date, is_available: false })));

    const first = await publish(user, companyId, [
      { date: d1, is_available: true },
      { date: d3, is_available: true },
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, updated: 2 });
    expect((await read(user, companyId, d1, d3)).body).toEqual([
      { date: d1, is_available: true },
      { date: d2, is_available: false },
      { date: d3, is_available: true },
    ]);

    expect((await publish(user, companyId, [{ date: d1, is_available: false }])).status).toBe(200);
    expect((await read(user, companyId, d1, d3)).body).toEqual([
      { date: d1, is_available: false },
      { date: d2, is_available: false },
      { date: d3, is_available: true },
    ]);
  });

  it('accepts today (in the Carolinas)', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const today = todayInCarolinas();
    expect((await publish(user, companyId, [{ date: today, is_available: true }])).status).toBe(200);
    expect((await read(user, companyId, today, today)).body).toEqual([{ date: today, is_available: true }]);
  });

  it('refuses anonymous (401), customers and admins (403), another company (403) and a user without a company (404)', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const {
      company: { id: otherCompanyId },
    } = await companyWithUser();
    const day = dayFromToday(newWindow());
    const changes = [{ date: day, is_available: true }];

    expect(
      (
        await callRoute(routes.getAvailability, {
          params: { id: companyId },
          query: { start_date: day, end_date: day },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await callRoute(routes.bulkUpdateAvailability, {
          params: { id: companyId },
          body: { moving_company_id: companyId, changes },
        })
      ).status,
    ).toBe(401);

    for (const role of ['MOVER', 'ADMIN'] as const) {
      const caller = await createTestUser({ role, profile: true });
      expect((await read(caller, companyId, day, day)).status).toBe(403);
      expect((await publish(caller, companyId, changes)).status).toBe(403);
    }

    const foreignRead = await read(user, otherCompanyId, day, day);
    expect(foreignRead.status).toBe(403);
    expect((await publish(user, otherCompanyId, changes)).status).toBe(403);

    const loner = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const lonerRead = await read(loner, companyId, day, day);
    expect(lonerRead.status).toBe(404);
    expect(lonerRead.body.error).toBe('No moving company found');
    expect((await publish(loner, companyId, changes)).status).toBe(404);

    expect(await storedDays(companyId)).toEqual([]);
    expect(await storedDays(otherCompanyId)).toEqual([]);
  });

  it('refuses bad reads with 400', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const day = dayFromToday(newWindow());
    expect((await read(user, companyId, day, addDays(day, -1))).status).toBe(400);
    expect((await read(user, companyId, day, addDays(day, 400))).status).toBe(400);
    expect((await read(user, companyId, day, addDays(day, 399))).status).toBe(200);
    expect((await read(user, companyId, 'tomorrow', day)).status).toBe(400);
    const missing = await callRoute(routes.getAvailability, {
      token: user.accessToken,
      params: { id: companyId },
      query: { start_date: day },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^end_date/);
  });

  it('refuses bad publishes with 400 and stores nothing', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const day = dayFromToday(newWindow());
    const ok = { date: day, is_available: true };
    const bad: Array<[string, unknown, string?]> = [
      ['past date', [ok, { date: dayFromToday(-1), is_available: true }]],
      ['too far ahead', [ok, { date: dayFromToday(731), is_available: true }]],
      ['duplicate date', [ok, { date: day, is_available: false }]],
      ['empty list', []],
      ['too many', Array.from({ length: 101 }, (_, i) => ({ date: addDays(day, i), is_available: true }))],
      ['bad date', [ok, { date: '2026-02-30', is_available: true }]],
      ['missing flag', [ok, { date: addDays(day, 1) }]],
      ['flag as text', [ok, { date: addDays(day, 1), is_available: 'yes' }]],
      ['not a list', { date: day, is_available: true }],
      ['body id differs from the path', [ok], 'OTHERCOMPANY01'],
    ];
    for (const [name, changes, bodyId] of bad) {
      const answer = await publish(user, companyId, changes, bodyId);
      expect(answer.status, name).toBe(400);
      expect(typeof answer.body.error, name).toBe('string');
    }
    const extra = await callRoute(routes.bulkUpdateAvailability, {
      token: user.accessToken,
      params: { id: companyId },
      body: { moving_company_id: companyId, changes: [ok], state: 'SC' },
    });
    expect(extra.status).toBe(400);
    expect(await storedDays(companyId)).toEqual([]);
  });
});

describe('published calendar and customer matches', () => {
  it('an available day makes the company a match; marking it unavailable removes it', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const start = dayFromToday(newWindow());
    const end = addDays(start, 2);
    const { customer } = await customerWithMove({ start, end, packing: false });
    const matchIds = async () => (await allMatches(customer.accessToken)).map((m) => m.id);

    expect(await matchIds()).not.toContain(companyId);
    expect((await publish(user, companyId, [{ date: addDays(start, 1), is_available: true }])).status).toBe(200);
    expect(await matchIds()).toContain(companyId);
    expect((await publish(user, companyId, [{ date: addDays(start, 1), is_available: false }])).status).toBe(200);
    expect(await matchIds()).not.toContain(companyId);
  });

  it('parallel publishes of different days all land in the days matching reads', async () => {
    const {
      user,
      company: { id: companyId },
    } = await companyWithUser();
    const start = dayFromToday(newWindow());
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    const sameMonth = [0, 1, 2, 3].map((i) => addDays(start, i));
    const answers = await Promise.all(
      sameMonth.map((date) => publish(user, companyId, [{ date, is_available: true }])),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const days = async () => [...((await findCompany(companyId, { consistent: true }))?.available_days ?? [])].sort();
    expect(await days()).toEqual(sameMonth);
    expect((await publish(user, companyId, [{ date: sameMonth[1], is_available: false }])).status).toBe(200);
    expect(await days()).toEqual([sameMonth[0], sameMonth[2], sameMonth[3]]);
  });
});
