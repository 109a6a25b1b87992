// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { longDayLabel, formatDateRange } from '@web/lib/calendar/calendar-dates';
import { GRID_CELLS, monthGrid, shiftMonth } from '@web/lib/calendar/month-grid';

const weekday = (iso: string) => new Date(`${iso}T12:00:00`).getDay();

describe('monthGrid: 42 cells, Sunday first', () => {
  it('a month starting on Sunday (November 2026) begins with its 1st', () => {
    const grid = monthGrid(2026, 10);
    expect(grid).toHaveLength(GRID_CELLS);
    expect(grid[0]).toEqual({ iso: '2026-11-01', day: 1, inMonth: true });
    expect(grid[29]).toEqual({ iso: '2026-11-30', day: 30, inMonth: true });
    expect(grid[30]).toEqual({ iso: '2026-12-01', day: 1, inMonth: false });
    expect(grid[41].iso).toBe('2026-12-12');
  });

  it('a month starting on Saturday (August 2026) has six leading July days', () => {
    const grid = monthGrid(2026, 7);
    expect(grid.slice(0, 6).map((c) => c.iso)).toEqual([
      '2026-07-26',
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
    ]);
    expect(grid.slice(0, 6).every((c) => !c.inMonth)).toBe(true);
    expect(grid[6]).toEqual({ iso: '2026-08-01', day: 1, inMonth: true });
    expect(grid[36]).toEqual({ iso: '2026-08-31', day: 31, inMonth: true }); // 6 + 31 = 37 cells: all six weeks used
    expect(grid[41].iso).toBe('2026-09-05');
  });

  it.each([
    [2026, 11, '2026-11-29'], // December 2026 starts on a Tuesday
    [2027, 1, '2027-01-31'], // February 2027, 28 days, starts on a Monday
    [2028, 1, '2028-01-30'], // leap February
    [2026, 0, '2025-12-28'], // across the year boundary
  ])('%i-%i starts on Sunday %s, every row Sunday to Saturday, every day in order', (year, month, first) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(42);
    expect(grid[0].iso).toBe(first);
    grid.forEach((cell, index) => expect(weekday(cell.iso)).toBe(index % 7));
    const inMonth = grid.filter((c) => c.inMonth).map((c) => c.day);
    expect(inMonth[0]).toBe(1);
    expect(inMonth).toEqual(Array.from({ length: inMonth.length }, (_, i) => i + 1));
    expect(inMonth.length).toBe(new Date(year, month + 1, 0).getDate());
  });

  it('shiftMonth crosses years', () => {
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });
});

describe('dates for people', () => {
  it('names a day button in full', () => {
    expect(longDayLabel('2026-12-06')).toBe('Sunday, December 6, 2026');
  });

  it('formats ranges', () => {
    expect(formatDateRange('2026-12-06', '2026-12-09')).toBe('Dec 6 – Dec 9, 2026');
    expect(formatDateRange('2026-12-06', '2026-12-06')).toBe('Dec 6, 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });
});
