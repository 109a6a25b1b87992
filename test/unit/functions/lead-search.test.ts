import { describe, expect, it } from 'vitest';
import { SearchMoveRequestsBodySchema } from '@schemas/leads';
import { emptyStats, leadSortKey, mergeLazily, type ClassStream } from '@functions/core/data/move-request/lead-index';
import { LEAD_CLASSES, leadClassOf, leadPartitionKey } from '@functions/core/data/move-request/lead-keys';
import {
  EVERY_LEAD_TRAIT_COMBINATION,
  leadTraitCombinations,
  leadTraitsWanted,
} from '@functions/core/data/move-request/lead-traits';
import { leadTraitItem } from '@functions/core/data/move-request/lead-trait-items';
import { LEAD_OPEN_HORIZON_DAYS, leadIndexFor, leadWindow, matchesFilters } from '@functions/leads/search';
import { addDays, monthsBetween } from '@functions/platform/calendar-dates';
import {
  leadIndexFields,
  moveRequestEntity,
  spanDays,
  writeFields,
  type MoveRequestItem,
} from '@functions/core/data/move-request/move-requests';

const TODAY = '2026-11-22';

describe('lead search window', () => {
  it('is the requested window; only a start means one day', () => {
    expect(leadWindow({ startDate: '2026-12-10', endDate: '2026-12-20' }, TODAY)).toEqual({
      windowStart: '2026-12-10',
      windowEnd: '2026-12-20',
    });
    expect(leadWindow({ startDate: '2026-12-10' }, TODAY)).toEqual({
      windowStart: '2026-12-10',
      windowEnd: '2026-12-10',
    });
  });

  it('never starts before today (only open requests) and covers the horizon without dates', () => {
    expect(leadWindow({}, TODAY)).toEqual({ windowStart: TODAY, windowEnd: addDays(TODAY, LEAD_OPEN_HORIZON_DAYS) });
    expect(leadWindow({ startDate: '2026-11-01', endDate: '2026-11-30' }, TODAY)?.windowStart).toBe(TODAY);
    expect(leadWindow({ startDate: '2026-11-01', endDate: '2026-11-21' }, TODAY)).toBeNull();
  });

  it('lists the month partitions of a range, across a year end', () => {
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-15', '2026-11-16')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12-01', '2026-11-30')).toEqual([]);
  });
});

