import { CALENDAR } from '@schemas/constants';
import { addDays, formatDateRange, fromIsoDate, MONTHS, type IsoDate } from '@web/lib/calendar/calendar-dates';

/*
 * The availability calendar's page: six weeks (42 cells), Monday first (spec section 9). The
 * first page starts on the Monday of this week, so the calendar opens on today and the weeks
 * ahead, never on a month that is mostly past; Next and Previous move six weeks at a time.
 */

export const WEEKDAY_HEADERS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

export interface CalendarCell {
  iso: IsoDate;
  day: number;
  /** 'Dec' on the page's first day and on each 1st, so the reader knows the month at a glance. */
  monthMark: string | null;
}

/** The Monday on or before the day. */
export function mondayOnOrBefore(iso: IsoDate): IsoDate {
  return addDays(iso, -((fromIsoDate(iso).getDay() + 6) % 7));
}

/** The 42 days of the page starting on `start` (a Monday). */
export function calendarPage(start: IsoDate): CalendarCell[] {
  return Array.from({ length: CALENDAR.cells }, (_, index) => {
    const iso = addDays(start, index);
    const date = fromIsoDate(iso);
    const day = date.getDate();
    return { iso, day, monthMark: index === 0 || day === 1 ? MONTHS[date.getMonth()].slice(0, 3) : null };
  });
}

/** 'Nov 23, 2026 – Jan 3, 2027': the page's heading. */
export function pageHeading(start: IsoDate): string {
  return formatDateRange(start, addDays(start, CALENDAR.cells - 1));
}
