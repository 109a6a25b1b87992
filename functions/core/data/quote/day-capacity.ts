import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/**
 * How many crews of a company are booked on one day: COMPANY#<id> / BOOKEDDAY#<YYYY-MM-DD>,
 * next to its calendar days (AVAIL#<date>), so a month of booked days is one Query. A booking
 * takes a crew in its own transaction only while `booked` is below the company's crews per day,
 * so of parallel bookings of the last crew exactly one commits; a cancellation gives it back.
 * `quote_ids` names the bookings holding the day, so a crew is taken or given back once per quote.
 */
export const dayCapacityEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'dayCapacity', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          date: { type: 'string', required: true, readOnly: true },
          booked: { type: 'number' },
          quote_ids: { type: 'set', items: 'string' },
        },
        indexes: {
          byCompanyDay: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: ['date'], template: 'BOOKEDDAY#${date}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type DayCapacityItem = EntityItem<ReturnType<typeof dayCapacityEntity>>;

/** Transaction item: one more crew booked that day, refused when all `crews` are taken. */
export function takeCrewItem(companyId: string, date: string, quoteId: string, crews: number): TransactItem {
  return transactItem(
    dayCapacityEntity()
      .update({ moving_company_id: companyId, date })
      .add({ booked: 1, quote_ids: [quoteId] })
      .where(
        (attr, op) =>
          `(${op.notExists(attr.booked)} OR ${op.lt(attr.booked, crews)}) AND NOT ${op.contains(attr.quote_ids, quoteId)}`,
      ),
  );
}

/** Transaction item: the quote's crew given back (only if that quote holds one that day). */
export function releaseCrewItem(companyId: string, date: string, quoteId: string): TransactItem {
  return transactItem(
    dayCapacityEntity()
      .patch({ moving_company_id: companyId, date })
      .add({ booked: -1 })
      .delete({ quote_ids: [quoteId] })
      .where((attr, op) => op.contains(attr.quote_ids, quoteId)),
  );
}

/** The company's booked days from first to last inclusive, with how many crews each has booked. */
export async function bookedDaysBetween(
  companyId: string,
  first: string,
  last: string,
): Promise<Array<{ date: string; booked: number }>> {
  const { data } = await dayCapacityEntity()
    .query.byCompanyDay({ moving_company_id: companyId })
    .between({ date: first }, { date: last })
    .go({ pages: 'all', attributes: ['date', 'booked'] });
  return data.filter((day) => (day.booked ?? 0) > 0).map((day) => ({ date: day.date, booked: day.booked ?? 0 }));
}

/** Crews booked on one day (consistent). */
export async function crewsBookedOn(companyId: string, date: string): Promise<number> {
  const { data } = await dayCapacityEntity().get({ moving_company_id: companyId, date }).go({ consistent: true });
  return data?.booked ?? 0;
}