describe('lead index length classes', () => {
  it('gives every span up to 31 days a class of its own and longer ones classes of width min/4', () => {
    expect(spanDays('2026-12-10', '2026-12-10')).toBe(0);
    expect([0, 1, 31].map(leadClassOf)).toEqual(['D0', 'D1', 'D31']);
    expect([32, 39, 40, 49, 50, 730].map(leadClassOf)).toEqual(['S39', 'S39', 'S49', 'S49', 'S62', 'S742']);
    expect(leadClassOf(743)).toBe('LONGEST');
    const long = LEAD_CLASSES.filter((c) => !c.exact);
    expect(long[0].maxSpan).toBe(39);
    expect(long.at(-1)!.maxSpan).toBeGreaterThanOrEqual(730);
  });

  it('derives the key attributes: class, order (by end in LONGEST), keyed cities and zip digits', () => {
    const from = { state: 'NC', city: '  Chapel   HILL ', zip: '27514' };
    expect(leadIndexFields(from, { city: 'Cary' }, '2026-12-10', '2026-12-12')).toEqual({
      origin_state: 'NC',
      lead_partition: 'D2',
      lead_order: '2026-12-10',
      lead_from_city: 'chapel hill',
      lead_to_city: 'cary',
      lead_from_zip: '275',
    });
    const end = addDays('2020-01-01', 2000);
    expect(leadIndexFields(from, { city: 'A#b%' }, '2020-01-01', end)).toMatchObject({
      lead_partition: 'LONGEST',
      lead_order: `${end}#2020-01-01`,
      lead_to_city: 'a%23b%25',
    });
  });

  it('writes through the entity exactly the partition keys the reads build', () => {
    process.env.TABLE_NAME ??= 'unit-test-table'; // params() only: nothing is sent
    const location = {
      id: 'l',
      address: 'a',
      city: 'Chapel  Hill',
      state: 'NC',
      zip: '27514',
      count_bedrooms: 1,
      is_elevator_required: false,
      is_stairs_required: false,
      unit_level_start: 0,
      unit_level_count: 1,
    };
    const fields = {
      from_location: location,
      to_location: { ...location, city: 'Myrtle Beach', state: 'SC' },
      start_date: '2026-12-10',
      end_date: '2027-01-20',
      special_considerations: '',
      is_packing_required: false,
    };
    const params = moveRequestEntity()
      .put({ id: 'M1', user_id: 'u', ...writeFields(fields) })
      .params<{ Item: Record<string, string> }>();
    const cls = leadClassOf(spanDays(fields.start_date, fields.end_date));
    expect(params.Item.gsi1pk).toBe(leadPartitionKey('NC', { kind: 'state' }, cls));
    expect(params.Item.gsi2pk).toBe(leadPartitionKey('NC', { kind: 'from', city: 'chapel hill' }, cls));
    expect(params.Item.gsi3pk).toBe(
      leadPartitionKey('NC', { kind: 'route', from: 'CHAPEL HILL', to: ' myrtle  beach' }, cls),
    );
    expect(params.Item.gsi4pk).toBe(leadPartitionKey('NC', { kind: 'zip', zip: '2751' }, cls));
    for (const sk of ['gsi1sk', 'gsi2sk', 'gsi3sk', 'gsi4sk']) expect(params.Item[sk]).toBe('2026-12-10#M1');
  });

  it('files the lead trait items under the same keys with their combination, and every combination a search can name', () => {
    process.env.TABLE_NAME ??= 'unit-test-table';
    const location = {
      id: 'l',
      address: 'a',
      city: 'Boone',
      state: 'NC',
      zip: '28607',
      square_feet: 3400,
      count_bedrooms: 5,
      is_elevator_required: false,
      is_stairs_required: false,
      unit_level_start: 0,
      unit_level_count: 1,
    };
    const move = {
      id: 'M2',
      user_id: 'u',
      ...writeFields({
        from_location: location,
        to_location: { ...location, city: 'Charleston', state: 'SC' },
        start_date: '2026-12-10',
        end_date: '2026-12-11',
        special_considerations: '',
        is_packing_required: true,
      }),
    };
    // 3000+, 4+ bedrooms, one level and packing: every non-empty subset, 15.
    const combinations = leadTraitCombinations(move);
    expect(combinations).toHaveLength(15);
    expect(combinations).toContain('OVER3000+BEDS4+ONELEVEL+PACKING');
    expect(EVERY_LEAD_TRAIT_COMBINATION).toHaveLength(23);
    expect(EVERY_LEAD_TRAIT_COMBINATION).toEqual(expect.arrayContaining(combinations));
    const traits = leadTraitsWanted({
      lessThan800: false,
      isOver3000Sqft: false,
      moreThan4Beds: true,
      isOneLevel: false,
      isPacking: true,
    });
    expect(traits).toBe('BEDS4+PACKING');
    const item = leadTraitItem(move, traits!);
    expect(item).toMatchObject({ pk: 'MOVE#M2', sk: 'LEADTRAIT#BEDS4+PACKING', is_packing_required: true });
    expect(item.gsi1pk).toBe(leadPartitionKey('NC', { kind: 'state', traits }, 'D1'));
    expect(item.gsi2pk).toBe(leadPartitionKey('NC', { kind: 'from', city: 'BOONE', traits }, 'D1'));
    expect(item.gsi3pk).toBe(leadPartitionKey('NC', { kind: 'route', from: 'boone', to: 'charleston', traits }, 'D1'));
    expect(item.gsi4pk).toBe(leadPartitionKey('NC', { kind: 'zip', zip: '28607', traits }, 'D1'));
    expect(item.gsi1pk).toBe('LEADS#NC#TRAITS#BEDS4+PACKING#D1');
    for (const sk of ['gsi1sk', 'gsi2sk', 'gsi3sk', 'gsi4sk']) expect(item[sk]).toBe('2026-12-10#M2');
  });

  it('reads from each class the starts that can overlap the window: an exact class only moves still running at its start', () => {
    const ws = '2027-03-01';
    for (const span of [0, 1, 30, 31, 32, 39, 40, 90, 123, 124, 400, 730]) {
      const leadClass = LEAD_CLASSES.find((c) => c.name === leadClassOf(span))!;
      // The earliest start that still overlaps the window ends on its first day.
      const earliest = addDays(ws, -span);
      expect(earliest >= addDays(ws, -leadClass.maxSpan), `span ${span}`).toBe(true);
      if (leadClass.exact) expect(addDays(addDays(ws, -leadClass.maxSpan), span) >= ws).toBe(true);
    }
  });

  it('picks the narrowest index the filters name, and says when it implies every filter', () => {
    const pick = (body: Record<string, unknown>) => leadIndexFor(SearchMoveRequestsBodySchema.parse(body));
    expect(pick({})).toEqual({ index: { kind: 'state' }, covers: true });
    expect(pick({ fromLocation: { city: 'Boone' }, toLocation: { city: 'Charleston' } })).toEqual({
      index: { kind: 'route', from: 'Boone', to: 'Charleston' },
      covers: true,
    });
    expect(pick({ fromLocation: { city: 'Boone' } })).toEqual({ index: { kind: 'from', city: 'Boone' }, covers: true });
    expect(pick({ fromLocation: { zip: '277' } })).toEqual({ index: { kind: 'zip', zip: '277' }, covers: true });
    expect(pick({ fromLocation: { zip: '27701' } })).toEqual({ index: { kind: 'zip', zip: '27701' }, covers: false });
    expect(pick({ fromLocation: { zip: '27' } })).toEqual({ index: { kind: 'state' }, covers: false });
    expect(pick({ residenceDetails: { isPacking: true } })).toEqual({
      index: { kind: 'state', traits: 'PACKING' },
      covers: true,
    });
    expect(pick({ fromLocation: { city: 'Boone' }, residenceDetails: { isPacking: true, lessThan800: true } })).toEqual(
      { index: { kind: 'from', city: 'Boone', traits: 'UNDER800+PACKING' }, covers: true },
    );
    expect(pick({ fromLocation: { zip: '27701' }, residenceDetails: { moreThan4Beds: true } })).toEqual({
      index: { kind: 'zip', zip: '27701', traits: 'BEDS4' },
      covers: false,
    });
    expect(pick({ toLocation: { city: 'Apex' } })).toEqual({ index: { kind: 'state' }, covers: false });
  });
});

