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
 * How a company reads each room: by its kind and number ('Bedroom 2'), not by the name the
 * customer typed, which may name a person ('Emma's room'): nothing in a company's view of a lead
 * identifies the customer before booking.
 */
export function companyRoomLabels(rooms: ReadonlyArray<{ kind: string }>): string[] {
  const kindCount = new Map<string, number>();
  return rooms.map((room) => {
    const number = (kindCount.get(room.kind) ?? 0) + 1;
    kindCount.set(room.kind, number);
    return `${KIND_LABEL.get(room.kind) ?? 'Room'} ${number}`;
  });
}

/** A room as answered, under the name its viewer reads it by. */
const roomView = (room: InventoryRoomItem, name: string): InventoryRoom => ({
  kind: room.kind as InventoryRoom['kind'],
  name,
  lines: room.lines.map(lineView),
  photos: (room.photo_media_ids ?? []).map((mediaId) => ({ media_id: mediaId, url: imageUrl(mediaId)! })),
});

/** The inventory version the head names, from its rooms (in their order). */
export function inventoryView(
  head: InventoryHeadItem,
  rooms: readonly InventoryRoomItem[],
  viewer: 'owner' | 'company',
): Inventory {
  const ordered = [...rooms].sort((a, b) => a.position.localeCompare(b.position));
  const labels = companyRoomLabels(ordered);
  const views = ordered.map((room, index) => roomView(room, viewer === 'company' ? labels[index] : room.name));
  return {
    move_request_id: head.move_request_id,
    version: head.version,
    updated_at: head.updated_at,
    rooms: views,
    totals: totalsOf(views),
  };
}
