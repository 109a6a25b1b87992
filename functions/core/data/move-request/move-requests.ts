import { transactItem, transactWrite, type TransactItem } from '@functions/core/data/transact-write';
import { Entity, type EntityItem } from 'electrodb';
import { daysBetween } from '@functions/platform/calendar-dates';
import { LEAD_LONGEST_CLASS, leadCityKey, leadClassOf, leadZipKey } from './lead-keys';
import { everyLeadTraitDelete } from './lead-trait-items';
import { batchGetByIds } from '@functions/core/data/batch-reads';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { config } from '@functions/platform/config';
import { documentClient } from '@functions/platform/aws/dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';

/** A location as stored: square_feet is absent rather than null (DynamoDB maps drop nulls). */
const locationAttribute = {
  type: 'map',
  required: true,
  properties: {
    id: { type: 'string', required: true },
    address: { type: 'string', required: true },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    zip: { type: 'string', required: true },
    square_feet: { type: 'number' },
    count_bedrooms: { type: 'number', required: true },
    is_elevator_required: { type: 'boolean', required: true },
    is_stairs_required: { type: 'boolean', required: true },
    unit_level_start: { type: 'number', required: true },
    unit_level_count: { type: 'number', required: true },
  },
} as const;

/** Days from `start` to `end` (YYYY-MM-DD): 0 for a one-day move. */
export const spanDays = daysBetween;

/**
 * The attributes the lead index keys are built from (lead-keys.ts): origin state, length class,
 * sort order (the start date, or <end>#<start> in LONGEST), and the keyed origin city,
 * destination city and origin zip digits.
 */
export function leadIndexFields(
  from: Pick<StoredLocation, 'state' | 'city' | 'zip'>,
  to: Pick<StoredLocation, 'city'>,
  start: string,
  end: string,
) {
  const leadClass = leadClassOf(spanDays(start, end));
  return {
    origin_state: from.state,
    lead_partition: leadClass,
    lead_order: leadClass === LEAD_LONGEST_CLASS ? `${end}#${start}` : start,
    lead_from_city: leadCityKey(from.city),
    lead_to_city: leadCityKey(to.city),
    lead_from_zip: leadZipKey(from.zip),
  };
}

/**
 * The length class an only-chosen move is filed under in every lead index (gsi1 to gsi4): no
 * lead search reads it (they read D<span>, S<max> and LONGEST), so other companies never find
 * the move; the companies the customer asked reach it through their own quotes.
 */
export const CHOSEN_ONLY_LEAD_PARTITION = 'CHOSEN';

/** The lead index attributes of a request as filed: an only-chosen one under CHOSEN_ONLY_LEAD_PARTITION. */
export function filedLeadIndexFields(
  fields: Pick<
    MoveRequestFields,
    'from_location' | 'to_location' | 'start_date' | 'end_date' | 'only_chosen_companies'
  >,
) {
  const lead = leadIndexFields(fields.from_location, fields.to_location, fields.start_date, fields.end_date);
  return fields.only_chosen_companies === true ? { ...lead, lead_partition: CHOSEN_ONLY_LEAD_PARTITION } : lead;
}

/**
 * A customer's move request. Key: MOVE#<id> / REQUEST (one GetItem by id; the customer finds
 * theirs through the profile's move_request_id). gsi1 to gsi4 file it for the company lead
 * search (lead-keys.ts, docs/leads.md): by origin state, origin city, route and origin zip, each
 * with its length class; gsi5 files every request by origin city for the admin's search. The lead_* attributes and origin_state only exist to build those keys;
 * writeFields() sets them all on every create and update, so the index items move with the
 * request and DynamoDB drops them with it.
 */
