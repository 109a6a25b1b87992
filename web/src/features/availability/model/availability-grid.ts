import { CALENDAR } from '@schemas/constants';
import { toIsoDate, type IsoDate } from '@web/lib/calendar/calendar-dates';
import type { MonthRef } from '@web/lib/calendar/month-grid';

/* The availability calendar's month page: 42 cells, Monday first (spec section 9). */

export const WEEKDAY_HEADERS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

export interface CalendarCell {
  iso: IsoDate;
  day: number;
  /** False for the days of the neighbouring months that fill the grid. */
  inMonth: boolean;
}

/** The 42 days of `month`'s page, from the Monday on or before the 1st. */
export function mondayFirstGrid({ year, month }: MonthRef): CalendarCell[] {
  const mondayOffset = (new Date(year, month, 1).getDay() + 6) % 7; // days since Monday
  const cells: CalendarCell[] = [];
  for (let index = 0; index < CALENDAR.cells; index += 1) {
    const date = new Date(year, month, 1 - mondayOffset + index);
    cells.push({ iso: toIsoDate(date), day: date.getDate(), inMonth: date.getMonth() === month });
  }
  return cells;
}

/** 'YYYY-MM' of a month, to compare months as strings. */
export function monthKey({ year, month }: MonthRef): string {
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}
