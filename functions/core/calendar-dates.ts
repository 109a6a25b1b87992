/**
 * Arithmetic on calendar dates (YYYY-MM-DD, no time zone) and months (YYYY-MM). Dates are
 * handled as UTC midnights, so no daylight-saving shift can move a day.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The months (YYYY-MM) from the month of `from` to the month of `to`, both dates; empty when `to` comes first. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  const cursor = new Date(`${monthOf(from)}-01T00:00:00Z`);
  while (cursor.toISOString().slice(0, 7) <= monthOf(to)) {
    months.push(cursor.toISOString().slice(0, 7));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}
