import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { routeList } from '@schemas/routes';
import { CALENDAR_DATE_MESSAGES, CalendarDateSchema } from '@schemas/calendar-date';
import { DATE_LIMIT_MESSAGES, earliestAllowedDate, latestAllowedDate } from '@schemas/date-limits';
import { routeDateFields } from '@test/support/route-date-fields';

/**
 * The horizon rule in the contract: every date a request carries, on every
 * route, is CalendarDateSchema (a real YYYY-MM-DD day within ten years of today), so a new
 * route with a date field cannot forget it.
 */
const checksOf = (schema: z.ZodType): unknown[] => (schema._zod.def as { checks?: unknown[] }).checks ?? [];

describe('every date field of every route uses the one calendar date schema', () => {
  const fields = routeList.flatMap(([id, route]) =>
    routeDateFields(route).map((field) => [`${id} ${field.part}.${field.path}`, field.schema] as const),
  );

  it('finds the date fields of the table', () => {
    expect(fields.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'getAvailability query.start_date',
        'bulkUpdateAvailability body.changes[].date',
        'searchMoveRequests body.endDate',
        'putCompanyVetting body.vetted_on',
      ]),
    );
  });

  it.each(fields)('%s is CalendarDateSchema (or a refinement of it)', (_name, schema) => {
    const own = checksOf(schema);
    expect(checksOf(CalendarDateSchema).every((check) => own.includes(check))).toBe(true);
  });
});

describe('CalendarDateSchema', () => {
  const message = (value: unknown) => CalendarDateSchema.safeParse(value).error?.issues[0]?.message;

  it.each([
    ['year 0000', '0000-01-01', DATE_LIMIT_MESSAGES.tooFarBack],
    ['year 9999', '9999-12-31', DATE_LIMIT_MESSAGES.tooFarAhead],
    ['year 10000', '10000-01-01', CALENDAR_DATE_MESSAGES.notADate],
    ['an expanded year', '+010000-01-01', CALENDAR_DATE_MESSAGES.notADate],
    ['year 275760', '275760-09-13', CALENDAR_DATE_MESSAGES.notADate],
    ['a 2-digit year', '99-12-31', CALENDAR_DATE_MESSAGES.notADate],
    ['Feb 30', '2027-02-30', CALENDAR_DATE_MESSAGES.notADate],
    ['Feb 29 of a common year', '2027-02-29', CALENDAR_DATE_MESSAGES.notADate],
    ['Apr 31', '2027-04-31', CALENDAR_DATE_MESSAGES.notADate],
    ['month 13', '2027-13-01', CALENDAR_DATE_MESSAGES.notADate],
    ['month 00', '2027-00-10', CALENDAR_DATE_MESSAGES.notADate],
    ['day 00', '2027-01-00', CALENDAR_DATE_MESSAGES.notADate],
    ['a time', '2027-01-01T00:00:00Z', CALENDAR_DATE_MESSAGES.notADate],
  ])('refuses %s (%s) with a message', (_what, value, expected) => {
    expect(message(value)).toBe(expected);
  });

  it('takes real days from ten years back to ten years ahead, leap days included', () => {
    expect(CalendarDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(CalendarDateSchema.safeParse(latestAllowedDate()).success).toBe(true);
    expect(CalendarDateSchema.safeParse(earliestAllowedDate()).success).toBe(true);
  });
});
