import { Entity, Service, type EntityItem } from 'electrodb';
import { QUOTE_STATUSES } from '@schemas/enums';
import { entityConfig, lazyEntity, nowIso } from './table';

/**
 * A quote: one per company per move request. Keys (all casing 'none'):
 * - main: MOVE#<move_request_id> / QUOTE#<moving_company_id>, so the quotes of a move are one
 *   Query next to the request (MOVE#<id>/REQUEST), and a conditional create enforces one
 *   quote per company per move.
 * - gsi3 byQuoteId: QUOTE#<id> / QUOTE, the lookup for /quote/{id}/... routes.
 * - gsi2 byCompany: COMPANY#<company id>#QUOTES / <created_at>#<id>, a company's leads in
 *   order of request (created_at never changes, so updates never move the key).
 */
export const quoteEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'quote', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true, readOnly: true },
          status: { type: QUOTE_STATUSES, required: true },
          /** Whole dollars as the company typed them; absent until quoted. */
          price: { type: 'number' },
          top_price: { type: 'number' },
          description: { type: 'string' },
          quoted_by_user_id: { type: 'string' },
          quoted_by_name: { type: 'string' },
          /**
           * The move request's version and updated_at when the company last sent this quote,
           * so the lead manager can say 'Move request has changed since this job was quoted'.
           */
          quoted_move_version: { type: 'number' },
          quoted_move_updated_at: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byMove: {
            pk: { field: 'pk', composite: ['move_request_id'], template: 'MOVE#${move_request_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['moving_company_id'], template: 'QUOTE#${moving_company_id}', casing: 'none' },
          },
          byCompany: {
            index: 'gsi2',
            pk: { field: 'gsi2pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}#QUOTES', casing: 'none' },
            sk: { field: 'gsi2sk', composite: ['created_at', 'id'], template: '${created_at}#${id}', casing: 'none' },
          },
          byQuoteId: {
            index: 'gsi3',
            pk: { field: 'gsi3pk', composite: ['id'], template: 'QUOTE#${id}', casing: 'none' },
            sk: { field: 'gsi3sk', composite: [], template: 'QUOTE', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type QuoteItem = EntityItem<ReturnType<typeof quoteEntity>>;

/** The quotes of one move request (one Query on the main key). */
export async function quotesOfMove(moveRequestId: string, options: { consistent?: boolean } = {}): Promise<QuoteItem[]> {
  const { data } = await quoteEntity()
    .query.byMove({ move_request_id: moveRequestId })
    .go({ pages: 'all', consistent: options.consistent ?? false });
  return data;
}

const quoteService = lazyEntity(() => new Service({ quote: quoteEntity() }, entityConfig()));

export type NewQuote = Pick<QuoteItem, 'id' | 'move_request_id' | 'moving_company_id' | 'customer_id'>;

/**
 * Creates the quotes in one transaction of conditional creates (attribute_not_exists): if
 * any company already has a quote for the move (a parallel request won), nothing is written
 * and false is returned, so the caller re-reads and decides again. At most 100 items.
 */
export async function createQuotes(quotes: readonly NewQuote[]): Promise<boolean> {
  const now = nowIso();
  const { canceled } = await quoteService()
    .transaction.write(({ quote }) =>
      quotes.map((q) => quote.create({ ...q, status: 'QUOTE_REQUESTED', created_at: now, updated_at: now }).commit()),
    )
    .go();
  return !canceled;
}
