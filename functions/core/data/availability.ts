import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity } from './table';

/**
 * One day of a company's calendar. Key: COMPANY#<id> / AVAIL#<YYYY-MM-DD>, so a month of one
 * company is one Query with a between on the sort key. Days without an item are unavailable.
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
            pk: { field: 'pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['date'], template: 'AVAIL#${date}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type AvailabilityItem = EntityItem<ReturnType<typeof availabilityEntity>>;
