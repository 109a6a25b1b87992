import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SearchMoveRequestsBodySchema, SearchMoveRequestsResponseSchema } from '@schemas/leads';
import { addDays } from '@functions/platform/calendar-dates';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { storedLocation, testLocation } from '@test/support/fixtures/locations';
import { customerWithMove } from '@test/support/fixtures/moves';
import { putMovesInBulk } from '@test/support/fixtures/bulk-moves';
import type { TestUser } from '@test/support/fixtures/users';

/**
 * The lead index (docs/leads.md): exact-span classes, the origin city, route and zip indexes,
 * and the lazy merge. Moves are written straight through the entity (the same writeFields the
 * routes use) far ahead of other tests' dates (3,100 to 3,600 days), in cities of their own;
 * searches that are not narrowed by a city compare only this file's moves (other files' moves of
 * the state may share the window) and check the whole answer for order and repeats.
 */
const BASE = 3100;
const d = (n: number) => dayFromToday(BASE + n);

let companyUser: TestUser;
let data: {
  moves: typeof import('@functions/core/data/move-request/move-requests');
  search: typeof import('@functions/leads/search');
  keys: typeof import('@functions/core/data/move-request/lead-keys');
};

beforeAll(async () => {
  pointAtStack();
  data = {
    moves: await import('@functions/core/data/move-request/move-requests'),
    search: await import('@functions/leads/search'),
    keys: await import('@functions/core/data/move-request/lead-keys'),
  };
  ({ user: companyUser } = await companyWithUser({ state: 'SC' }));
});

interface Move {
  id: string;
  state: 'NC' | 'SC';
  city: string;
  zip: string;
  toCity: string;
  start: string;
  end: string;
  bedrooms: number;
  packing: boolean;
}

/** Writes the moves and their lead trait items (BatchWriteItem). */
async function writeMoves(moves: Move[]) {
  const items = moves.map((m) => ({
    id: m.id,
    user_id: `customer-${m.id}`,
    ...data.moves.writeFields({
      from_location: storedLocation(ulid(), { city: m.city, zip: m.zip, state: m.state, count_bedrooms: m.bedrooms }),
      to_location: storedLocation(ulid(), { city: m.toCity, zip: '29401', state: 'SC' }),
      start_date: m.start,
      end_date: m.end,
      special_considerations: '',
      is_packing_required: m.packing,
    }),
  }));
  await putMovesInBulk(items, 4);
}

const move = (over: Partial<Move> & Pick<Move, 'start' | 'end'>): Move => ({
  id: ulid(),
  state: 'SC',
  city: 'Nowhere',
  zip: '29999',
  toCity: 'Charleston',
  bedrooms: 2,
  packing: false,
  ...over,
});

/** Every lead of the filters, page by page through searchLeads; checks order and repeats of the whole answer. */
async function walk(body: Record<string, unknown>, limit: number, state = 'SC') {
  const filters = SearchMoveRequestsBodySchema.parse({ ...body, limit });
  const seen: string[] = [];
  const keys: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await data.search.searchLeads(state, { ...filters, cursor });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    for (const item of page.items) {
      seen.push(item.id);
      keys.push(`${item.start_date}#${item.id}`);
    }
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 500);
  expect(cursor).toBeNull();
  expect(new Set(seen).size).toBe(seen.length);
  expect([...keys].sort()).toEqual(keys);
  return seen;
}

const byLeadOrder = (a: Move, b: Move) => (`${a.start}#${a.id}` < `${b.start}#${b.id}` ? -1 : 1);

