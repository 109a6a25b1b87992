/**
 * Arithmetic on calendar dates (YYYY-MM-DD, no time zone) and months (YYYY-MM). Dates are
 * handled as UTC midnights, so no daylight-saving shift can move a day. Loops over days and
 * months count numbers, never compare printed dates (the day after 9999-12-31 prints as
 * +010000-01-01, which sorts before it), and stop at a hard bound.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A walk over more days or months than a request can name (the contract keeps every date
 * within ten years of today): a bug, answered as a logged 500 by the handler chain, never a hang.
 */
export class DateLoopBoundError extends Error {
  constructor(what: string, from: string, to: string, bound: number) {
    super(`${what} from ${from} to ${to} exceeds ${bound} steps`);
    this.name = 'DateLoopBoundError';
  }
}

/** Most months a month walk may take: the contract's horizon spans about 241. */
export const MAX_MONTHS_WALKED = 300;

/** Whole days since 1970-01-01 of a YYYY-MM-DD date (NaN when it is not one). */
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** The date of a day number, whole (an expanded year prints as +010000-01-01). */
const dateOf = (day: number) => {
  const iso = new Date(day * DAY_MS).toISOString();
  return iso.slice(0, iso.indexOf('T'));
};

/** The date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`: 0 for the same day. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string) => date.slice(0, 7);

/**
 * Every date from `start` to `end` inclusive, in order (empty when `end` comes first).
 * Throws DateLoopBoundError past `maxDays` days or for a string that is not a date.
 */
export function eachDay(start: string, end: string, maxDays: number): string[] {
  const first = dayNumber(start);
  const count = dayNumber(end) - first + 1;
  if (!Number.isInteger(first) || !Number.isInteger(count) || count > maxDays)
    throw new DateLoopBoundError('A day walk', start, end, maxDays);
  return Array.from({ length: Math.max(count, 0) }, (_, i) => dateOf(first + i));
}

/** Months since year 0 of a YYYY-MM-DD date (NaN when it is not one). */
const monthNumber = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return parsed.getUTCFullYear() * 12 + parsed.getUTCMonth();
};

/** 'YYYY-MM' of a month number (Date.UTC would read years 0-99 as 1900-1999). */
const monthLabel = (month: number) =>
  `${String(Math.floor(month / 12)).padStart(4, '0')}-${String((month % 12) + 1).padStart(2, '0')}`;

/**
 * The months (YYYY-MM) from the month of `from` to the month of `to`, both dates; empty when
 * `to` comes first. Throws DateLoopBoundError past MAX_MONTHS_WALKED months or for a non-date.
 */
export function monthsBetween(from: string, to: string): string[] {
  const first = monthNumber(from);
  const count = monthNumber(to) - first + 1;
  if (!Number.isInteger(first) || !Number.isInteger(count) || count > MAX_MONTHS_WALKED) {
    throw new DateLoopBoundError('A month walk', from, to, MAX_MONTHS_WALKED);
  }
  return Array.from({ length: Math.max(count, 0) }, (_, i) => monthLabel(first + i));
}
