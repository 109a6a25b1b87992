import { availabilityEntity, putAvailabilityDays } from '../../../functions/core/data/availability';
import { findCompanies } from '../../../functions/companies/reads';
import { availabilityPlan, horizonDates } from './availability-plan';

/** Stored days (date → the day) of the company's calendar between the first and last date. */
async function storedDays(companyId: string, first: string, last: string) {
  const { data } = await availabilityEntity()
    .query.byCompanyDate({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .go({ pages: 'all' });
  return new Map(data.map((d) => [d.date, d]));
}

/**
 * Fills each company's calendar from today to the horizon, writing only the days it lacks:
 * a rerun extends the horizon and keeps days the company has edited. A stored day whose
 * state differs from its company's (e.g. written before days carried the state that the
 * matching index needs) is rewritten with its own is_available. Returns days written.
 */
export async function seedAvailability(companyIds: readonly string[], today = new Date()): Promise<number> {
  const dates = horizonDates(today);
  // findCompanies retries unprocessed keys: a day must not be written without its state.
  const companies = await findCompanies([...companyIds]);
  const stateOf = new Map([...companies.values()].map((c) => [c.id, c.state ?? '']));
  let written = 0;
  await Promise.all(
    companyIds.map(async (companyId) => {
      const state = stateOf.get(companyId) ?? '';
      const stored = await storedDays(companyId, dates[0]!, dates[dates.length - 1]!);
      const days = availabilityPlan(companyId, dates).flatMap((day) => {
        const existing = stored.get(day.date);
        if (!existing) return [day];
        if ((existing.state ?? '') !== state) return [{ ...day, is_available: existing.is_available }];
        return [];
      });
      await putAvailabilityDays(companyId, state, days);
      written += days.length;
    }),
  );
  return written;
}
