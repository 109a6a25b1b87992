import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity } from './table';

/**
 * One day of a company's calendar. Key: COMPANY#<id> / AVAIL#<YYYY-MM-DD>, so a month of one
 * company is one Query with a between on the sort key. Days without an item are unavailable.
 *
 * gsi2 is a sparse index of AVAILABLE days only: AVAIL#<company state>#<date> /
 * COMPANY#<id>. Matching reads "who works in NC on this day" with one Query per day and
 * never touches unavailable days. The company's state is copied onto the day for that key.
 * Write days whole (put / putAvailabilityDays): the index keys are decided from is_available
 * and state when the item is written, so a patch of is_available alone would leave them stale.
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
          /** The company's state (US code) when the day was written; '' if it had none. */
          state: { type: 'string', default: '' },
        },
        indexes: {
          byCompanyDate: {
            pk: { field: 'pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['date'], template: 'AVAIL#${date}', casing: 'none' },
          },
          availableByStateDate: {
            index: 'gsi2',
            // Sparse: keys only for available days of a company with a state.
            condition: (attr) => attr.is_available === true && typeof attr.state === 'string' && attr.state !== '',
            pk: { field: 'gsi2pk', composite: ['state', 'date'], template: 'AVAIL#${state}#${date}', casing: 'none' },
            sk: { field: 'gsi2sk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type AvailabilityItem = EntityItem<ReturnType<typeof availabilityEntity>>;

/** Writes days of one company whole (see above); the company's state goes on every day. */
export async function putAvailabilityDays(
  companyId: string,
  state: string,
  days: ReadonlyArray<{ date: string; is_available: boolean }>,
): Promise<void> {
  if (days.length === 0) return;
  const items = days.map((d) => ({ moving_company_id: companyId, date: d.date, is_available: d.is_available, state }));
  const { unprocessed } = await availabilityEntity().put(items).go({ concurrency: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} availability days were not written`);
}

/** Does the company's calendar have an available day between first and last (inclusive)? */
export async function hasAvailableDay(companyId: string, first: string, last: string): Promise<boolean> {
  const { data } = await availabilityEntity()
    .query.byCompanyDate({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .where(({ is_available }, { eq }) => eq(is_available, true))
    .go({ pages: 'all' });
  return data.length > 0;
}

/** Ids of companies of a state with an available day on `date` (one Query on gsi2). */
export async function companiesAvailableOn(state: string, date: string): Promise<string[]> {
  const { data } = await availabilityEntity()
    .query.availableByStateDate({ state, date })
    .go({ pages: 'all', attributes: ['moving_company_id'] });
  return data.map((d) => d.moving_company_id);
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
