import { Entity, type EntityItem } from 'electrodb';
import { daysBetween } from '../calendar-dates';
import { batchGetByIds } from './batch-reads';
import { entityConfig, lazyEntity, nowIso } from './table';

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

/**
 * The lead index (gsi1) files a move request by origin state and by the length of its date
 * range (span = end − start in days), so a search reads only a bounded span of start dates
 * before its window (docs/leads.md):
 * - span ≤ 31 days (LEAD_SHORT_MAX_SPAN): LEADS#<state>#<YYYY-MM of start> / <start>#<id>;
 * - span ≤ 124, ≤ 496, ≤ 1984 days (LEAD_SPAN_CLASSES): LEADS#<state>#SPAN<max> / <start>#<id>;
 * - longer: LEADS#<state>#LONGEST / <end>#<start>#<id> (by end date: a search reads the
 *   ones not ended before its window).
 */
export const LEAD_SHORT_MAX_SPAN = 31;
export const LEAD_SPAN_CLASSES = [124, 496, 1984] as const;
export const leadSpanPartition = (maxSpan: number) => `SPAN${maxSpan}`;
export const LEAD_LONGEST_PARTITION = 'LONGEST';

/** Days from `start` to `end` (YYYY-MM-DD): 0 for a one-day move. */
export const spanDays = daysBetween;

/** The attributes the lead index keys are built from (gsi1pk LEADS#<origin_state>#<lead_partition>, gsi1sk <lead_order>#<id>). */
export function leadIndexFields(originState: string, start: string, end: string) {
  const span = spanDays(start, end);
  if (!(span > LEAD_SHORT_MAX_SPAN)) return { origin_state: originState, lead_partition: start.slice(0, 7), lead_order: start };
  const spanClass = LEAD_SPAN_CLASSES.find((max) => span <= max);
  if (spanClass) return { origin_state: originState, lead_partition: leadSpanPartition(spanClass), lead_order: start };
  return { origin_state: originState, lead_partition: LEAD_LONGEST_PARTITION, lead_order: `${end}#${start}` };
}

/**
 * A customer's move request. Key: MOVE#<id> / REQUEST (one GetItem by id; the customer finds
 * theirs through the profile's move_request_id). gsi1 files it for the company lead search
 * (leadIndexFields above): a short move under LEADS#<origin state>#<YYYY-MM of start> /
 * <start_date>#<id>, a longer one under its length class. origin_state, lead_partition and
 * lead_order only exist to build that key; writeFields() keeps them in step.
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
          origin_state: { type: 'string', required: true },
          /** YYYY-MM of the start (span ≤ 31 days), SPAN<max> or LONGEST: leadIndexFields(). */
          lead_partition: { type: 'string', required: true },
          /** <start_date>, or <end_date>#<start_date> in LONGEST. */
          lead_order: { type: 'string', required: true },
          /** Bumped by every update; an update is conditional on the version it read. */
          version: { type: 'number', default: 0 },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byId: {
            // casing 'none': keys read as documented (ElectroDB lowercases by default).
            pk: { field: 'pk', composite: ['id'], template: 'MOVE#${id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'REQUEST', casing: 'none' },
          },
          leads: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['origin_state', 'lead_partition'], template: 'LEADS#${origin_state}#${lead_partition}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['lead_order', 'id'], template: '${lead_order}#${id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type MoveRequestItem = EntityItem<ReturnType<typeof moveRequestEntity>>;
export type StoredLocation = MoveRequestItem['from_location'];

/** The fields a create or update writes; the lead-key helpers are derived here, never sent. */
export interface MoveRequestFields {
  from_location: StoredLocation;
  to_location: StoredLocation;
  start_date: string;
  end_date: string;
  special_considerations: string;
  is_packing_required: boolean;
}

export function writeFields(fields: MoveRequestFields) {
  return {
    ...fields,
    ...leadIndexFields(fields.from_location.state, fields.start_date, fields.end_date),
  };
}

/** consistent: for a read-merge-write, so a retry sees the write it lost to. */
export async function findMoveRequest(id: string, options: { consistent?: boolean } = {}): Promise<MoveRequestItem | null> {
  const { data } = await moveRequestEntity().get({ id }).go({ consistent: options.consistent ?? false });
  return data ?? null;
}

/** Move requests by id: BatchGet MOVE#<id>/REQUEST. */
export async function findMoveRequests(ids: string[]): Promise<Map<string, MoveRequestItem>> {
  return batchGetByIds(ids, (keys) => moveRequestEntity().get(keys).go());
}
