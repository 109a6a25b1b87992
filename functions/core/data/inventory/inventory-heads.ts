import { Entity, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * The current version of a move request's inventory and its totals: MOVE#<move id> / INVENTORY
 * (one GetItem, beside the request and its quotes in the move's partition). Every save writes
 * it with the new version's rooms in one transaction, conditional on the version it replaced,
 * so two tabs saving at once cannot interleave their rooms.
 */
export const inventoryHeadEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'inventoryHead', version: '1', service: 'movematch' },
        attributes: {
          move_request_id: { type: 'string', required: true, readOnly: true },
          customer_id: { type: 'string', required: true },
          /** 1 for the first save; the rooms of version v are INVENTORY#V<v>#ROOM#<n>. */
          version: { type: 'number', required: true },
          room_count: { type: 'number', required: true },
          cubic_feet: { type: 'number', required: true },
          weight_lb: { type: 'number', required: true },
          pieces: { type: 'number', required: true },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byMove: {
            pk: { field: 'pk', composite: ['move_request_id'], template: 'MOVE#${move_request_id}', casing: 'none' },
            sk: { field: 'sk', composite: [], template: 'INVENTORY', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type InventoryHeadItem = EntityItem<ReturnType<typeof inventoryHeadEntity>>;

export async function findInventoryHead(
  moveRequestId: string,
  options: { consistent?: boolean } = {},
): Promise<InventoryHeadItem | null> {
  const { data } = await inventoryHeadEntity()
    .get({ move_request_id: moveRequestId })
    .go({ consistent: options.consistent ?? false });
  return data;
}
