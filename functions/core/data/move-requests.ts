import { Entity, type EntityItem } from 'electrodb';
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
 * A customer's move request. Key: MOVE#<id> / REQUEST (one GetItem by id; the customer finds
 * theirs through the profile's move_request_id). gsi1 files it for the company lead search:
 * LEADS#<origin state>#<YYYY-MM of start> / <start_date>#<id>, so the leads of a state in a
 * date window are one Query per month touched, sorted by start date. origin_state and
 * start_month only exist to build that key; writeFields() keeps them in step.
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
          start_month: { type: 'string', required: true },
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
          leadsByStateMonth: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: ['origin_state', 'start_month'], template: 'LEADS#${origin_state}#${start_month}', casing: 'none' },
            sk: { field: 'gsi1sk', composite: ['start_date', 'id'], template: '${start_date}#${id}', casing: 'none' },
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
    origin_state: fields.from_location.state,
    start_month: fields.start_date.slice(0, 7),
  };
}

/** consistent: for a read-merge-write, so a retry sees the write it lost to. */
export async function findMoveRequest(id: string, options: { consistent?: boolean } = {}): Promise<MoveRequestItem | null> {
  const { data } = await moveRequestEntity().get({ id }).go({ consistent: options.consistent ?? false });
  return data ?? null;
}
