import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity } from '@functions/core/data/table';

/** Versions and positions sort as text in the key: V0001, ROOM#01. */
export const versionKey = (version: number) => String(version).padStart(4, '0');
export const positionKey = (position: number) => String(position).padStart(2, '0');

/**
 * One room of one inventory version: MOVE#<move id> / INVENTORY#V<version>#ROOM#<position>.
 * A version's rooms are written once and never changed, so a quote or a booking that names a
 * version reads exactly what it was made for; all rooms of a version are one Query. Each line
 * keeps the per-piece cubic feet and weight it was saved with (a catalogue change does not
 * reprice an old version).
 */
export const inventoryRoomEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'inventoryRoom', version: '1', service: 'movematch' },
        attributes: {
          move_request_id: { type: 'string', required: true, readOnly: true },
          version: { type: 'string', required: true, readOnly: true },
          position: { type: 'string', required: true, readOnly: true },
          kind: { type: 'string', required: true },
          name: { type: 'string', required: true },
          lines: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                catalogue_id: { type: 'string' },
                name: { type: 'string', required: true },
                quantity: { type: 'number', required: true },
                cubic_feet: { type: 'number', required: true },
                weight_lb: { type: 'number', required: true },
                needs_disassembly: { type: 'boolean', required: true },
                fragile: { type: 'boolean', required: true },
                high_value: { type: 'boolean', required: true },
              },
            },
          },
          photo_media_ids: { type: 'list', items: { type: 'string' }, default: () => [] },
        },
        indexes: {
          byVersion: {
            pk: { field: 'pk', composite: ['move_request_id'], template: 'MOVE#${move_request_id}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['version', 'position'],
              template: 'INVENTORY#V${version}#ROOM#${position}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type InventoryRoomItem = EntityItem<ReturnType<typeof inventoryRoomEntity>>;

/** Every room of one version, in their order: one Query. */
export async function findInventoryRooms(
  moveRequestId: string,
  version: number,
  options: { consistent?: boolean } = {},
): Promise<InventoryRoomItem[]> {
  const { data } = await inventoryRoomEntity()
    .query.byVersion({ move_request_id: moveRequestId, version: versionKey(version) })
    .go({ pages: 'all', consistent: options.consistent ?? false });
  return data;
}
