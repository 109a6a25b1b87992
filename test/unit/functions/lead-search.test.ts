import { describe, expect, it } from 'vitest';
import { SearchMoveRequestsBodySchema } from '@schemas/leads';
import { leadSortKey, mergeInLeadOrder } from '@functions/core/data/lead-index';
import { LEAD_LOOKBACK_DAYS, LEAD_OPEN_HORIZON_DAYS, leadReads, leadWindow, matchesFilters } from '@functions/leads/search';
import { addDays, monthsBetween } from '@functions/core/calendar-dates';
import { leadIndexFields, spanDays, type MoveRequestItem } from '@functions/core/data/move-requests';

const TODAY = '2026-11-22';

describe('lead search window', () => {
  it('is the requested window; only a start means one day', () => {
    expect(leadWindow({ startDate: '2026-12-10', endDate: '2026-12-20' }, TODAY)).toEqual({ windowStart: '2026-12-10', windowEnd: '2026-12-20' });
    expect(leadWindow({ startDate: '2026-12-10' }, TODAY)).toEqual({ windowStart: '2026-12-10', windowEnd: '2026-12-10' });
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
  it('keeps moves of up to 31 days in the month partition of their start (the keys stored before the classes)', () => {
    expect(spanDays('2026-12-10', '2026-12-10')).toBe(0);
    expect(leadIndexFields('NC', '2026-12-10', '2026-12-10')).toEqual({ origin_state: 'NC', lead_partition: '2026-12', lead_order: '2026-12-10' });
    expect(leadIndexFields('NC', '2026-12-10', addDays('2026-12-10', 31))).toMatchObject({ lead_partition: '2026-12', lead_order: '2026-12-10' });
  });

  it('files longer moves by length class, sorted by start; beyond the last class in LONGEST, sorted by end', () => {
    const start = '2026-12-10';
    expect(leadIndexFields('SC', start, addDays(start, 32))).toEqual({ origin_state: 'SC', lead_partition: 'SPAN124', lead_order: start });
    expect(leadIndexFields('SC', start, addDays(start, 124)).lead_partition).toBe('SPAN124');
    expect(leadIndexFields('SC', start, addDays(start, 125)).lead_partition).toBe('SPAN496');
    expect(leadIndexFields('SC', start, addDays(start, 1984)).lead_partition).toBe('SPAN1984');
    const end = addDays(start, 1985);
    expect(leadIndexFields('SC', start, end)).toEqual({ origin_state: 'SC', lead_partition: 'LONGEST', lead_order: `${end}#${start}` });
  });

  it('reads each start-sorted class from its own maximum span before the window, and LONGEST by end date', () => {
    const window = { windowStart: '2027-03-01', windowEnd: '2027-03-14' };
    expect(leadReads(window)).toEqual([
      { kind: 'startSorted', partition: 'months', fromStart: addDays('2027-03-01', -LEAD_LOOKBACK_DAYS), toStart: '2027-03-14', endFloor: '2027-03-01' },
      { kind: 'startSorted', partition: 'SPAN124', fromStart: addDays('2027-03-01', -124), toStart: '2027-03-14', endFloor: '2027-03-01' },
      { kind: 'startSorted', partition: 'SPAN496', fromStart: addDays('2027-03-01', -496), toStart: '2027-03-14', endFloor: '2027-03-01' },
      { kind: 'startSorted', partition: 'SPAN1984', fromStart: addDays('2027-03-01', -1984), toStart: '2027-03-14', endFloor: '2027-03-01' },
      { kind: 'longest', windowStart: '2027-03-01', windowEnd: '2027-03-14' },
    ]);
  });

  it('covers every move overlapping the window, whatever its length: its start lies in the read of its class', () => {
    const window = { windowStart: '2027-03-01', windowEnd: '2027-03-14' };
    const reads = leadReads(window);
    for (const span of [0, 1, 30, 31, 32, 90, 124, 125, 400, 496, 497, 1984, 1985, 5000]) {
      // The earliest start that still overlaps the window: it ends on the window's first day.
      for (const start of [addDays(window.windowStart, -span), window.windowEnd]) {
        const end = addDays(start, span);
        const { lead_partition } = leadIndexFields('NC', start, end);
        const partition = lead_partition === 'LONGEST' || lead_partition.startsWith('SPAN') ? lead_partition : 'months';
        const read = reads.find((r) => (r.kind === 'longest' ? partition === 'LONGEST' : r.partition === partition))!;
        if (read.kind === 'longest') {
          expect(end >= read.windowStart && start <= read.windowEnd, `span ${span}`).toBe(true);
        } else {
          expect(start >= read.fromStart && start <= read.toStart && end >= read.endFloor, `span ${span} from ${start}`).toBe(true);
        }
      }
    }
  });
});

describe('merging the reads in lead order', () => {
  const lead = (start_date: string, id: string) => ({ start_date, id });
  async function* stream<T>(items: T[], taken: T[] = []) {
    for (const item of items) {
      taken.push(item);
      yield item;
    }
  }
  const collect = async <T>(generator: AsyncGenerator<T>, max = Infinity) => {
    const out: T[] = [];
    for await (const item of generator) {
      out.push(item);
      if (out.length === max) break;
    }
    return out;
  };

  it('yields the union of sorted streams by start date then id, including after one stream runs out', async () => {
    const short = [lead('2027-03-01', 'B'), lead('2027-03-02', 'A'), lead('2027-03-09', 'C')];
    const long = [lead('2027-01-15', 'Z'), lead('2027-03-01', 'A'), lead('2027-03-20', 'D'), lead('2027-04-01', 'E')];
    const merged = await collect(mergeInLeadOrder([stream(short), stream(long), stream([])]));
    expect(merged.map(leadSortKey)).toEqual([
      '2027-01-15#Z', '2027-03-01#A', '2027-03-01#B', '2027-03-02#A', '2027-03-09#C', '2027-03-20#D', '2027-04-01#E',
    ]);
  });

  it('advances a stream only when its item is taken, and closes every stream when the consumer stops', async () => {
    const takenShort: Array<{ start_date: string; id: string }> = [];
    const takenLong: Array<{ start_date: string; id: string }> = [];
    const short = stream([lead('2027-03-01', 'A'), lead('2027-03-02', 'A'), lead('2027-03-03', 'A')], takenShort);
    const long = stream([lead('2027-02-01', 'L'), lead('2027-05-01', 'L'), lead('2027-06-01', 'L')], takenLong);
    const merged = await collect(mergeInLeadOrder([short, long]), 2);
    expect(merged.map(leadSortKey)).toEqual(['2027-02-01#L', '2027-03-01#A']);
    expect(takenShort).toHaveLength(1);
    expect(takenLong).toHaveLength(2);
    expect((await short.next()).done).toBe(true);
    expect((await long.next()).done).toBe(true);
  });
});

describe('lead filters after the read', () => {
  const location = { id: 'l', address: 'a', city: 'Chapel  Hill', state: 'NC', zip: '27514', count_bedrooms: 4, is_elevator_required: false, is_stairs_required: false, unit_level_start: 0, unit_level_count: 1 };
  const move = { id: 'm', user_id: 'u', start_date: '2026-12-10', end_date: '2026-12-12', is_packing_required: true, from_location: { ...location, square_feet: 3100 }, to_location: { ...location, city: 'Cary', zip: '27511' } } as MoveRequestItem;
  const filters = (body: Record<string, unknown>) => SearchMoveRequestsBodySchema.parse(body);

  it('matches city by words regardless of case and spaces, zip by prefix', () => {
    expect(matchesFilters(move, filters({ fromLocation: { city: ' chapel hill ' } }), TODAY)).toBe(true);
    expect(matchesFilters(move, filters({ fromLocation: { zip: '275' }, toLocation: { city: 'CARY', zip: '27511' } }), TODAY)).toBe(true);
    expect(matchesFilters(move, filters({ toLocation: { zip: '276' } }), TODAY)).toBe(false);
  });

  it('applies every checked residence box to the home moved out of', () => {
    const residence = (details: Record<string, boolean>) => matchesFilters(move, filters({ residenceDetails: details }), TODAY);
    expect(residence({ isOver3000Sqft: true, moreThan4Beds: true, isOneLevel: true, isPacking: true })).toBe(true);
    expect(residence({ lessThan800: true })).toBe(false);
  });

  it('drops moves ending before the window start', () => {
    expect(matchesFilters(move, filters({}), '2026-12-13')).toBe(false);
    expect(matchesFilters(move, filters({}), '2026-12-12')).toBe(true);
  });
});
