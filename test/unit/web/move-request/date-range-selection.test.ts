// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, isInRange, pickDay, savedRange } from '@web/lib/calendar/date-range-selection';

const today = '2026-11-22';

describe('date range clicks', () => {
  it('first click sets the start, second the end', () => {
    const first = pickDay(EMPTY_SELECTION, '2026-12-06', today);
    expect(first).toEqual({ start: '2026-12-06', end: null });
    expect(pickDay(first, '2026-12-09', today)).toEqual({ start: '2026-12-06', end: '2026-12-09' });
  });

  it('an earlier second click swaps them', () => {
    const first = pickDay(EMPTY_SELECTION, '2026-12-09', today);
    expect(pickDay(first, '2026-12-06', today)).toEqual({ start: '2026-12-06', end: '2026-12-09' });
  });

  it('a third click restarts', () => {
    const range = { start: '2026-12-06', end: '2026-12-09' };
    expect(pickDay(range, '2026-12-20', today)).toEqual({ start: '2026-12-20', end: null });
  });

  it('the same day twice is a one-day range', () => {
    const first = pickDay(EMPTY_SELECTION, '2026-12-06', today);
    expect(pickDay(first, '2026-12-06', today)).toEqual({ start: '2026-12-06', end: '2026-12-06' });
  });

  it('past days cannot be picked; today can', () => {
    expect(pickDay(EMPTY_SELECTION, '2026-11-21', today)).toBe(EMPTY_SELECTION);
    const started = { start: '2026-12-06', end: null };
    expect(pickDay(started, '2026-11-01', today)).toBe(started);
    expect(pickDay(EMPTY_SELECTION, today, today)).toEqual({ start: today, end: null });
  });

  it('a start alone saves with end = start; nothing saves nothing', () => {
    expect(savedRange({ start: '2026-12-06', end: null })).toEqual({
      start_date: '2026-12-06',
      end_date: '2026-12-06',
    });
    expect(savedRange({ start: '2026-12-06', end: '2026-12-09' })).toEqual({
      start_date: '2026-12-06',
      end_date: '2026-12-09',
    });
    expect(savedRange(EMPTY_SELECTION)).toBeNull();
  });

  it('days strictly between start and end are in range', () => {
    const range = { start: '2026-12-06', end: '2026-12-09' };
    expect(['2026-12-06', '2026-12-07', '2026-12-08', '2026-12-09'].map((d) => isInRange(d, range))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
