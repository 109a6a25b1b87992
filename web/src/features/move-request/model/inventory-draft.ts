import { catalogueItem, TWO_BEDROOM_STARTER, type InventoryRoomKind } from '@schemas/inventory-catalogue';
import { totalsOf, type Inventory, type InventoryTotals, type PutInventoryBody } from '@schemas/inventory';

/*
 * The inventory page's working copy: rooms and their lines as the customer edits them, before
 * Save sends the whole list (PUT /move-request/{id}/inventory). Pure functions, so the totals
 * the page shows live are the ones the server will compute.
 */

export interface DraftLine {
  /** A catalogue or box id; null for the customer's own item. */
  catalogueId: string | null;
  name: string;
  quantity: number;
  /** Per piece: the catalogue's, or the customer's own estimate. */
  cubicFeet: number;
  weightLb: number;
  needsDisassembly: boolean;
  fragile: boolean;
  highValue: boolean;
}

export interface DraftRoom {
  /** Stable within the page (React keys, focus): not stored. */
  key: string;
  kind: InventoryRoomKind;
  name: string;
  lines: DraftLine[];
  /** Accepted uploads (the image checks), at most INVENTORY_LIMITS.photosPerRoom. */
  photos: Array<{ mediaId: string; url: string }>;
}

let nextKey = 0;
const roomKey = () => `room-${++nextKey}`;

/** A catalogue line of `quantity` pieces, flags as the catalogue suggests. */
export function catalogueLine(id: string, quantity = 1): DraftLine {
  const item = catalogueItem(id);
  if (!item) throw new Error(`Unknown catalogue item ${id}`);
  const flags = item as { usuallyNeedsDisassembly?: boolean; usuallyFragile?: boolean };
  return {
    catalogueId: item.id,
    name: item.name,
    quantity,
    cubicFeet: item.cubicFeet,
    weightLb: item.weightLb,
    needsDisassembly: flags.usuallyNeedsDisassembly ?? false,
    fragile: flags.usuallyFragile ?? false,
    highValue: false,
  };
}

export const emptyRoom = (kind: InventoryRoomKind, name: string): DraftRoom => ({
  key: roomKey(),
  kind,
  name,
  lines: [],
  photos: [],
});

/** The typical 2-bedroom home, to edit rather than start from a blank page. */
export function starterRooms(): DraftRoom[] {
  return TWO_BEDROOM_STARTER.map((room) => ({
    key: roomKey(),
    kind: room.kind,
    name: room.name,
    lines: room.items.map((item) => catalogueLine(item.id, item.quantity)),
    photos: [],
  }));
}

/** The saved version as a working copy. */
export function draftFromInventory(inventory: Inventory): DraftRoom[] {
  return inventory.rooms.map((room) => ({
    key: roomKey(),
    kind: room.kind,
    name: room.name,
    lines: room.lines.map((line) => ({
      catalogueId: line.catalogue_id,
      name: line.name,
      quantity: line.quantity,
      cubicFeet: line.cubic_feet,
      weightLb: line.weight_lb,
      needsDisassembly: line.needs_disassembly,
      fragile: line.fragile,
      highValue: line.high_value,
    })),
    photos: room.photos.map((photo) => ({ mediaId: photo.media_id, url: photo.url })),
  }));
}

/** The live totals of the working copy: the same sum the server makes. */
export function draftTotals(rooms: readonly DraftRoom[]): InventoryTotals {
  return totalsOf(
    rooms.map((room) => ({
      lines: room.lines.map((line) => ({
        quantity: line.quantity,
        cubic_feet: line.cubicFeet,
        weight_lb: line.weightLb,
      })),
    })),
  );
}

/** What Save sends: catalogue lines by id (the server fills their figures), custom lines with their own. */
export function inventoryBody(rooms: readonly DraftRoom[]): PutInventoryBody {
  return {
    rooms: rooms.map((room) => ({
      kind: room.kind,
      name: room.name,
      photo_media_ids: room.photos.map((photo) => photo.mediaId),
      lines: room.lines.map((line) => ({
        catalogue_id: line.catalogueId,
        ...(line.catalogueId === null ? { name: line.name, cubic_feet: line.cubicFeet, weight_lb: line.weightLb } : {}),
        quantity: line.quantity,
        needs_disassembly: line.needsDisassembly,
        fragile: line.fragile,
        high_value: line.highValue,
      })),
    })),
  };
}

/** Adds pieces of a catalogue item to a room: one more line, or more of the line it already has. */
export function withCatalogueItem(room: DraftRoom, id: string, quantity = 1): DraftRoom {
  const existing = room.lines.findIndex((line) => line.catalogueId === id);
  if (existing < 0) return { ...room, lines: [...room.lines, catalogueLine(id, quantity)] };
  return {
    ...room,
    lines: room.lines.map((line, i) => (i === existing ? { ...line, quantity: line.quantity + quantity } : line)),
  };
}

/** The next free name for a room of this kind: 'Bedroom 3' after 'Bedroom 1' and 'Bedroom 2'. */
export function nextRoomName(rooms: readonly DraftRoom[], kind: InventoryRoomKind, label: string): string {
  const taken = new Set(rooms.map((room) => room.name));
  if (!taken.has(label) && !rooms.some((room) => room.kind === kind)) return label;
  for (let n = rooms.filter((room) => room.kind === kind).length + 1; ; n++)
    if (!taken.has(`${label} ${n}`)) return `${label} ${n}`;
}
