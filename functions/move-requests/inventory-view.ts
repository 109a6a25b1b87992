import { INVENTORY_ROOM_KINDS } from '@schemas/inventory-catalogue';
import { totalsOf, type Inventory, type InventoryLine, type InventoryRoom } from '@schemas/inventory';
import type { InventoryHeadItem } from '@functions/core/data/inventory/inventory-heads';
import type { InventoryRoomItem } from '@functions/core/data/inventory/inventory-rooms';
import { imageUrl } from '@functions/platform/images';

const KIND_LABEL = new Map<string, string>(INVENTORY_ROOM_KINDS.map((room) => [room.kind, room.label]));

/** A stored line as answered: a custom line has catalogue_id null. */
const lineView = (line: InventoryRoomItem['lines'][number]): InventoryLine => ({
  catalogue_id: line.catalogue_id ?? null,
  name: line.name,
  quantity: line.quantity,
  cubic_feet: line.cubic_feet,
  weight_lb: line.weight_lb,
  needs_disassembly: line.needs_disassembly,
  fragile: line.fragile,
  high_value: line.high_value,
});

/**
 * A room as answered. A company reads the room by its kind and number ('Bedroom 2'), not by the
 * name the customer typed, which may name a person ('Emma's room'): nothing in a company's view
 * of a lead identifies the customer before booking.
 */
function roomView(room: InventoryRoomItem, kindCount: Map<string, number>, forCompany: boolean): InventoryRoom {
  const number = (kindCount.get(room.kind) ?? 0) + 1;
  kindCount.set(room.kind, number);
  const label = KIND_LABEL.get(room.kind) ?? 'Room';
  return {
    kind: room.kind as InventoryRoom['kind'],
    name: forCompany ? `${label} ${number}` : room.name,
    lines: room.lines.map(lineView),
    photos: (room.photo_media_ids ?? []).map((mediaId) => ({ media_id: mediaId, url: imageUrl(mediaId)! })),
  };
}

/** The inventory version the head names, from its rooms (in their order). */
export function inventoryView(
  head: InventoryHeadItem,
  rooms: readonly InventoryRoomItem[],
  viewer: 'owner' | 'company',
): Inventory {
  const kindCount = new Map<string, number>();
  const views = [...rooms]
    .sort((a, b) => a.position.localeCompare(b.position))
    .map((room) => roomView(room, kindCount, viewer === 'company'));
  return {
    move_request_id: head.move_request_id,
    version: head.version,
    updated_at: head.updated_at,
    rooms: views,
    totals: totalsOf(views),
  };
}
