import { availabilityEntity } from '../../../functions/core/data/availability';
import { availabilityPlan, horizonDates } from './availability-plan';

/** Dates of the company's calendar already stored between the first and last date. */
async function storedDates(companyId: string, first: string, last: string): Promise<Set<string>> {
  const { data } = await availabilityEntity()
    .query.byCompanyDate({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .go({ pages: 'all' });
  return new Set(data.map((d) => d.date));
}

/**
 * Fills each company's calendar from today to the horizon, writing only the days it lacks:
 * a rerun extends the horizon and keeps days the company has edited. Returns days written.
 */
export async function seedAvailability(companyIds: readonly string[], today = new Date()): Promise<number> {
  const dates = horizonDates(today);
  const perCompany = await Promise.all(
    companyIds.map(async (companyId) => {
      const stored = await storedDates(companyId, dates[0]!, dates[dates.length - 1]!);
      return availabilityPlan(companyId, dates).filter((day) => !stored.has(day.date));
    }),
  );
  const missing = perCompany.flat();
  if (missing.length === 0) return 0;
  // ElectroDB splits this into BatchWriteItem calls of 25; leftovers are reported, not retried.
  const { unprocessed } = await availabilityEntity().put(missing).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} availability days were not written`);
  return missing.length;
}
