import type { InventoryLine, InventoryTotals } from '@schemas/inventory';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { moveRequestOpenCheckItem } from '@functions/core/data/move-request/move-requests';
import { noBookingCheckItem } from '@functions/core/data/quote/bookings';
import { inventoryHeadEntity, type InventoryHeadItem } from './inventory-heads';
import { inventoryRoomEntity, positionKey, versionKey } from './inventory-rooms';

/** A room as a save writes it: lines with their per-piece figures resolved. */
export interface RoomToSave {
  kind: string;
  name: string;
  lines: InventoryLine[];
  photo_media_ids: string[];
}

export type SaveInventoryOutcome =
  { ok: true; head: InventoryHeadItem } | { ok: false; reason: 'booked' | 'not-open' | 'changed' };

/**
 * Writes version `replacing + 1` of the inventory in one transaction: its rooms, the head naming
 * it (created for the first version, else only if the head still names `replacing`), a check
 * that the request is the customer's and open, and a check that the customer holds no booking
 * (a booked move's inventory is fixed: a change goes through a change proposal).
 */
export async function saveInventoryVersion(input: {
  moveRequestId: string;
  customerId: string;
  replacing: number;
  rooms: RoomToSave[];
  totals: InventoryTotals;
  at: string;
}): Promise<SaveInventoryOutcome> {
  const version = input.replacing + 1;
  const headFields = {
    move_request_id: input.moveRequestId,
    customer_id: input.customerId,
    version,
    room_count: input.rooms.length,
    cubic_feet: input.totals.cubic_feet,
    weight_lb: input.totals.weight_lb,
    pieces: input.totals.pieces,
    updated_at: input.at,
  };
  const head =
    input.replacing === 0
      ? inventoryHeadEntity().create(headFields)
      : inventoryHeadEntity()
          .put(headFields)
          .where((attr, op) => op.eq(attr.version, input.replacing));
  const rooms = input.rooms.map((room, index) =>
    transactItem(
      inventoryRoomEntity().create({
        move_request_id: input.moveRequestId,
        version: versionKey(version),
        position: positionKey(index + 1),
        kind: room.kind,
        name: room.name,
        // A custom line has no catalogue id: the attribute is left out (DynamoDB maps drop nulls).
        lines: room.lines.map(({ catalogue_id, ...line }) => (catalogue_id ? { ...line, catalogue_id } : line)),
        photo_media_ids: room.photo_media_ids,
      }),
    ),
  );
  const outcome = await transactWrite({
    head: transactItem(head),
    open: moveRequestOpenCheckItem(input.moveRequestId, input.customerId),
    noBooking: noBookingCheckItem(input.customerId),
    rooms,
  });
  if (outcome.ok) return { ok: true, head: { ...headFields, created_at: input.at } };
  if (outcome.refused('noBooking')) return { ok: false, reason: 'booked' };
  if (outcome.refused('open')) return { ok: false, reason: 'not-open' };
  return { ok: false, reason: 'changed' };
}
