import { describe, expect, it } from 'vitest';
import {
  calendarPage,
  mondayOnOrBefore,
  pageHeading,
  WEEKDAY_HEADERS,
} from '@web/features/availability/model/availability-grid';
import { weeklyRuleDays, weeklyRuleProblem } from '@web/features/availability/model/weekly-rules';
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

describe('the six-week page', () => {
  it('opens on the Monday of this week, so today and the weeks ahead show', () => {
    expect(mondayOnOrBefore('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(mondayOnOrBefore('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(mondayOnOrBefore('2026-11-29')).toBe('2026-11-23'); // a Sunday ends the week
  });

  it('has 42 days from its Monday, the month named on its first day and on each 1st', () => {
    const grid = calendarPage('2026-11-23');
    expect(WEEKDAY_HEADERS[0]).toBe('MON');
    expect(grid).toHaveLength(42);
    expect(grid[0]).toEqual({ iso: '2026-11-23', day: 23, monthMark: 'Nov' });
    expect(grid[1]).toEqual({ iso: '2026-11-24', day: 24, monthMark: null });
    expect(grid[8]).toEqual({ iso: '2026-12-01', day: 1, monthMark: 'Dec' });
    expect(grid[41].iso).toBe('2027-01-03');
    expect(pageHeading('2026-11-23')).toBe('Nov 23, 2026 – Jan 3, 2027');
  });
});

describe('weekly rules', () => {
  const today = '2026-11-27';
  it('finds the chosen weekdays of the period, both ends included', () => {
    expect(weeklyRuleDays({ from: '2026-11-27', to: '2026-12-13', weekdays: ['0'] })).toEqual([
      '2026-11-29',
      '2026-12-06',
      '2026-12-13',
    ]);
    expect(weeklyRuleDays({ from: '2026-11-27', to: '2026-12-01', weekdays: ['1', '2', '3', '4', '5'] })).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
  });

  it('refuses a period in the past, backwards, longer than a year, or without a weekday', () => {
    const rule = { from: today, to: '2026-12-31', weekdays: ['0'] };
    expect(weeklyRuleProblem(rule, today)).toBeNull();
    expect(weeklyRuleProblem({ ...rule, from: '2026-11-26' }, today)).toBe('The period starts today or later.');
    expect(weeklyRuleProblem({ ...rule, to: '2026-11-20' }, today)).toBe(
      'The last day comes on or after the first day.',
    );
    expect(weeklyRuleProblem({ ...rule, to: '2027-11-28' }, today)).toBe('Choose a period of at most a year.');
    expect(weeklyRuleProblem({ ...rule, weekdays: [] }, today)).toBe('Choose at least one day of the week.');
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
