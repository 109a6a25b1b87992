import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '@schemas/routes';
import { SearchMoveRequestsBodySchema, SearchMoveRequestsResponseSchema } from '@schemas/leads';
import type { LocationInput } from '@schemas/move-requests';
import { callRoute } from '@test/support/api';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { testLocation } from '@test/support/fixtures/locations';
import { createTestLead, customerWithMove } from '@test/support/fixtures/moves';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/**
 * The lead trait index (docs/leads.md, Residence boxes): a move is filed under every combination
 * of its residence traits, written, moved and deleted with the request by the API's writes, and a
 * search with residence boxes reads only the items of its combination. Moves start 2,600 days
 * ahead, each test in a city of its own.
 */
const BASE = 2600;
const day = (n: number) => dayFromToday(BASE + n);
const town = () => `Trait ${ulid().slice(-8)}`;

let company: TestUser;
let admin: TestUser;
let data: {
  search: typeof import('@functions/leads/search');
  traits: typeof import('@functions/core/data/move-request/lead-trait-items');
  moves: typeof import('@functions/core/data/move-request/move-requests');
  writes: typeof import('@functions/core/data/move-request/move-request-writes');
};

beforeAll(async () => {
  pointAtStack();
  data = {
    search: await import('@functions/leads/search'),
    traits: await import('@functions/core/data/move-request/lead-trait-items'),
    moves: await import('@functions/core/data/move-request/move-requests'),
    writes: await import('@functions/core/data/move-request/move-request-writes'),
  };
  [{ user: company }, admin] = await Promise.all([
    companyWithUser({ state: 'NC' }),
    createTestUser({ role: 'ADMIN', profile: true }),
  ]);
});

type Boxes = Partial<Record<'lessThan800' | 'isOver3000Sqft' | 'moreThan4Beds' | 'isOneLevel' | 'isPacking', boolean>>;

