import { toIsoDate, type IsoDate } from './calendar-dates';

/* The date range calendar's month page: 6 weeks of 7 days, Sunday first (spec section 9). */

export const GRID_CELLS = 42;

export interface GridDay {
  iso: IsoDate;
  day: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** `month` is 0-11. The grid starts on the Sunday on or before the 1st. */
export function monthGrid(year: number, month: number): GridDay[] {
  const leading = new Date(year, month, 1).getDay(); // 0 = Sunday
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    // Date normalises day overflow (e.g. day 0 or 35) into the neighbouring month.
    const date = new Date(year, month, 1 - leading + index);
    return { iso: toIsoDate(date), day: date.getDate(), inMonth: date.getMonth() === ((month % 12) + 12) % 12 };
  });
}

export interface MonthRef {
  year: number;
  month: number;
}

export function shiftMonth({ year, month }: MonthRef, by: number): MonthRef {
  const date = new Date(year, month + by, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
}

export function monthOf(iso: IsoDate): MonthRef {
  const [year, month] = iso.split('-').map(Number);
  return { year: year, month: month - 1 };
}
