import { routes } from '@schemas/routes';
import { INVENTORY_MESSAGES, totalsOf, type InventoryLine, type PutInventoryBody } from '@schemas/inventory';
import { findInventoryHead } from '@functions/core/data/inventory/inventory-heads';
import { findInventoryRooms } from '@functions/core/data/inventory/inventory-rooms';
import { saveInventoryVersion, type RoomToSave } from '@functions/core/data/inventory/inventory-writes';
import { findMoveRequest, type MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { allAcceptedAttachments } from '@functions/core/data/media/media';
import { badRequest, conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { nowIso } from '@functions/core/data/table';
import { publishEvent } from '@functions/platform/events';
import { canEditMoveRequest } from './access';
import { inventoryView } from './inventory-view';
import { resolvedLine } from './resolved-line';

/** The rooms to store; a photo that is not the customer's accepted upload (the image checks) is a 400. */
async function roomsToSave(customerId: string, body: PutInventoryBody): Promise<RoomToSave[]> {
  const photos = body.rooms.flatMap((room) => room.photo_media_ids);
  if (!(await allAcceptedAttachments(customerId, photos))) throw badRequest(INVENTORY_MESSAGES.photoNotYours);
  return body.rooms.map((room) => ({
    kind: room.kind,
    name: room.name,
    lines: room.lines.map(resolvedLine),
    photo_media_ids: [...new Set(room.photo_media_ids)],
  }));
}

interface ComparableRoom {
  kind: string;
  name: string;
  lines: ReadonlyArray<Omit<InventoryLine, 'catalogue_id'> & { catalogue_id?: string | null }>;
  photo_media_ids?: readonly string[];
}

/** What a save compares: the rooms as stored, without keys. */
const comparable = (rooms: readonly ComparableRoom[]) =>
  JSON.stringify(
    rooms.map((room) => ({
      kind: room.kind,
      name: room.name,
      // Field by field: a stored line's attributes come back in another order than they were sent.
      lines: room.lines.map((line) => [
        line.catalogue_id ?? null,
        line.name,
        line.quantity,
        line.cubic_feet,
        line.weight_lb,
        line.needs_disassembly,
        line.fragile,
        line.high_value,
      ]),
      photo_media_ids: room.photo_media_ids ?? [],
    })),
  );

/**
 * PUT /api/move-request/{id}/inventory: the customer saves their whole inventory as its next
 * version (docs/inventory.md). Catalogue lines take the catalogue's name, cubic feet and weight;
 * a room's photos must be the customer's accepted uploads (the image checks, at most 10). A save
 * equal to the current version writes nothing.
 * Reads: the move request, the inventory head (I1) and, to compare, the current version's rooms
 * (I2), the upload record per photo. Writes (inventory-writes.ts): the new version's rooms and
 * the head in one transaction with the version and totals on the request and its lead trait copies
 * (only while it is open and as read) and a check that the customer holds no booking; a change of
 * the request's details meanwhile is read again and the save tried once more. Then InventoryChanged
 * (companies whose quote priced an earlier inventory are told).
 * Refusals (nothing written): not the caller's request 404; bad input 400 (schemas/inventory.ts);
 * a photo that is not theirs 400; withdrawn or invalid 409; booked 409; the inventory saved
 * meanwhile in another tab 409.
 */
export const putInventory: PlainHandler<typeof routes.putInventory> = async ({ auth, params, body }) => {
  const request = await openRequestOf(auth, params.id);
  const rooms = await roomsToSave(auth.userId, body);
  const head = await findInventoryHead(request.id, { consistent: true });
  if (head) {
    const current = await findInventoryRooms(request.id, head.version, { consistent: true });
    if (comparable(current) === comparable(rooms)) return inventoryView(head, current, 'owner');
  }
  const replacing = head?.version ?? 0;
  const save = (move: MoveRequestItem) =>
    saveInventoryVersion({ move, replacing, rooms, totals: totalsOf(rooms), at: nowIso() });
  let saved = await save(request);
  // The request's details saved meanwhile (another tab's edit) are no conflict of the inventory: once more on them.
  if (
    !saved.ok &&
    saved.reason === 'changed' &&
    (await findInventoryHead(request.id, { consistent: true }))?.version === head?.version
  )
    saved = await save(await openRequestOf(auth, params.id));
  if (!saved.ok)
    throw conflict(saved.reason === 'booked' ? INVENTORY_MESSAGES.booked : INVENTORY_MESSAGES.changedMeanwhile);
  await publishEvent('InventoryChanged', {
    moveRequestId: request.id,
    customerId: auth.userId,
    version: saved.head.version,
  });
  const stored = await findInventoryRooms(request.id, saved.head.version, { consistent: true });
  return inventoryView(saved.head, stored, 'owner');
};

/** The caller's own request, still open; 404 for anyone else's, 409 once withdrawn or invalid. */
async function openRequestOf(auth: Parameters<typeof canEditMoveRequest>[0], id: string): Promise<MoveRequestItem> {
  const request = await findMoveRequest(id, { consistent: true });
  if (!request || !canEditMoveRequest(auth, request)) throw notFound('Move request not found');
  if (request.withdrawn_at || request.invalidated_at) throw conflict(INVENTORY_MESSAGES.notOpen);
  return request;
}

export const handler = httpHandler(routes.putInventory, putInventory);
