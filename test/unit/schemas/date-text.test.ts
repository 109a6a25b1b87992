import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarRange,
  formatInstantDay,
  formatShortMonth,
  formatWeekdayDay,
} from '@schemas/date-text';

describe('how dates read (web and e-mails)', () => {
  it("writes a day as 'Dec 7, 2026'", () => {
    expect(formatCalendarDay('2026-12-07')).toBe('Dec 7, 2026');
    expect(formatCalendarDay('2027-01-15')).toBe('Jan 15, 2027');
  });

  it('writes a range in one year with the year once', () => {
    expect(formatCalendarRange('2026-12-07', '2026-12-14')).toBe('Dec 7 – Dec 14, 2026');
    expect(formatCalendarRange('2026-11-28', '2026-12-02')).toBe('Nov 28 – Dec 2, 2026');
  });

  it('writes a range across years with both years', () => {
    expect(formatCalendarRange('2026-12-30', '2027-01-02')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });

  it('writes a one-day range as the day', () => {
    expect(formatCalendarRange('2026-12-07', '2026-12-07')).toBe('Dec 7, 2026');
  });

  it('reads a calendar day from its digits, whatever the time zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Honolulu', 'Asia/Tokyo', 'UTC']) {
        process.env.TZ = tz;
        expect(formatCalendarDay('2026-01-01')).toBe('Jan 1, 2026');
        expect(formatWeekdayDay('2026-12-05')).toBe('Saturday, December 5, 2026');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('names the weekday of a booked move day, and the month alone where a date is too long', () => {
    expect(formatWeekdayDay('2026-12-06')).toBe('Sunday, December 6, 2026');
    expect(formatShortMonth('2026-12-07')).toBe('Dec');
    expect(formatShortMonth('2027-01')).toBe('Jan');
  });

  it('writes an instant as the day of the zone it is read in', () => {
    // 02:00 UTC on Dec 8 is still Dec 7 in the Carolinas.
    expect(formatInstantDay('2026-12-08T02:00:00.000Z', 'America/New_York')).toBe('Dec 7, 2026');
    expect(formatInstantDay('2026-12-08T02:00:00.000Z', 'UTC')).toBe('Dec 8, 2026');
    expect(formatInstantDay('not a date')).toBe('not a date');
  });
});
