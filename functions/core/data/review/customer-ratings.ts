import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity } from '@functions/core/data/table';

/**
 * The company's private rating of the customer after the move: BOOKING#<quote_id> /
 * CUSTOMERRATING, one per booking, next to the customer's review of the company. Only admins
 * read it (and, later, lead quality); never another company or the customer. gsi5
 * CUSTOMER#<customer_id>#RATINGS / <submitted_at>#<quote_id> lists one customer's ratings.
 * Written in review-publication.ts (it may publish the customer's review in the same transaction).
 */
export const customerRatingEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'customerRating', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          inventory_as_described: { type: 'number', required: true },
          access_as_described: { type: 'number', required: true },
          communication: { type: 'number', required: true },
          note: { type: 'string' },
          rated_by: { type: 'string', required: true },
          submitted_at: { type: 'string', required: true },
        },
        indexes: {
          byQuote: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'BOOKING#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'CUSTOMERRATING', casing: 'none' },
          },
          byCustomer: {
            index: 'gsi5',
            pk: {
              field: 'gsi5pk',
              composite: ['customer_id'],
              template: 'CUSTOMER#${customer_id}#RATINGS',
              casing: 'none',
            },
            sk: {
              field: 'gsi5sk',
              composite: ['submitted_at', 'quote_id'],
              template: '${submitted_at}#${quote_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type CustomerRatingItem = EntityItem<ReturnType<typeof customerRatingEntity>>;

export async function findCustomerRating(quoteId: string): Promise<CustomerRatingItem | null> {
  const { data } = await customerRatingEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data ?? null;
}