describe('merging the class streams lazily in lead order', () => {
  const lead = (start_date: string, id: string) => ({ start_date, id }) as MoveRequestItem;
  /** A fake class stream: its items (in order), read `size` at a time; counts its fetches. */
  function stream(items: MoveRequestItem[], from: string, size = 2) {
    let next = 0;
    const s: ClassStream & { fetches: number } = {
      buffer: [],
      bound: from,
      exhausted: items.length === 0 ? false : false,
      fetches: 0,
      fetch() {
        s.fetches += 1;
        const batch = items.slice(next, next + size);
        next += batch.length;
        s.buffer.push(...batch);
        if (next >= items.length) s.exhausted = true;
        else s.bound = leadSortKey(batch.at(-1)!);
        return Promise.resolve();
      },
    };
    return s;
  }
  const collect = async (generator: AsyncGenerator<MoveRequestItem>, max = Infinity) => {
    const out: MoveRequestItem[] = [];
    for await (const item of generator) {
      out.push(item);
      if (out.length === max) break;
    }
    return out.map(leadSortKey);
  };
  const context = { wanted: 20, capByWanted: false };

  it('yields the union of sorted streams by start date then id, including after one stream runs out', async () => {
    const short = stream([lead('2027-03-01', 'B'), lead('2027-03-02', 'A'), lead('2027-03-09', 'C')], '2027-03-01');
    const long = stream(
      [lead('2027-01-15', 'Z'), lead('2027-03-01', 'A'), lead('2027-03-20', 'D'), lead('2027-04-01', 'E')],
      '2027-01-01',
    );
    const merged = await collect(mergeLazily([short, long, stream([], '2027-02-01')], context, emptyStats()));
    expect(merged).toEqual([
      '2027-01-15#Z',
      '2027-03-01#A',
      '2027-03-01#B',
      '2027-03-02#A',
      '2027-03-09#C',
      '2027-03-20#D',
      '2027-04-01#E',
    ]);
  });

  it('never reads a stream whose look-back starts after the last lead taken', async () => {
    const early = stream([lead('2027-02-01', 'A'), lead('2027-02-02', 'A'), lead('2027-02-03', 'A')], '2027-01-01');
    const late = stream([lead('2027-03-01', 'B')], '2027-02-20');
    const merged = await collect(
      mergeLazily(
        [early, late, stream([], '2027-01-02'), stream([], '2027-01-03'), stream([], '2027-01-04')],
        context,
        emptyStats(),
      ),
      3,
    );
    expect(merged).toEqual(['2027-02-01#A', '2027-02-02#A', '2027-02-03#A']);
    expect(late.fetches).toBe(0);
    expect(early.fetches).toBe(2);
  });
});

