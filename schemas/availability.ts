import * as z from 'zod';
import { IdSchema } from './common';
import { daysInclusive } from './date-limits';
import { CalendarDateSchema } from './calendar-date';

/**
 * A company's availability calendar (spec sections 3 and 7, Availability entry): one entry per
 * date; days without a stored record are unavailable.
 */

/** Most days one GET may cover (a year and a bit: the calendar reads one 42-cell page). */
export const MAX_AVAILABILITY_READ_DAYS = 400;
/** Most days one publish may change (the calendar publishes one month page, at most 42). */
export const MAX_AVAILABILITY_CHANGES = 100;
/** How far ahead a day may be set, in days from today. */
export const MAX_AVAILABILITY_DAYS_AHEAD = 730;

export const AVAILABILITY_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date',
  spanTooLong: `Ask for at most ${MAX_AVAILABILITY_READ_DAYS} days at a time`,
  duplicateDate: 'Each date can be changed only once per publish',
  tooManyChanges: `Publish at most ${MAX_AVAILABILITY_CHANGES} days at a time`,
  noChanges: 'There are no changes to publish',
  pastDate: 'Past dates cannot be changed',
  tooFarAhead: `Dates can be set at most ${MAX_AVAILABILITY_DAYS_AHEAD} days ahead`,
  companyMismatch: 'moving_company_id must match the company in the path',
} as const;

export { daysInclusive };

export const AvailabilityDaySchema = z.strictObject({
  date: CalendarDateSchema,
  is_available: z.boolean({ error: 'is_available must be true or false' }),
});
export type AvailabilityDay = z.infer<typeof AvailabilityDaySchema>;

/** GET /moving-company/{id}/availability?start_date&end_date */
export const AvailabilityQuerySchema = z
  .strictObject({ start_date: CalendarDateSchema, end_date: CalendarDateSchema })
  .refine((q) => q.end_date >= q.start_date, { error: AVAILABILITY_MESSAGES.endBeforeStart, path: ['end_date'] })
  .refine((q) => daysInclusive(q.start_date, q.end_date) <= MAX_AVAILABILITY_READ_DAYS, {
    error: AVAILABILITY_MESSAGES.spanTooLong,
    path: ['end_date'],
  });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/** Every day of the asked range, in date order. */
export const AvailabilityListSchema = z.array(AvailabilityDaySchema);

/** POST /moving-company/{id}/bulk-update-availability. Past dates are refused by the server (its today). */
export const BulkUpdateAvailabilityBodySchema = z.strictObject({
  moving_company_id: IdSchema,
  changes: z
    .array(AvailabilityDaySchema)
    .min(1, AVAILABILITY_MESSAGES.noChanges)
    .max(MAX_AVAILABILITY_CHANGES, AVAILABILITY_MESSAGES.tooManyChanges)
    .refine((changes) => new Set(changes.map((c) => c.date)).size === changes.length, {
      error: AVAILABILITY_MESSAGES.duplicateDate,
    }),
});
export type BulkUpdateAvailabilityBody = z.infer<typeof BulkUpdateAvailabilityBodySchema>;

export const BulkUpdateAvailabilityResponseSchema = z.object({
  success: z.literal(true),
  /** Days written. */
  updated: z.number().int(),
});
