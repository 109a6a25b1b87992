import type { IsoDate } from './calendar-dates';

/*
 * The date range picker's clicks (spec section 4): the first sets the start, the second the
 * end (an earlier second day swaps them), a third starts over. Past days cannot be picked.
 */

export interface RangeSelection {
  start: IsoDate | null;
  end: IsoDate | null;
}

export const EMPTY_SELECTION: RangeSelection = { start: null, end: null };

/** ISO dates compare correctly as strings. */
export const isPastDay = (day: IsoDate, today: IsoDate) => day < today;

export function pickDay(selection: RangeSelection, day: IsoDate, today: IsoDate): RangeSelection {
  if (isPastDay(day, today)) return selection;
  if (!selection.start || selection.end) return { start: day, end: null };
  if (day < selection.start) return { start: day, end: selection.start };
  return { start: selection.start, end: day };
}

/** What Save stores: a start alone means a one-day range (spec section 5). */
export function savedRange(selection: RangeSelection): { start_date: IsoDate; end_date: IsoDate } | null {
  if (!selection.start) return null;
  return { start_date: selection.start, end_date: selection.end ?? selection.start };
}

export function isInRange(day: IsoDate, { start, end }: RangeSelection): boolean {
  return !!start && !!end && day > start && day < end;
}
