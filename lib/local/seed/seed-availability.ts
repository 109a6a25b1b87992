import {
  availabilityEntity,
  backfillAvailableDays,
  putAvailabilityDays,
} from '@functions/core/data/availability/availability';
import { availabilityPlan, horizonDates } from './availability-plan';

/** Stored dates of the company's calendar between the first and last date. */
async function storedDates(companyId: string, first: string, last: string) {
  const { data } = await availabilityEntity()
    .query.byCompanyDate({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .go({ pages: 'all', attributes: ['date'] });
  return new Set(data.map((d) => d.date));
}

/**
 * Fills each company's calendar from today to the horizon, writing only the days it lacks:
 * a rerun extends the horizon and keeps days the company has edited. Then brings the
 * company's available_days and matching listing in line with the days (backfillAvailableDays
 * writes nothing when they agree). Returns days written.
 */
export async function seedAvailability(companyIds: readonly string[], today = new Date()): Promise<number> {
  const dates = horizonDates(today);
  let written = 0;
  // One company at a time: fifteen calendars written at once kept DynamoDB Local busy past
  // the clients' 4 s timeout on a loaded machine.
  for (const companyId of companyIds) {
    const stored = await storedDates(companyId, dates[0], dates[dates.length - 1]);
    const days = availabilityPlan(companyId, dates).filter((day) => !stored.has(day.date));
    await putAvailabilityDays(companyId, days);
    written += days.length;
    await backfillAvailableDays(companyId);
  }
  return written;
}