describe('lead index: every length class finds the moves still running at the window start', () => {
  it('finds, in each class, the move ending on the first day of the window and not the one ending the day before', async () => {
    const city = `Carry ${ulid().slice(-8)}`;
    const ws = d(250); // a window of 3 days
    const spans = new Set<number>();
    for (const c of data.keys.LEAD_CLASSES) {
      spans.add(c.maxSpan);
      if (!c.exact) spans.add(c.maxSpan - Math.ceil(c.maxSpan / 5));
    }
    spans.add(900); // beyond the last class: LONGEST (data filed before ranges were capped)
    const found: Move[] = [];
    const notFound: Move[] = [];
    for (const span of spans) {
      found.push(move({ city, start: addDays(ws, -span), end: ws }));
      notFound.push(move({ city, start: addDays(ws, -span - 1), end: addDays(ws, -1) }));
    }
    await writeMoves([...found, ...notFound]);
    const expected = found.sort(byLeadOrder).map((m) => m.id);
    const window = { startDate: ws, endDate: addDays(ws, 2) };
    expect(await walk({ ...window, fromLocation: { city } }, 7)).toEqual(expected);
    const mine = new Set([...found, ...notFound].map((m) => m.id));
    expect((await walk(window, 9)).filter((id) => mine.has(id))).toEqual(expected);
  });
});

