/*
 * Calendar dates as 'YYYY-MM-DD' strings in the customer's local time (the API's date-only
 * fields). Plain Date maths on local midnight; no date library is part of the bundle.
 */

import { MONTH_NAMES, formatCalendarDay, formatCalendarRange, formatWeekdayDay } from '@schemas/date-text';

export type IsoDate = string;

export const MONTHS: readonly string[] = MONTH_NAMES;
export const WEEKDAY_INITIALS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

const pad = (n: number) => String(n).padStart(2, '0');

export function toIsoDate(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of an ISO date (not `new Date(iso)`, which would be UTC midnight). */
export function fromIsoDate(iso: IsoDate): Date {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function todayIso(now = new Date()): IsoDate {
  return toIsoDate(now);
}

/** The one way dates read (schemas/date-text.ts), under the names the web app uses. */
export const longDayLabel = formatWeekdayDay;
export const formatDay = formatCalendarDay;
export const formatDateRange = formatCalendarRange;

/** The ISO date `days` days later (earlier when negative). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = fromIsoDate(iso);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}
