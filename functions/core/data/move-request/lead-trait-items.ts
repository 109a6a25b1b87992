import { Entity } from 'electrodb';
import { config } from '@functions/platform/config';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';
import { EVERY_LEAD_TRAIT_COMBINATION, type TraitSource } from './lead-traits';

/**
 * The lead trait index (docs/leads.md): for a move a search may find, one item per combination
 * of its residence traits (lead-traits.ts), MOVE#<id> / LEADTRAIT#<combination>. Each carries a
 * copy of the whole move request (what a search answers, so a search by residence reads nothing
 * else) under the same four lead keys as the request itself (lead-keys.ts) with TRAITS#<combination>
 * after the state. The entity below spells only the keys; the copy is written as the request is
 * stored and read back through the move request entity. The writes of move requests
 * (move-request-writes.ts, markMoveRequestInvalid) put and delete these items in the transaction
 * that changes the request.
 */

const key = { type: 'string', required: true } as const;

export const leadTraitEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'leadTrait', version: '1', service: 'movematch' },
        attributes: {
          id: key,
          /** The combination, trait codes in key order joined by '+' ('BEDS4+PACKING'). */
          lead_traits: key,
          origin_state: key,
          lead_partition: key,
          lead_order: key,
          lead_from_city: key,
          lead_to_city: key,
          lead_from_zip: key,
          /** The copied request's version and last change: whether the copy is current (refileLeadIndex). */
          version: { type: 'number' },
          updated_at: { type: 'string' },
        },
        indexes: {
          byMove: {
            pk: { field: 'pk', composite: ['id'], template: 'MOVE#${id}', casing: 'none' },
            sk: { field: 'sk', composite: ['lead_traits'], template: 'LEADTRAIT#${lead_traits}', casing: 'none' },
          },
          leads: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['origin_state', 'lead_traits', 'lead_partition'],
              template: 'LEADS#${origin_state}#TRAITS#${lead_traits}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          leadsFromCity: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['origin_state', 'lead_traits', 'lead_from_city', 'lead_partition'],
              template: 'LEADS#${origin_state}#TRAITS#${lead_traits}#FROM#${lead_from_city}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          leadsOnRoute: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['origin_state', 'lead_traits', 'lead_from_city', 'lead_to_city', 'lead_partition'],
              template:
                'LEADS#${origin_state}#TRAITS#${lead_traits}#ROUTE#${lead_from_city}#${lead_to_city}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          leadsFromZip: {
            index: 'gsi4',
            pk: {
              field: 'gsi4pk',
              composite: ['origin_state', 'lead_traits', 'lead_from_zip', 'lead_partition'],
              template: 'LEADS#${origin_state}#TRAITS#${lead_traits}#ZIP#${lead_from_zip}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi4sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

/** A move request as stored (its attributes, with or without its own keys): what a trait item copies. */
export type StoredMove = TraitSource & {
  id: string;
  origin_state: string;
  lead_partition: string;
  lead_order: string;
  lead_from_city: string;
  lead_to_city: string;
  lead_from_zip: string;
  version?: number;
  updated_at?: string;
};

/** The request's own keys and ElectroDB's entity marks: never copied. */
const NOT_COPIED = /^(pk|sk|gsi\d+(pk|sk)|__edb_[ev]__)$/;

/** The trait item of one combination: the move as stored, under the combination's keys. */
export function leadTraitItem(move: StoredMove, combination: string): Record<string, unknown> {
  const copy = Object.fromEntries(Object.entries(move).filter(([name]) => !NOT_COPIED.test(name)));
  const { Item: keys } = leadTraitEntity()
    .put({
      id: move.id,
      lead_traits: combination,
      origin_state: move.origin_state,
      lead_partition: move.lead_partition,
      lead_order: move.lead_order,
      lead_from_city: move.lead_from_city,
      lead_to_city: move.lead_to_city,
      lead_from_zip: move.lead_from_zip,
    })
    .params<{ Item: Record<string, unknown> }>();
  return { ...copy, ...keys };
}

/** Puts of these combinations' items (a Put replaces the former copy whole). */
export const leadTraitPuts = (move: StoredMove, combinations: readonly string[]): TransactItem[] =>
  combinations.map((combination) => ({
    Put: { TableName: config.tableName, Item: leadTraitItem(move, combination) },
  }));

/** Deletes of these combinations' items (an absent one is no failure). */
export const leadTraitDeletes = (moveId: string, combinations: readonly string[]): TransactItem[] =>
  combinations.map((combination) => transactItem(leadTraitEntity().delete({ id: moveId, lead_traits: combination })));

/** Deletes of every item the move could have: nothing to read first, so no write in between can leave one behind. */
export const everyLeadTraitDelete = (moveId: string): TransactItem[] =>
  leadTraitDeletes(moveId, EVERY_LEAD_TRAIT_COMBINATION);

/** The move's trait items as stored: their combination and the version and change time of their copy. */
export async function storedLeadTraits(
  moveId: string,
): Promise<Array<{ lead_traits: string; version?: number; updated_at?: string }>> {
  const { data } = await leadTraitEntity().query.byMove({ id: moveId }).go({ pages: 'all', consistent: true });
  return data;
}
