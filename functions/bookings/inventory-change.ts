import {
  INVENTORY_LIMITS,
  INVENTORY_MESSAGES,
  totalsOf,
  type InventoryLine,
  type InventoryTotals,
} from '@schemas/inventory';
import {
  INVENTORY_CHANGE_MESSAGES as M,
  type DiffLine,
  type InventoryChange,
  type InventoryDiff,
} from '@schemas/inventory-change';
import { companyRoomLabels, resolvedLine } from '@functions/move-requests';
import { findInventoryHead } from '@functions/core/data/inventory/inventory-heads';
import { findInventoryRooms } from '@functions/core/data/inventory/inventory-rooms';
import type { RoomToSave } from '@functions/core/data/inventory/inventory-writes';
import { badRequest } from '@functions/platform/http/errors';

/** A booked move's inventory as stored now: its version (0: none listed) and rooms. */
export interface CurrentInventory {
  version: number;
  rooms: RoomToSave[];
}

/** The inventory a change would make: the rooms of the next version, their totals, and the diff. */
export interface ChangedInventory {
  replacing: number;
  rooms: RoomToSave[];
  totals: InventoryTotals;
  diff: InventoryDiff;
}

/** The move's current inventory, read consistently (a proposal and its acceptance rest on it). */
export async function currentInventoryOf(moveRequestId: string): Promise<CurrentInventory> {
  const head = await findInventoryHead(moveRequestId, { consistent: true });
  if (!head) return { version: 0, rooms: [] };
  const rooms = await findInventoryRooms(moveRequestId, head.version, { consistent: true });
  return {
    version: head.version,
    rooms: rooms.map((room) => ({
      kind: room.kind,
      name: room.name,
      lines: room.lines.map((line) => ({ ...line, catalogue_id: line.catalogue_id ?? null })),
      photo_media_ids: room.photo_media_ids ?? [],
    })),
  };
}

/** Names the customer typed and the inventory holds, compared as a person would: case and outer spaces aside. */
export const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const diffLine = (room: string, line: InventoryLine, quantity: number): DiffLine => ({
  room,
  name: line.name,
  quantity,
  cubic_feet: line.cubic_feet,
  weight_lb: line.weight_lb,
});

/** Same goods with the same figures and flags: one line takes both quantities. */
const sameGoods = (a: InventoryLine, b: InventoryLine) =>
  (a.catalogue_id ?? null) === (b.catalogue_id ?? null) &&
  a.name === b.name &&
  a.cubic_feet === b.cubic_feet &&
  a.weight_lb === b.weight_lb &&
  a.needs_disassembly === b.needs_disassembly &&
  a.fragile === b.fragile &&
  a.high_value === b.high_value;

/** Takes `wanted` pieces named `item` off the room's lines, first lines first; 400 when the room has fewer. */
function removeFrom(room: RoomToSave, item: string, wanted: number): DiffLine[] {
  const matching = room.lines.filter((line) => sameName(line.name, item));
  if (matching.reduce((sum, line) => sum + line.quantity, 0) < wanted)
    throw badRequest(M.notListed(wanted, item, room.name));
  const removed: DiffLine[] = [];
  let left = wanted;
  for (const line of matching) {
    if (left === 0) break;
    const taken = Math.min(line.quantity, left);
    line.quantity -= taken;
    left -= taken;
    removed.push(diffLine(room.name, line, taken));
  }
  room.lines = room.lines.filter((line) => line.quantity > 0);
  return removed;
}

/** Adds the line to the room, onto a line of the same goods while it stays within a line's limit. */
function addTo(room: RoomToSave, line: InventoryLine) {
  const same = room.lines.find(
    (listed) => sameGoods(listed, line) && listed.quantity + line.quantity <= INVENTORY_LIMITS.quantityPerLine,
  );
  if (same) same.quantity += line.quantity;
  else room.lines.push({ ...line });
}

/**
 * The inventory after a change: removals first (from the room and item named, the room by the
 * customer's name or the company's label; 400 for goods the
 * inventory does not hold), then additions (a room not listed yet is added as 'Other'). The
 * inventory's limits hold as on a customer's save (400).
 */
export function applyInventoryChange(current: CurrentInventory, change: InventoryChange): ChangedInventory {
  const rooms: RoomToSave[] = current.rooms.map((room) => ({
    ...room,
    lines: room.lines.map((line) => ({ ...line })),
  }));
  // A room is named as the customer typed it or as the company reads it ('Bedroom 2').
  const labels = companyRoomLabels(rooms);
  const roomNamed = (name: string) =>
    rooms.find((room, index) => sameName(room.name, name) || sameName(labels[index] ?? '', name));
  const removed = change.removed.flatMap((removal) => {
    const room = roomNamed(removal.room);
    if (!room) throw badRequest(M.notListed(removal.quantity, removal.item, removal.room));
    return removeFrom(room, removal.item, removal.quantity);
  });
  const added = change.added.map((addition) => {
    let room = roomNamed(addition.room);
    if (!room) {
      room = { kind: 'other', name: addition.room, lines: [], photo_media_ids: [] };
      rooms.push(room);
    }
    const line = resolvedLine(addition.line);
    addTo(room, line);
    return diffLine(room.name, line, line.quantity);
  });
  if (rooms.length > INVENTORY_LIMITS.rooms) throw badRequest(INVENTORY_MESSAGES.tooManyRooms);
  if (rooms.some((room) => room.lines.length > INVENTORY_LIMITS.linesPerRoom))
    throw badRequest(INVENTORY_MESSAGES.tooManyLines);
  const totals = totalsOf(rooms);
  if (totals.pieces > INVENTORY_LIMITS.pieces) throw badRequest(INVENTORY_MESSAGES.tooManyPieces);
  const before = current.version === 0 ? null : { version: current.version, ...totalsOf(current.rooms) };
  return {
    replacing: current.version,
    rooms,
    totals,
    diff: { added, removed, before, after: { version: current.version + 1, ...totals } },
  };
}
