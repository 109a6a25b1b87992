import { describe, expect, it } from 'vitest';
import { fillCalendar } from '@functions/availability/calendar';
import {
  addDays,
  DateLoopBoundError,
  eachDay,
  monthsBetween,
  MAX_MONTHS_WALKED,
} from '@functions/platform/calendar-dates';
import { AvailabilityQuerySchema, BulkUpdateAvailabilityBodySchema, daysInclusive } from '@schemas/availability';

describe('fillCalendar', () => {
  it('answers every day of the range; days without a record are unavailable', () => {
    expect(
      fillCalendar('2026-12-30', '2027-01-02', [
        { date: '2026-12-31', is_available: true },
        { date: '2027-01-01', is_available: false },
      ]),
    ).toEqual([
      { date: '2026-12-30', is_available: false },
      { date: '2026-12-31', is_available: true },
      { date: '2027-01-01', is_available: false },
      { date: '2027-01-02', is_available: false },
    ]);
  });

  // The old loop compared printed dates; the day after 9999-12-31 prints as
  // +010000-01-01, which sorts before it, so this call never returned.
  it('ends at the last day of year 9999 (days compared as dates, not strings)', () => {
    expect(fillCalendar('9999-12-31', '9999-12-31', [])).toEqual([{ date: '9999-12-31', is_available: false }]);
  });

  it('refuses a walk past its bound or over a non-date with an error, never a hang', () => {
    expect(() => fillCalendar('2026-01-01', '2027-12-31', [])).toThrow(DateLoopBoundError);
    expect(eachDay('9999-12-31', '+010000-01-02', 3)).toEqual(['9999-12-31', '+010000-01-01', '+010000-01-02']);
    expect(() => eachDay('9999-12-31', '+010000-01-02', 2)).toThrow(DateLoopBoundError);
    expect(() => eachDay('2026-01-01', 'soon', 10)).toThrow(DateLoopBoundError);
    expect(eachDay('2027-01-02', '2026-12-30', 10)).toEqual([]);
  });

  it('walks months as numbers, with a bound', () => {
    expect(monthsBetween('9999-11-15', '9999-12-31')).toEqual(['9999-11', '9999-12']);
    expect(monthsBetween('0001-12-01', '0002-01-01')).toEqual(['0001-12', '0002-01']);
    expect(() => monthsBetween('0000-01-01', '9999-12-31')).toThrow(DateLoopBoundError);
    expect(monthsBetween('2026-01-01', '2050-12-31')).toHaveLength(MAX_MONTHS_WALKED);
    expect(() => monthsBetween('2026-01-01', 'soon')).toThrow(DateLoopBoundError);
  });

  it('steps calendar days across month ends and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(daysInclusive('2026-01-01', '2026-12-31')).toBe(365);
  });
});

describe('availability schemas', () => {
  it('refuses a reversed or over-long range', () => {
    expect(AvailabilityQuerySchema.safeParse({ start_date: '2026-12-01', end_date: '2026-12-31' }).success).toBe(true);
    expect(AvailabilityQuerySchema.safeParse({ start_date: '2026-12-31', end_date: '2026-12-01' }).success).toBe(false);
    expect(AvailabilityQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '2027-02-04' }).success).toBe(true);
    expect(AvailabilityQuerySchema.safeParse({ start_date: '2026-01-01', end_date: '2027-02-05' }).success).toBe(false);
    expect(AvailabilityQuerySchema.safeParse({ start_date: '2026-12-1', end_date: '2026-12-31' }).success).toBe(false);
  });

  it('refuses duplicate dates, an empty or over-long list', () => {
    const body = (changes: unknown[]) =>
      BulkUpdateAvailabilityBodySchema.safeParse({ moving_company_id: 'c1', changes }).success;
    const day = (date: string) => ({ date, is_available: true });
    expect(body([day('2026-12-01'), day('2026-12-02')])).toBe(true);
    expect(body([day('2026-12-01'), { date: '2026-12-01', is_available: false }])).toBe(false);
    expect(body([])).toBe(false);
    expect(body(Array.from({ length: 101 }, (_, i) => day(addDays('2026-12-01', i))))).toBe(false);
  });
});
