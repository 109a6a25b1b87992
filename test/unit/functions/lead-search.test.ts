import { describe, expect, it } from 'vitest';
import { SearchMoveRequestsBodySchema } from '../../../schemas/leads';
import { monthsBetween } from '../../../functions/leads/lead-index';
import { LEAD_LOOKBACK_DAYS, LEAD_OPEN_HORIZON_DAYS, addDays, leadWindow, matchesFilters } from '../../../functions/leads/search';
import type { MoveRequestItem } from '../../../functions/core/data/move-requests';

const TODAY = '2026-11-22';

describe('lead search window', () => {
  it('reads from the window start minus the lookback to the window end; only a start means one day', () => {
    expect(leadWindow({ startDate: '2026-12-10', endDate: '2026-12-20' }, TODAY)).toEqual({
      fromStart: addDays('2026-12-10', -LEAD_LOOKBACK_DAYS),
      toStart: '2026-12-20',
      endFloor: '2026-12-10',
    });
    expect(leadWindow({ startDate: '2026-12-10' }, TODAY)).toMatchObject({ toStart: '2026-12-10', endFloor: '2026-12-10' });
  });

  it('never starts before today (only open requests) and covers the horizon without dates', () => {
    expect(leadWindow({}, TODAY)).toEqual({
      fromStart: addDays(TODAY, -LEAD_LOOKBACK_DAYS),
      toStart: addDays(TODAY, LEAD_OPEN_HORIZON_DAYS),
      endFloor: TODAY,
    });
    expect(leadWindow({ startDate: '2026-11-01', endDate: '2026-11-30' }, TODAY)?.endFloor).toBe(TODAY);
    expect(leadWindow({ startDate: '2026-11-01', endDate: '2026-11-21' }, TODAY)).toBeNull();
  });

  it('lists the month partitions of a range, across a year end', () => {
    expect(monthsBetween('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-15', '2026-11-16')).toEqual(['2026-11']);
    expect(monthsBetween('2026-12-01', '2026-11-30')).toEqual([]);
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