export const moveRequestEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'moveRequest', version: '1', service: 'movematch' },
        attributes: {
          id: { type: 'string', required: true, readOnly: true },
          user_id: { type: 'string', required: true, readOnly: true },
          from_location: locationAttribute,
          to_location: locationAttribute,
          start_date: { type: 'string', required: true },
          end_date: { type: 'string', required: true },
          special_considerations: { type: 'string', default: '' },
          is_packing_required: { type: 'boolean', required: true },
          /**
           * 'Only the companies I choose may send me quotes': on, only companies the customer
           * requested see it in lead search and may quote or message it. Absent on requests
           * made before the choice existed: open to all (isOpenToAllCompanies).
           */
          only_chosen_companies: { type: 'boolean' },
          /** A concierge customer's maximum price in whole dollars (docs/concierge.md); absent = none. */
          max_price: { type: 'number' },
          origin_state: { type: 'string', required: true },
          /** The length class: D<span>, S<max> or LONGEST (leadIndexFields()). */
          lead_partition: { type: 'string', required: true },
          /** <start_date>, or <end_date>#<start_date> in LONGEST. */
          lead_order: { type: 'string', required: true },
          /** leadCityKey() of the origin and destination cities, leadZipKey() of the origin zip. */
          lead_from_city: { type: 'string', required: true },
          lead_to_city: { type: 'string', required: true },
          lead_from_zip: { type: 'string', required: true },
          /** Bumped by every update; an update is conditional on the version it read. */
          version: { type: 'number', default: 0 },
          /**
           * The current inventory's version and totals (docs/inventory.md), copied here by the
           * inventory's save so lead search shows them from the request's own copies; absent
           * until the customer saves one. A save is no change of the request's details (version).
           */
          inventory_version: { type: 'number' },
          /** The customer's booking of this move (its quote's id): set and removed in the booking's own transactions; a booked move leaves lead search and takes no new quote. */
          booked_quote_id: { type: 'string' },
          inventory_cubic_feet: { type: 'number' },
          inventory_weight_lb: { type: 'number' },
          inventory_pieces: { type: 'number' },
          /** Set once when an admin finds the request invalid: no company may use it as a lead from then on. */
          invalidated_at: { type: 'string' },
          invalid_reason: { type: 'string' },
          invalidated_by: { type: 'string' },
          /** Set once when the customer withdraws it: no company may use it as a lead from then on. */
          withdrawn_at: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          /** Now on every write, unless the write gives it (a request and its lead trait copies share it). */
          updated_at: { type: 'string', watch: '*', set: (at?: string) => at ?? nowIso(), default: nowIso },
        },
        indexes: {
          byId: {
            // casing 'none': keys read as documented (ElectroDB lowercases by default).
            pk: { field: 'pk', composite: ['id'], template: 'MOVE#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'REQUEST', casing: 'none' },
          },
          leads: {
            index: 'gsi1',
            pk: {
              field: 'gsi1pk',
              composite: ['origin_state', 'lead_partition'],
              template: 'LEADS#${origin_state}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi1sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          leadsFromCity: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['origin_state', 'lead_from_city', 'lead_partition'],
              template: 'LEADS#${origin_state}#FROM#${lead_from_city}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi2sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          leadsOnRoute: {
            index: 'gsi3',
            pk: {
              field: 'gsi3pk',
              composite: ['origin_state', 'lead_from_city', 'lead_to_city', 'lead_partition'],
              template: 'LEADS#${origin_state}#ROUTE#${lead_from_city}#${lead_to_city}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi3sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          leadsFromZip: {
            index: 'gsi4',
            pk: {
              field: 'gsi4pk',
              composite: ['origin_state', 'lead_from_zip', 'lead_partition'],
              template: 'LEADS#${origin_state}#ZIP#${lead_from_zip}#${lead_partition}',
              casing: 'none',
            },
            sk: { field: 'gsi4sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
          /** Every request by its keyed origin city: the admin's search by city prefix (move-request-search.ts). */
          byOriginCity: {
            index: 'gsi5',
            pk: { field: 'gsi5pk', composite: [], template: 'MOVEREQUESTS#CITY', casing: 'none' },
            sk: {
              field: 'gsi5sk',
              composite: ['lead_from_city', 'id'],
              template: '${lead_from_city}#${id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type MoveRequestItem = EntityItem<ReturnType<typeof moveRequestEntity>>;
export type StoredLocation = MoveRequestItem['from_location'];

/** The move's route and dates as the admin's lists show them (no street, no ZIP code). */
export const moveRouteOf = (move: MoveRequestItem) => ({
  from_city: move.from_location.city,
  from_state: move.from_location.state,
  to_city: move.to_location.city,
  to_state: move.to_location.state,
  start_date: move.start_date,
  end_date: move.end_date,
});

/** The fields a create or update writes; the lead-key helpers are derived here, never sent. */
export interface MoveRequestFields {
  from_location: StoredLocation;
  to_location: StoredLocation;
  start_date: string;
  end_date: string;
  special_considerations: string;
  is_packing_required: boolean;
  /** Absent on a request stored before the choice existed (open to all), and kept absent until the customer sets it. */
  only_chosen_companies?: boolean;
}

export function writeFields(fields: MoveRequestFields) {
  const { only_chosen_companies, ...rest } = fields;
  return {
    ...rest,
    ...(only_chosen_companies === undefined ? {} : { only_chosen_companies }),
    ...filedLeadIndexFields(fields),
  };
}

/** Whether any matching company may find, quote and message the move (not only those the customer requested). */
export const isOpenToAllCompanies = (move: Pick<MoveRequestItem, 'only_chosen_companies'>): boolean =>
  move.only_chosen_companies !== true;

/**
 * Whether a company search may find the move at all: open to all companies, not withdrawn, not
 * invalid. Only then does it have lead trait items (lead-trait-items.ts).
 */
export const isFiledForLeadSearch = (
  move: Pick<MoveRequestItem, 'only_chosen_companies' | 'withdrawn_at' | 'invalidated_at'>,
): boolean => isOpenToAllCompanies(move) && !move.withdrawn_at && !move.invalidated_at;

/** consistent: for a read-merge-write, so a retry sees the write it lost to. */
export async function findMoveRequest(
  id: string,
  options: { consistent?: boolean } = {},
): Promise<MoveRequestItem | null> {
  const { data } = await moveRequestEntity()
    .get({ id })
    .go({ consistent: options.consistent ?? false });
  return data ?? null;
}

/**
 * Marks a move request invalid once (UpdateItem with attribute_not_exists(invalidated_at)) and
 * answers the stored item: the first marking wins, a repeat answers it unchanged. Null for an
 * unknown id. The version is left alone: the customer's own edits are not refused by it. The
 * same transaction deletes its lead trait items, so no residence search finds it again.
 */
export async function markMoveRequestInvalid(
  id: string,
  reason: string,
  adminId: string,
): Promise<MoveRequestItem | null> {
  // Refused: unknown id (patch needs the item) or marked before; either way the stored item answers.
  await transactWrite({
    moveRequest: transactItem(
      moveRequestEntity()
        .patch({ id })
        .set({ invalidated_at: nowIso(), invalid_reason: reason, invalidated_by: adminId })
        .where((attr, op) => op.notExists(attr.invalidated_at)),
    ),
    leadTraits: everyLeadTraitDelete(id),
  });
  return findMoveRequest(id, { consistent: true });
}

/** Move requests by id: BatchGet MOVE#<id>/REQUEST. */
export async function findMoveRequests(ids: string[]): Promise<Map<string, MoveRequestItem>> {
  return batchGetByIds(ids, (keys) => moveRequestEntity().get(keys).go());
}

/**
 * Sets or removes a concierge customer's maximum price on their own move request (UpdateItem
 * conditional on the owner). The change time and version stay: the price is no lead field, so
 * the lead index and its trait copies are not touched. False for an unknown id or another owner.
 */
export async function setMoveMaxPrice(
  move: Pick<MoveRequestItem, 'id' | 'user_id' | 'updated_at'>,
  maxPrice: number | null,
): Promise<boolean> {
  const update = moveRequestEntity().patch({ id: move.id });
  const write = maxPrice === null ? update.remove(['max_price']) : update.set({ max_price: maxPrice });
  try {
    await write
      .set({ updated_at: move.updated_at })
      .where((attr, { eq }) => eq(attr.user_id, move.user_id))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * A booking's item for its move request: marks it booked by `quoteId` (out of lead search, no new
 * quotes), only while the inventory is still at the version the customer booked with when one
 * was read (the booking is refused if it changed). The change time stays: booking is no edit of
 * the request.
 */
export function moveRequestBookedItem(
  moveRequestId: string,
  quoteId: string,
  inventoryVersionRead: number | null | undefined,
): TransactItem {
  // A raw update: ElectroDB's patch would move updated_at, which says when the customer last
  // changed the request (a company's 'changed since you quoted', the lead trait copies).
  const inventory =
    inventoryVersionRead === undefined
      ? ''
      : inventoryVersionRead === null
        ? ' AND attribute_not_exists(#inventory)'
        : ' AND #inventory = :inventory';
  return {
    Update: {
      TableName: config.tableName,
      Key: moveRequestKey(moveRequestId),
      UpdateExpression: 'SET #booked = :quote',
      ConditionExpression: `attribute_exists(pk)${inventory}`,
      ExpressionAttributeNames: {
        '#booked': 'booked_quote_id',
        ...(inventory ? { '#inventory': 'inventory_version' } : {}),
      },
      ExpressionAttributeValues: {
        ':quote': quoteId,
        ...(typeof inventoryVersionRead === 'number' ? { ':inventory': inventoryVersionRead } : {}),
      },
    },
  };
}

/** A cancellation's item for its move request: no longer booked (unless another quote's booking marks it; a booking from before the mark has none). */
export function moveRequestUnbookedItem(moveRequestId: string, quoteId: string): TransactItem {
  return {
    Update: {
      TableName: config.tableName,
      Key: moveRequestKey(moveRequestId),
      UpdateExpression: 'REMOVE #booked',
      ConditionExpression: 'attribute_not_exists(#booked) OR #booked = :quote',
      ExpressionAttributeNames: { '#booked': 'booked_quote_id' },
      ExpressionAttributeValues: { ':quote': quoteId },
    },
  };
}

/** Marks a request booked by `quoteId` when nothing marks it yet (the backfill of bookings made before the mark). */
export async function markMoveRequestBooked(moveRequestId: string, quoteId: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: moveRequestKey(moveRequestId),
        UpdateExpression: 'SET #booked = :quote',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#booked)',
        ExpressionAttributeNames: { '#booked': 'booked_quote_id' },
        ExpressionAttributeValues: { ':quote': quoteId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The request's main key, as byId above builds it. */
const moveRequestKey = (id: string) => ({ pk: `MOVE#${id}`, sk: 'REQUEST' });