describe('lead index: writes keep it in step with the move request', () => {
  it('moves a request in the index when an update changes its dates, its origin city or its destination', async () => {
    const [cityA, cityB, dest] = [`Upd ${ulid().slice(-8)}`, `Upd ${ulid().slice(-8)}`, `Dest ${ulid().slice(-8)}`];
    const start = d(40);
    const { customer, moveId } = await customerWithMove({
      from: { city: cityA, state: 'SC', zip: '29601' },
      start,
      end: d(41),
    });
    const update = async (body: Record<string, unknown>) => {
      const answer = await callRoute(routes.updateMoveRequest, {
        token: customer.accessToken,
        params: { id: moveId },
        body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    const ids = async (body: Record<string, unknown>) => {
      const answer = await callRoute(routes.searchMoveRequests, {
        token: companyUser.accessToken,
        body: { ...body, limit: 50 },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return SearchMoveRequestsResponseSchema.parse(answer.body)
        .results.map((r) => r.id)
        .filter((id) => id === moveId);
    };
    const at = { startDate: start, endDate: start };
    expect(await ids({ ...at, fromLocation: { city: cityA } })).toEqual([moveId]);

    await update({ from_location: testLocation({ city: cityB, state: 'SC', zip: '29730' }) });
    expect(await ids({ ...at, fromLocation: { city: cityA } })).toEqual([]);
    expect(await ids({ ...at, fromLocation: { city: cityB } })).toEqual([moveId]);
    expect(await ids({ ...at, fromLocation: { zip: '29601' } })).toEqual([]);
    expect(await ids({ ...at, fromLocation: { zip: '2973' } })).toEqual([moveId]);

    await update({ to_location: testLocation({ city: dest, state: 'NC' }) });
    expect(await ids({ ...at, fromLocation: { city: cityB }, toLocation: { city: dest } })).toEqual([moveId]);

    await update({ start_date: d(60), end_date: d(100) }); // 40 days: a multi-span class
    expect(await ids({ ...at, fromLocation: { city: cityB } })).toEqual([]);
    expect(await ids({ startDate: d(99), fromLocation: { city: cityB } })).toEqual([moveId]);
    expect(await ids({ startDate: d(99), fromLocation: { city: cityB }, toLocation: { city: dest } })).toEqual([
      moveId,
    ]);
    expect(await ids({ startDate: d(99), fromLocation: { zip: '297' } })).toEqual([moveId]);
    expect(await ids({ startDate: d(101), fromLocation: { city: cityB } })).toEqual([]);
    expect(await indexEntries(moveId)).toEqual({ gsi1: 1, gsi2: 1, gsi3: 1, gsi4: 1 });
  });

  it('leaves no index entry behind when the move request is deleted', async () => {
    const m = move({ city: `Gone ${ulid().slice(-8)}`, start: d(70), end: d(75) });
    await writeMoves([m]);
    expect(await indexEntries(m.id)).toEqual({ gsi1: 1, gsi2: 1, gsi3: 1, gsi4: 1 });
    await data.moves.moveRequestEntity().delete({ id: m.id }).go();
    expect(await indexEntries(m.id)).toEqual({ gsi1: 0, gsi2: 0, gsi3: 0, gsi4: 0 });
    expect(await walk({ startDate: d(70), fromLocation: { city: m.city } }, 5)).toEqual([]);
  });
});

describe('lead index: re-filing a request stored under the former keys', () => {
  it('is not found before refileLeadIndex and found once after; a second run writes nothing', async () => {
    const m = move({ city: `Old ${ulid().slice(-8)}`, start: d(140), end: d(142) });
    await writeMoves([m]);
    // The former shape: month partition in gsi1, no city, route or zip entries.
    const { documentClient } = await import('@functions/platform/aws/dynamodb');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { config } = await import('@functions/platform/config');
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: { pk: `MOVE#${m.id}`, sk: 'REQUEST' },
        UpdateExpression:
          'SET lead_partition = :month, gsi1pk = :pk REMOVE lead_from_city, lead_to_city, lead_from_zip, gsi2pk, gsi2sk, gsi3pk, gsi3sk, gsi4pk, gsi4sk',
        ExpressionAttributeValues: { ':month': m.start.slice(0, 7), ':pk': `LEADS#SC#${m.start.slice(0, 7)}` },
      }),
    );
    const window = { startDate: d(141), fromLocation: { city: m.city } };
    expect(await walk(window, 5)).toEqual([]);
    const { refileLeadIndex } = await import('@functions/core/data/move-request/move-request-writes');
    const stored = await data.moves.findMoveRequest(m.id, { consistent: true });
    expect(await refileLeadIndex(stored!)).toBe('refiled');
    expect(await walk(window, 5)).toEqual([m.id]);
    expect(await walk({ startDate: d(141) }, 50)).toContain(m.id);
    expect(await refileLeadIndex((await data.moves.findMoveRequest(m.id, { consistent: true }))!)).toBe('unchanged');
    // A request changed after it was read is left to that change.
    expect(await refileLeadIndex({ ...stored!, version: (stored!.version ?? 0) + 5, lead_partition: 'stale' })).toBe(
      'changed meanwhile',
    );
  });
});

describe('lead index: city and zip keys', () => {
  it('matches a city ignoring case and repeated spaces, and keeps cities with # or % apart in the route index', async () => {
    const suffix = ulid().slice(-6);
    const start = d(120);
    const spaced = move({ city: `  New   Town ${suffix} `, start, end: start });
    const hashA = move({ city: `a#${suffix}`, toCity: 'b', start, end: start });
    const hashB = move({ city: 'a', toCity: `${suffix}#b`, start, end: start, zip: '29999' });
    const percent = move({ city: `50% ${suffix}`, start, end: start });
    await writeMoves([spaced, hashA, hashB, percent]);
    const at = { startDate: start, endDate: start };
    expect(await walk({ ...at, fromLocation: { city: `new town ${suffix.toUpperCase()}` } }, 5)).toEqual([spaced.id]);
    expect(await walk({ ...at, fromLocation: { city: `NEW TOWN  ${suffix}` } }, 5)).toEqual([spaced.id]);
    expect(await walk({ ...at, fromLocation: { city: `a#${suffix}` }, toLocation: { city: 'b' } }, 5)).toEqual([
      hashA.id,
    ]);
    expect(await walk({ ...at, fromLocation: { city: 'a' }, toLocation: { city: `${suffix}#B` } }, 5)).toEqual([
      hashB.id,
    ]);
    expect(await walk({ ...at, fromLocation: { city: `50% ${suffix}` } }, 5)).toEqual([percent.id]);
  });
});

describe('lead index: paged search equals a brute-force filter (random moves)', () => {
  it(
    'finds exactly the overlapping moves of the filters, in lead order, across pages of any size',
    { timeout: 240_000 },
    async () => {
      let seed = 7;
      const random = () => {
        seed = (seed * 1664525 + 1013904223) % 4294967296;
        return seed / 4294967296;
      };
      const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
      const suffix = ulid().slice(-6);
      const cities = ['Aiken', 'Beaufort', 'Clemson', 'Dillon'].map((c) => `${c} ${suffix}`);
      const zips = ['29801', '29802', '29902', '29631'];
      const moves: Move[] = [];
      for (let i = 0; i < 300; i++) {
        const r = random();
        const span =
          r < 0.7
            ? Math.floor(random() * 32)
            : r < 0.95
              ? 32 + Math.floor(random() * 300)
              : 743 + Math.floor(random() * 200);
        const startOffset = 300 + Math.floor(random() * 200) - (span > 31 ? Math.floor(random() * span) : 0);
        const start = d(startOffset);
        moves.push(
          move({
            city: pick(cities),
            zip: pick(zips),
            toCity: pick(cities),
            start,
            end: addDays(start, span),
            bedrooms: Math.floor(random() * 6),
            packing: random() < 0.5,
          }),
        );
      }
      await writeMoves(moves);
      const mine = new Set(moves.map((m) => m.id));
      const norm = (c: string) => c.trim().replace(/\s+/g, ' ').toLowerCase();

      let compared = 0;
      for (let round = 0; round < 10; round++) {
        const ws = d(300 + Math.floor(random() * 180));
        const we = addDays(ws, Math.floor(random() * 40));
        const from: Record<string, string> = {};
        const to: Record<string, string> = {};
        const kind = round % 5;
        if (kind === 1) from.city = pick(cities).toUpperCase();
        if (kind === 2) [from.city, to.city] = [pick(cities), ` ${pick(cities)} `];
        if (kind === 3) from.zip = pick(['298', '2980', '29902', '2']);
        const residence = kind === 4 ? { moreThan4Beds: true, isPacking: random() < 0.5 } : {};
        const body = { startDate: ws, endDate: we, fromLocation: from, toLocation: to, residenceDetails: residence };
        const expected = moves
          .filter((m) => m.start <= we && m.end >= ws)
          .filter((m) => !from.city || norm(m.city) === norm(from.city))
          .filter((m) => !to.city || norm(m.toCity) === norm(to.city))
          .filter((m) => !from.zip || m.zip.startsWith(from.zip))
          .filter((m) => !residence.moreThan4Beds || m.bedrooms >= 4)
          .filter((m) => !residence.isPacking || m.packing)
          .sort(byLeadOrder)
          .map((m) => m.id);
        const limit = 1 + Math.floor(random() * 12);
        const got = (await walk(body, limit)).filter((id) => mine.has(id));
        expect(got, JSON.stringify({ body, limit })).toEqual(expected);
        compared += expected.length;
      }
      expect(compared).toBeGreaterThan(50);
    },
  );
});

/** How many entries of the move each lead index holds (its partitions, read back by its keys). */
async function indexEntries(moveId: string) {
  const { moveRequestEntity, findMoveRequest } = data.moves;
  const { data: stored } = await moveRequestEntity().get({ id: moveId }).go({ consistent: true });
  const item = stored ?? (await findMoveRequest(moveId));
  const keyed = item ?? lastKnown.get(moveId);
  if (item) lastKnown.set(moveId, item);
  if (!keyed) return { gsi1: 0, gsi2: 0, gsi3: 0, gsi4: 0 };
  const count = async (read: Promise<{ data: Array<{ id: string }> }>) =>
    (await read).data.filter((m) => m.id === moveId).length;
  const entity = moveRequestEntity();
  return {
    gsi1: await count(entity.query.leads(keyed).go({ pages: 'all' })),
    gsi2: await count(entity.query.leadsFromCity(keyed).go({ pages: 'all' })),
    gsi3: await count(entity.query.leadsOnRoute(keyed).go({ pages: 'all' })),
    gsi4: await count(entity.query.leadsFromZip(keyed).go({ pages: 'all' })),
  };
}
const lastKnown = new Map<string, import('@functions/core/data/move-request/move-requests').MoveRequestItem>();
