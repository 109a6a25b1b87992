import {
  BOX_SIZES,
  INVENTORY_CATALOGUE,
  INVENTORY_ROOM_KINDS,
  type InventoryRoomKind,
} from '@schemas/inventory-catalogue';

/** The picker's groups for one room: what such a room usually holds first, then boxes, then everything else. */
export function catalogueOptions(kind: InventoryRoomKind) {
  const label = INVENTORY_ROOM_KINDS.find((room) => room.kind === kind)?.label ?? 'this room';
  const option = (item: { id: string; name: string }) => ({ value: item.id, label: item.name });
  const suggested = INVENTORY_CATALOGUE.filter((item) => item.rooms.includes(kind));
  const rest = INVENTORY_CATALOGUE.filter((item) => !item.rooms.includes(kind));
  return [
    ...(suggested.length > 0 ? [{ group: `${label}: usual items`, items: suggested.map(option) }] : []),
    { group: 'Boxes', items: BOX_SIZES.map(option) },
    { group: 'Everything else', items: rest.map(option) },
  ];
}

/** The room kinds for the 'Add a room' picker. */
export const roomKindOptions = INVENTORY_ROOM_KINDS.map((room) => ({ value: room.kind, label: room.label }));
