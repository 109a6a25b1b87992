import { describe, expect, it } from 'vitest';
import { mondayFirstGrid, WEEKDAY_HEADERS } from '@web/features/availability/model/availability-grid';
import {
  applyClick,
  applyPublished,
  clickMode,
  EMPTY_SELECTION,
  isAvailable,
  markDays,
  pendingChanges,
} from '@web/features/availability/model/calendar-edits';

const plain = { shiftKey: false, ctrlKey: false, metaKey: false };
const days = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

describe('mondayFirstGrid', () => {
  it('has 42 cells from the Monday on or before the 1st', () => {
    const grid = mondayFirstGrid({ year: 2026, month: 11 }); // December 2026 starts on a Tuesday
    expect(WEEKDAY_HEADERS[0]).toBe('MON');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ iso: '2026-11-30', day: 30, inMonth: false });
    expect(grid[1]).toEqual({ iso: '2026-12-01', day: 1, inMonth: true });
    expect(grid[41].iso).toBe('2027-01-10');
  });

  it('starts on the 1st when it is a Monday', () => {
    expect(mondayFirstGrid({ year: 2027, month: 1 })[0].iso).toBe('2027-02-01'); // Feb 1 2027 is a Monday
  });
});

describe('selection', () => {
  it('reads the modifiers: Shift extends, Ctrl or Cmd (or multi-select mode) toggles', () => {
    expect(clickMode(plain)).toBe('select');
    expect(clickMode({ ...plain, ctrlKey: true })).toBe('toggle');
    expect(clickMode({ ...plain, metaKey: true })).toBe('toggle');
    expect(clickMode({ ...plain, shiftKey: true, ctrlKey: true })).toBe('range');
    expect(clickMode(plain, true)).toBe('toggle');
  });

  it('click selects one day, Ctrl-click adds and removes, Shift-click selects from the anchor', () => {
    let s = applyClick(EMPTY_SELECTION, '2026-12-02', 'select', days);
    expect(s.days).toEqual(['2026-12-02']);
    s = applyClick(s, '2026-12-04', 'toggle', days);
    expect(s.days).toEqual(['2026-12-02', '2026-12-04']);
    s = applyClick(s, '2026-12-02', 'toggle', days);
    expect(s.days).toEqual(['2026-12-04']);
    // The anchor is the last day clicked without Shift (here the Ctrl-click on the 2nd).
    s = applyClick(s, '2026-12-01', 'range', days);
    expect(s.days).toEqual(['2026-12-01', '2026-12-02']);
    s = applyClick(s, '2026-12-05', 'range', days); // the anchor stays: range is anchor..day
    expect(s.days).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(applyClick(EMPTY_SELECTION, '2026-12-03', 'range', days).days).toEqual(['2026-12-03']); // no anchor yet
  });
});

describe('edits', () => {
  const saved = { '2026-12-01': true, '2026-12-02': false };

  it('marks days as edits and drops an edit that returns to the saved value', () => {
    let pending = markDays(['2026-12-01', '2026-12-02', '2026-12-03'], true, saved, {});
    expect(pending).toEqual({ '2026-12-02': true, '2026-12-03': true });
    expect(isAvailable('2026-12-03', saved, pending)).toBe(true);
    expect(isAvailable('2026-12-04', saved, pending)).toBe(false);
    pending = markDays(['2026-12-02', '2026-12-03'], false, saved, pending);
    expect(pending).toEqual({});
  });

  it('lists the changes in date order and applies them to the saved days', () => {
    const pending = { '2026-12-03': true, '2026-12-01': false };
    expect(pendingChanges(pending)).toEqual([
      { date: '2026-12-01', is_available: false },
      { date: '2026-12-03', is_available: true },
    ]);
    const savedDays = [
      { date: '2026-12-01', is_available: true },
      { date: '2026-12-02', is_available: false },
      { date: '2026-12-03', is_available: false },
    ];
    expect(applyPublished(savedDays, pending)).toEqual([
      { date: '2026-12-01', is_available: false },
      { date: '2026-12-02', is_available: false },
      { date: '2026-12-03', is_available: true },
    ]);
  });
});