/** The ids the route finds for a city and residence boxes on one day, sorted. */
async function found(city: string, start: string, boxes: Boxes): Promise<string[]> {
  const answer = await callRoute(routes.searchMoveRequests, {
    token: company.accessToken,
    body: { startDate: start, endDate: start, fromLocation: { city }, residenceDetails: boxes, limit: 50 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SearchMoveRequestsResponseSchema.parse(answer.body)
    .results.map((r) => r.id)
    .sort();
}

const home = (city: string, over: Partial<LocationInput>) => ({ city, state: 'NC' as const, zip: '27701', ...over });
const combinationsStored = async (moveId: string) =>
  (await data.traits.storedLeadTraits(moveId)).map((t) => t.lead_traits).sort();

describe('lead trait index: each residence box finds exactly the moves that have it', () => {
  it('through the API: every box alone and together, and no move for under 800 with 3000 or more', async () => {
    const city = town();
    const start = day(10);
    const make = async (from: Partial<LocationInput>, packing: boolean) =>
      (await customerWithMove({ from: home(city, from), start, end: start, packing })).moveId;
    const small = await make({ square_feet: 700, count_bedrooms: 1, unit_level_count: 1 }, false);
    const large = await make({ square_feet: 3200, count_bedrooms: 5, unit_level_count: 2 }, true);
    const unknownSize = await make({ square_feet: null, count_bedrooms: 4, unit_level_count: 1 }, true);
    const plain = await make({ square_feet: 1500, count_bedrooms: 2, unit_level_count: 3 }, false);
    const sorted = (...ids: string[]) => ids.sort();

    expect(await found(city, start, {})).toEqual(sorted(small, large, unknownSize, plain));
    expect(await found(city, start, { lessThan800: true })).toEqual([small]);
    expect(await found(city, start, { isOver3000Sqft: true })).toEqual([large]);
    expect(await found(city, start, { moreThan4Beds: true })).toEqual(sorted(large, unknownSize));
    expect(await found(city, start, { isOneLevel: true })).toEqual(sorted(small, unknownSize));
    expect(await found(city, start, { isPacking: true })).toEqual(sorted(large, unknownSize));
    expect(await found(city, start, { moreThan4Beds: true, isOneLevel: true, isPacking: true })).toEqual([unknownSize]);
    expect(await found(city, start, { isOver3000Sqft: true, moreThan4Beds: true, isPacking: true })).toEqual([large]);
    expect(await found(city, start, { lessThan800: true, isOver3000Sqft: true })).toEqual([]);
    // Every non-empty subset of its traits: large has three (7 items), plain none.
    expect(await combinationsStored(large)).toEqual(
      [
        'BEDS4',
        'BEDS4+PACKING',
        'OVER3000',
        'OVER3000+BEDS4',
        'OVER3000+BEDS4+PACKING',
        'OVER3000+PACKING',
        'PACKING',
      ].sort(),
    );
    expect(await combinationsStored(plain)).toEqual([]);
  });
});

describe('lead trait index: the writes keep it in step with the request', () => {
  it('moves a request in and out when an edit changes a trait, and the copies carry the edit', async () => {
    const city = town();
    const start = day(20);
    const { customer, moveId } = await customerWithMove({
      from: home(city, { count_bedrooms: 2, unit_level_count: 1 }),
      start,
      end: start,
      packing: true,
    });
    const update = async (body: Record<string, unknown>) => {
      const answer = await callRoute(routes.updateMoveRequest, {
        token: customer.accessToken,
        params: { id: moveId },
        body,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    expect(await found(city, start, { moreThan4Beds: true })).toEqual([]);
    expect(await found(city, start, { isPacking: true, isOneLevel: true })).toEqual([moveId]);

    await update({ from_location: testLocation(home(city, { count_bedrooms: 5, unit_level_count: 1 })) });
    expect(await found(city, start, { moreThan4Beds: true })).toEqual([moveId]);
    expect(await found(city, start, { moreThan4Beds: true, isPacking: true })).toEqual([moveId]);

    await update({ is_packing_required: false });
    expect(await found(city, start, { isPacking: true })).toEqual([]);
    expect(await found(city, start, { moreThan4Beds: true, isPacking: true })).toEqual([]);
    expect(await combinationsStored(moveId)).toEqual(['BEDS4', 'BEDS4+ONELEVEL', 'ONELEVEL']);

    // A date change moves the copies too, and what a residence search answers is the request as edited.
    const later = day(25);
    await update({ start_date: later, end_date: later, special_considerations: 'Upright piano' });
    expect(await found(city, start, { moreThan4Beds: true })).toEqual([]);
    const answer = await callRoute(routes.searchMoveRequests, {
      token: company.accessToken,
      body: { startDate: later, fromLocation: { city }, residenceDetails: { moreThan4Beds: true } },
    });
    const [lead] = SearchMoveRequestsResponseSchema.parse(answer.body).results;
    const stored = await data.moves.findMoveRequest(moveId, { consistent: true });
    expect(lead).toMatchObject({
      id: moveId,
      date_range_start: later,
      special_considerations: 'Upright piano',
      updated_at: stored!.updated_at,
    });
  });

  it('takes a withdrawn move and a move marked invalid out of every residence search', async () => {
    const city = town();
    const start = day(30);
    const from = home(city, { count_bedrooms: 4 });
    const withdrawn = await customerWithMove({ from, start, end: start, packing: true });
    const invalid = await customerWithMove({ from, start, end: start, packing: true });
    const staying = await customerWithMove({ from, start, end: start, packing: true });
    const all = [withdrawn.moveId, invalid.moveId, staying.moveId].sort();
    expect(await found(city, start, { moreThan4Beds: true, isPacking: true })).toEqual(all);

    expect((await callRoute(routes.withdrawMyMoveRequest, { token: withdrawn.customer.accessToken })).status).toBe(200);
    const marked = await callRoute(routes.markMoveRequestInvalid, {
      token: admin.accessToken,
      params: { id: invalid.moveId },
      body: { reason: 'Not a real move' },
    });
    expect(marked.status).toBe(200);

    for (const boxes of [{ moreThan4Beds: true }, { isPacking: true }, { moreThan4Beds: true, isPacking: true }])
      expect(await found(city, start, boxes)).toEqual([staying.moveId]);
    expect(await combinationsStored(withdrawn.moveId)).toEqual([]);
    expect(await combinationsStored(invalid.moveId)).toEqual([]);

    // The customer may still edit an invalid request; it stays out of the trait index.
    const edit = await callRoute(routes.updateMoveRequest, {
      token: invalid.customer.accessToken,
      params: { id: invalid.moveId },
      body: { special_considerations: 'Second floor' },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await combinationsStored(invalid.moveId)).toEqual([]);
  });

  it("files no trait item for a move only the customer's chosen companies may see", async () => {
    const id = await createTestLead({ city: town(), start: day(40), end: day(40), bedrooms: 5, packing: true });
    const move = await data.moves.findMoveRequest(id, { consistent: true });
    expect(await combinationsStored(id)).toEqual([
      'BEDS4',
      'BEDS4+ONELEVEL',
      'BEDS4+ONELEVEL+PACKING',
      'BEDS4+PACKING',
      'ONELEVEL',
      'ONELEVEL+PACKING',
      'PACKING',
    ]);
    await data.moves.moveRequestEntity().patch({ id }).set({ only_chosen_companies: true }).go();
    const chosen = await data.moves.findMoveRequest(id, { consistent: true });
    expect(await data.writes.refileLeadIndex(chosen!)).toBe('refiled');
    expect(await combinationsStored(id)).toEqual([]);
    const search = await data.search.searchLeads(
      'NC',
      SearchMoveRequestsBodySchema.parse({
        startDate: day(40),
        fromLocation: { city: move!.from_location.city },
        residenceDetails: { moreThan4Beds: true },
      }),
    );
    expect(search.items).toEqual([]);
  });
});

describe('lead trait index: paging and what a search reads', () => {
  it('pages a residence search without gaps or repeats, and reads one item per lead it returns', async () => {
    const city = town();
    const matching: Array<{ id: string; start: string }> = [];
    for (let i = 0; i < 7; i++) {
      const start = day(50 + (i % 4) * 3);
      const id = await createTestLead({
        city,
        start,
        end: day(50 + (i % 4) * 3 + (i % 3)),
        bedrooms: 4 + (i % 2),
        squareFeet: 3100,
      });
      matching.push({ id, start });
      // Beside each lead, two moves of the same city and days the boxes leave out.
      await createTestLead({ city, start, end: start, bedrooms: 4, squareFeet: 2000 });
      await createTestLead({ city, start, end: start, bedrooms: 2, squareFeet: 3500 });
    }
    const expected = matching.sort((a, b) => (`${a.start}#${a.id}` < `${b.start}#${b.id}` ? -1 : 1)).map((m) => m.id);
    const filters = SearchMoveRequestsBodySchema.parse({
      startDate: day(50),
      endDate: day(70),
      fromLocation: { city },
      residenceDetails: { moreThan4Beds: true, isOver3000Sqft: true },
    });

    const whole = await data.search.searchLeads('NC', { ...filters, limit: 50 });
    expect(whole.items.map((m) => m.id)).toEqual(expected);
    // The index holds only the leads: nothing else is read (the 14 moves beside them never are).
    expect(whole.stats.itemsRead).toBe(expected.length);

    for (const limit of [1, 2, 3]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let read = 0;
      let pages = 0;
      do {
        const page = await data.search.searchLeads('NC', { ...filters, limit, cursor });
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((m) => m.id));
        read += page.stats.itemsRead;
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 20);
      expect(seen, `limit ${limit}`).toEqual(expected);
      // A small page may read a class's next lead before it is handed out: never over the goal of 5 a lead.
      expect(read, `limit ${limit}`).toBeLessThanOrEqual(5 * expected.length);
    }
  });
});
