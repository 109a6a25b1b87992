import type { InventoryLine, InventoryTotals } from '@schemas/inventory';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { inventorySummaryWrites } from '@functions/core/data/move-request/move-request-writes';
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

/** changed: the inventory or the request's details were saved meanwhile, or the request was closed (read it again). */
export type SaveInventoryOutcome = { ok: true; head: InventoryHeadItem } | { ok: false; reason: 'booked' | 'changed' };

/** A new inventory version as a save or an accepted change writes it. */
export interface NewInventoryVersion {
  move: MoveRequestItem;
  replacing: number;
  rooms: RoomToSave[];
  totals: InventoryTotals;
  at: string;
}

/**
 * Transaction items of version `replacing + 1`: its rooms, the head naming it (created for the
 * first version, else only if the head still names `replacing`), and the version and totals on
 * the request and its lead trait copies (only while the request is the customer's, open and as
 * read: inventorySummaryWrites).
 */
export function inventoryVersionWrites(input: NewInventoryVersion) {
  const version = input.replacing + 1;
  const headFields = {
    move_request_id: input.move.id,
    customer_id: input.move.user_id,
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
        move_request_id: input.move.id,
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
  const request = inventorySummaryWrites(input.move, { version, ...input.totals });
  return {
    items: { inventoryHead: transactItem(head), request: request.request, leadTraits: request.leadTraits, rooms },
    head: { ...headFields, created_at: input.at },
  };
}

/**
 * The customer's save of version `replacing + 1` in one transaction (inventoryVersionWrites) with
 * a check that the customer holds no booking (a booked move's inventory is fixed: a change goes
 * through a change proposal, booked-move-changes.ts).
 */
export async function saveInventoryVersion(input: NewInventoryVersion): Promise<SaveInventoryOutcome> {
  const writes = inventoryVersionWrites(input);
  const outcome = await transactWrite({ ...writes.items, noBooking: noBookingCheckItem(input.move.user_id) });
  if (outcome.ok) return { ok: true, head: writes.head };
  return { ok: false, reason: outcome.refused('noBooking') ? 'booked' : 'changed' };
}
