import * as z from 'zod';
import { DATE_LIMIT_MESSAGES, notTooFarAhead, notTooFarBack } from './date-limits';

export const CALENDAR_DATE_MESSAGES = {
  /** Anything but a real four-digit-year calendar day: 26-12-31, 10000-01-01, 2027-02-30, 2027-13-01. */
  notADate: 'Use a date like 2026-12-31',
} as const;

/**
 * The one schema of a date a request carries (params, query or body, on every route): a real
 * calendar day written YYYY-MM-DD with a four-digit year (zod's ISO date: months 01-12, days
 * that exist, Feb 29 in leap years only), within ten years of today either way (the horizon
 * rule, schemas/date-limits.ts). Handlers can loop over days and months of such dates without
 * an unbounded walk; test/unit/schemas/route-dates.test.ts fails for a route date field that
 * does not use it.
 */
export const CalendarDateSchema = z.iso
  .date({ error: CALENDAR_DATE_MESSAGES.notADate })
  .refine((date) => notTooFarAhead(date), DATE_LIMIT_MESSAGES.tooFarAhead)
  .refine((date) => notTooFarBack(date), DATE_LIMIT_MESSAGES.tooFarBack);
