/*
 * Calendar dates as 'YYYY-MM-DD' strings in the customer's local time (the API's date-only
 * fields). Plain Date maths on local midnight; no date library is part of the bundle.
 */

export type IsoDate = string;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
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

/** 'Sunday, December 6, 2026': the accessible name of a day button. */
export function longDayLabel(iso: IsoDate): string {
  const date = fromIsoDate(iso);
  return `${WEEKDAYS[date.getDay()]}, ${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

const shortDay = (date: Date) => `${MONTHS[date.getMonth()].slice(0, 3)} ${date.getDate()}`;

/** 'Dec 6, 2026' */
export function formatDay(iso: IsoDate): string {
  const date = fromIsoDate(iso);
  return `${shortDay(date)}, ${date.getFullYear()}`;
}

/** 'Dec 6 – Dec 9, 2026'; the year shows twice only when the range spans two years. */
export function formatDateRange(start: IsoDate, end: IsoDate): string {
  if (start === end) return formatDay(start);
  const from = fromIsoDate(start);
  const to = fromIsoDate(end);
  if (from.getFullYear() === to.getFullYear()) return `${shortDay(from)} – ${shortDay(to)}, ${to.getFullYear()}`;
  return `${formatDay(start)} – ${formatDay(end)}`;
}

/** The ISO date `days` days later (earlier when negative). */
export function addDays(iso: IsoDate, days: number): IsoDate {
  const date = fromIsoDate(iso);
  return toIsoDate(new Date(date.getFullYear(), date.getMonth(), date.getDate() + days));
}
