/**
 * Bounds on the dates a request may carry. Every month of a move's range or a search window
 * costs a Query (matching, lead search), and every day of a calendar read is a loop turn, so a
 * date without a bound (9999-12-31, year 0000) is unbounded work: ranges are capped at two
 * years, and no date may lie more than ten years from today, ahead or back (the horizon rule,
 * checked for every date of every route by CalendarDateSchema in schemas/calendar-date.ts).
 */

/** Longest move range and lead-search window, in days counted inclusively (two years). */
export const MAX_DATE_RANGE_DAYS = 731;
/** How far ahead of today (UTC) any date of a request may be. */
export const MAX_DAYS_AHEAD = 3653;
/** How far before today (UTC) any date of a request may be. */
export const MAX_DAYS_BACK = 3653;

export const DATE_LIMIT_MESSAGES = {
  moveRangeTooLong: 'A move can span at most 2 years',
  searchWindowTooLong: 'Search at most 2 years at a time',
  tooFarAhead: 'Pick a date within the next 10 years',
  tooFarBack: 'Pick a date within the last 10 years',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `start` to `end` inclusive (both YYYY-MM-DD). */
export function daysInclusive(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last date (YYYY-MM-DD) a request may name, counted from `now` in UTC. */
export function latestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() + MAX_DAYS_AHEAD * DAY_MS).toISOString().slice(0, 10);
}

/** The first date (YYYY-MM-DD) a request may name, counted back from `now` in UTC. */
export function earliestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() - MAX_DAYS_BACK * DAY_MS).toISOString().slice(0, 10);
}

/** Four-digit YYYY-MM-DD: such strings sort as the dates they name. */
const FOUR_DIGIT_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date at most MAX_DAYS_AHEAD ahead (a malformed date is left to the date format check). */
export const notTooFarAhead = (date: string | null | undefined, now: Date = new Date()): boolean =>
  !date || !FOUR_DIGIT_DATE.test(date) || date <= latestAllowedDate(now);

/** A date at most MAX_DAYS_BACK back (a malformed date is left to the date format check). */
export const notTooFarBack = (date: string | null | undefined, now: Date = new Date()): boolean =>
  !date || !FOUR_DIGIT_DATE.test(date) || date >= earliestAllowedDate(now);

/** A date within the horizon both ways. */
export const withinHorizon = (date: string | null | undefined, now: Date = new Date()): boolean =>
  notTooFarAhead(date, now) && notTooFarBack(date, now);

/** A range of at most MAX_DATE_RANGE_DAYS when both ends are known. */
export const withinMaxRange = (start: string | null | undefined, end: string | null | undefined): boolean =>
  !start || !end || daysInclusive(start, end) <= MAX_DATE_RANGE_DAYS;
