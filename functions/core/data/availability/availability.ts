import { Entity, type EntityItem } from 'electrodb';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { applyAvailableDays } from '@functions/core/data/company/company-match-listing';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { entityConfig, lazyEntity } from '@functions/core/data/table';

/**
 * One day of a company's calendar. Key: COMPANY#<id> / AVAIL#<YYYY-MM-DD>, so a month of one
 * company is one Query with a between on the sort key (the calendar). Days without an item are
 * unavailable. Not indexed: matching reads the company's available_days instead (putAvailabilityDays keeps it).
 */
export const availabilityEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'availability', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          date: { type: 'string', required: true, readOnly: true },
          is_available: { type: 'boolean', required: true },
        },
        indexes: {
          byCompanyDate: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: ['date'], template: 'AVAIL#${date}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type AvailabilityItem = EntityItem<ReturnType<typeof availabilityEntity>>;

/**
 * Writes days of one company whole (the calendar's items), then applies them to the
 * company's available_days, which matching reads (company-match-listing.ts), and refiles its
 * listing. The days are written first; a failure before the company is updated leaves it to
 * the next publish of those days (or backfillAvailableDays).
 */
export async function putAvailabilityDays(
  companyId: string,
  days: ReadonlyArray<{ date: string; is_available: boolean }>,
): Promise<void> {
  if (days.length === 0) return;
  const items = days.map((d) => ({ moving_company_id: companyId, date: d.date, is_available: d.is_available }));
  const { unprocessed } = await availabilityEntity().put(items).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} availability days were not written`);
  const added = days.filter((d) => d.is_available).map((d) => d.date);
  const removed = days.filter((d) => !d.is_available).map((d) => d.date);
  await applyAvailableDays(companyId, added, removed);
}

/**
 * Makes the company's available_days agree with its day items from today on (and refiles its
 * listing): for data written before the listing existed or left behind by a failure.
 * Idempotent; one Query of the company's days from today, one consistent read, and only the
 * differences written. Returns the number of days added or removed.
 */
export async function backfillAvailableDays(companyId: string): Promise<number> {
  const today = todayInCarolinas();
  const [{ data: days }, company] = await Promise.all([
    availabilityEntity()
      .query.byCompanyDate({ moving_company_id: companyId })
      .gte({ date: today })
      .go({ pages: 'all', attributes: ['date', 'is_available'] }),
    findCompany(companyId, { consistent: true }),
  ]);
  if (!company) return 0;
  const want = new Set(days.filter((d) => d.is_available).map((d) => d.date));
  const have = new Set((company.available_days ?? []).filter((day) => day >= today));
  const added = [...want].filter((day) => !have.has(day));
  const removed = [...have].filter((day) => !want.has(day));
  await applyAvailableDays(companyId, added, removed);
  return added.length + removed.length;
}

/** The stored days of one company from first to last inclusive (one Query, a between on AVAIL#<date>). */
export async function availabilityDaysBetween(
  companyId: string,
  first: string,
  last: string,
): Promise<Array<{ date: string; is_available: boolean }>> {
  const { data } = await availabilityEntity()
    .query.byCompanyDate({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .go({ pages: 'all', attributes: ['date', 'is_available'] });
  return data;
}