describe('lead filters after the read', () => {
  const location = {
    id: 'l',
    address: 'a',
    city: 'Chapel  Hill',
    state: 'NC',
    zip: '27514',
    count_bedrooms: 4,
    is_elevator_required: false,
    is_stairs_required: false,
    unit_level_start: 0,
    unit_level_count: 1,
  };
  const move = {
    id: 'm',
    user_id: 'u',
    start_date: '2026-12-10',
    end_date: '2026-12-12',
    is_packing_required: true,
    from_location: { ...location, square_feet: 3100 },
    to_location: { ...location, city: 'Cary', zip: '27511' },
  } as MoveRequestItem;
  const filters = (body: Record<string, unknown>) => SearchMoveRequestsBodySchema.parse(body);

  it('leaves out a move its customer has booked', () => {
    expect(matchesFilters(move, filters({}), TODAY)).toBe(true);
    expect(matchesFilters({ ...move, booked_quote_id: 'Q1' }, filters({}), TODAY)).toBe(false);
  });

  it('matches city by words regardless of case and spaces, zip by prefix', () => {
    expect(matchesFilters(move, filters({ fromLocation: { city: ' chapel hill ' } }), TODAY)).toBe(true);
    expect(
      matchesFilters(
        move,
        filters({ fromLocation: { zip: '275' }, toLocation: { city: 'CARY', zip: '27511' } }),
        TODAY,
      ),
    ).toBe(true);
    expect(matchesFilters(move, filters({ toLocation: { zip: '276' } }), TODAY)).toBe(false);
  });

  it('applies every checked residence box to the home moved out of', () => {
    const residence = (details: Record<string, boolean>) =>
      matchesFilters(move, filters({ residenceDetails: details }), TODAY);
    expect(residence({ isOver3000Sqft: true, moreThan4Beds: true, isOneLevel: true, isPacking: true })).toBe(true);
    expect(residence({ lessThan800: true })).toBe(false);
  });

  it('drops moves ending before the window start', () => {
    expect(matchesFilters(move, filters({}), '2026-12-13')).toBe(false);
    expect(matchesFilters(move, filters({}), '2026-12-12')).toBe(true);
  });
});
