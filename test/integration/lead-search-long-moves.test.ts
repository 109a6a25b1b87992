import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SearchMoveRequestsResponseSchema } from '@schemas/leads';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestLead, customerWithMove } from '@test/support/fixtures/moves';
import type { TestUser } from '@test/support/fixtures/users';

/**
 * Lead search for moves of any length (docs/leads.md, length classes): a move whose range began
 * long before the window but runs into it is found, through the HTTP route on DynamoDB Local.
 * Dates lie far beyond other tests' (lead-search.test.ts uses 1,500 to 1,900 days ahead), and
 * each test has its own city, so a window holds only that test's moves.
 */
const BASE = 2600;

let companyUser: TestUser;

beforeAll(async () => {
  ({ user: companyUser } = await companyWithUser({ state: 'NC' }));
});

const city = () => `Long ${ulid().slice(-8)}`;
const d = (n: number) => dayFromToday(BASE + n);

async function search(body: Record<string, unknown>) {
  const answer = await callRoute(routes.searchMoveRequests, { token: companyUser.accessToken, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SearchMoveRequestsResponseSchema.parse(answer.body);
}
const idsOf = (page: { results: Array<{ id: string }> }) => page.results.map((r) => r.id).sort();

/** Every lead of the filters, page after page; fails on a page over the limit or a runaway walk. */
async function walk(filters: Record<string, unknown>, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await search({ ...filters, limit, cursor });
    expect(page.results.length).toBeLessThanOrEqual(limit);
    seen.push(...page.results.map((r) => r.id));
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  expect(cursor).toBeNull();
  return seen;
}

describe('POST /api/search-move-requests: moves with long date ranges', () => {
  it('finds a 90-day move that started 60 days before the window, and not a long move that ended before it', async () => {
    const town = city();
    const ninetyDays = await createTestLead({ city: town, start: d(0), end: d(90) });
    const endedBefore = await createTestLead({ city: town, start: d(0), end: d(59) });
    const fourYears = await createTestLead({ city: town, start: d(-700), end: d(760) }); // beyond the last class
    const endedLongAgo = await createTestLead({ city: town, start: d(-2000), end: d(-10) });
    const window = { startDate: d(60), endDate: d(70), fromLocation: { city: town } };
    expect(idsOf(await search(window))).toEqual([ninetyDays, fourYears].sort());
    // Its last day and only its last day overlaps a window starting then.
    expect(idsOf(await search({ startDate: d(90), endDate: d(95), fromLocation: { city: town } }))).toEqual(
      [ninetyDays, fourYears].sort(),
    );
    expect(idsOf(await search({ startDate: d(91), fromLocation: { city: town } }))).toEqual([fourYears]);
    // A window before its start does not find it; one overlapping the very long ones' ends does.
    expect(idsOf(await search({ startDate: d(-9), endDate: d(-1), fromLocation: { city: town } }))).toEqual([
      fourYears,
    ]);
    expect(idsOf(await search({ startDate: d(-10), endDate: d(-1), fromLocation: { city: town } }))).toEqual(
      [fourYears, endedLongAgo].sort(),
    );
    expect(idsOf(await search(window))).not.toContain(endedBefore);
    expect(idsOf(await search(window))).not.toContain(endedLongAgo);
  });

  it('pages through short and long moves with limit 2: each lead once, in start-date order', async () => {
    const town = city();
    // [start, end] offsets; created in shuffled order, expected in start order (then id).
    const ranges: Array<[number, number]> = [
      [200, 202], // short, in the window
      [110, 230], // long (120 days), started 90 days before the window
      [195, 205], // short, running into the window
      [150, 215], // long (65 days)
      [205, 205], // short
      [-500, 1600], // longest (over 5 years)
      [214, 300], // long, starts on the window's last day
      [170, 199], // short, ended the day before the window: not found
      [100, 199], // long, ended the day before the window: not found
      [210, 211], // short
    ];
    const created: Array<{ id: string; start: string }> = [];
    for (const [from, to] of ranges)
      created.push({ id: await createTestLead({ city: town, start: d(from), end: d(to) }), start: d(from) });
    const expected = created
      .filter((_, i) => ![7, 8].includes(i))
      .sort((a, b) => (`${a.start}#${a.id}` < `${b.start}#${b.id}` ? -1 : 1))
      .map((m) => m.id);
    const filters = { startDate: d(200), endDate: d(214), fromLocation: { city: town } };
    expect(await walk(filters, 2)).toEqual(expected);
    expect(await walk(filters, 3)).toEqual(expected);
    expect((await search({ ...filters, limit: 50 })).results.map((r) => r.id)).toEqual(expected);
  });

  it('keeps a move findable, once, when an update lengthens it beyond 31 days and shortens it again', async () => {
    const start = d(400);
    const { customer, moveId } = await customerWithMove({ start, end: d(402) });
    const update = async (end: string) => {
      const answer = await callRoute(routes.updateMoveRequest, {
        token: customer.accessToken,
        params: { id: moveId },
        body: { end_date: end },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    const countIn = async (window: Record<string, unknown>) =>
      (await search({ ...window, limit: 50 })).results.filter((r) => r.id === moveId).length;
    const atStart = { startDate: start, endDate: d(402) };
    const sixtyDaysOn = { startDate: d(460), endDate: d(465) };
    expect(await countIn(atStart)).toBe(1);
    expect(await countIn(sixtyDaysOn)).toBe(0);

    await update(d(490)); // 90 days: a long move
    expect(await countIn(atStart)).toBe(1);
    expect(await countIn(sixtyDaysOn)).toBe(1);
    expect(await countIn({ startDate: d(300), endDate: d(700) })).toBe(1);
    expect(await storedLeadEntries(moveId, 'NC', ['D2', 'S98', 'D3'])).toEqual({ D2: 0, S98: 1, D3: 0 });

    await update(d(403)); // back to 3 days
    expect(await countIn(atStart)).toBe(1);
    expect(await countIn(sixtyDaysOn)).toBe(0);
    expect(await countIn({ startDate: d(300), endDate: d(700) })).toBe(1);
    expect(await storedLeadEntries(moveId, 'NC', ['D2', 'S98', 'D3'])).toEqual({ D2: 0, S98: 0, D3: 1 });
  });
});

/** How often the move is filed in each of these length classes of the state index. */
async function storedLeadEntries(moveId: string, state: string, classes: string[]) {
  pointAtStack();
  const { moveRequestEntity } = await import('@functions/core/data/move-request/move-requests');
  const counts: Record<string, number> = {};
  for (const lead_partition of classes) {
    const { data } = await moveRequestEntity()
      .query.leads({ origin_state: state, lead_partition })
      .go({ pages: 'all' });
    counts[lead_partition] = data.filter((item) => item.id === moveId).length;
  }
  return counts;
}
