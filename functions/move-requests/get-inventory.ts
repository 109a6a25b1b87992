import { routes } from '@schemas/routes';
import { findInventoryHead } from '@functions/core/data/inventory/inventory-heads';
import { findInventoryRooms } from '@functions/core/data/inventory/inventory-rooms';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { moveRequestAccess } from './access';
import { inventoryView } from './inventory-view';

/**
 * GET /api/move-request/{id}/inventory: the current inventory version, or null when the customer
 * has not made one. Callers: whoever may read the move request (access.ts: its customer and
 * admins; a company that quoted or saved it, with rooms named by kind). Anyone else: the same
 * 404 as an unknown id.
 * Reads: the move request, the caller's access (access.ts), the inventory head (I1) and the
 * version's rooms (one Query, I2).
 */
export const getInventory: PlainHandler<typeof routes.getInventory> = async ({ auth, params }) => {
  const request = await findMoveRequest(params.id, { consistent: true });
  const access = request ? await moveRequestAccess(auth, request) : null;
  if (!request || !access) throw notFound('Move request not found');
  const head = await findInventoryHead(request.id, { consistent: true });
  if (!head) return null;
  const rooms = await findInventoryRooms(request.id, head.version, { consistent: true });
  return inventoryView(head, rooms, access.view);
};

export const handler = httpHandler(routes.getInventory, getInventory);
