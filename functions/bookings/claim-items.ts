import { CLAIM_MESSAGES, type ClaimItemInput } from '@schemas/claims';
import { badRequest } from '@functions/platform/http/errors';
import { currentInventoryOf, sameName } from './inventory-change';

/**
 * The claimed items, those picked from the move's inventory named and weighed as the inventory
 * lists them (per piece): a released-value claim is priced by that weight, not by one typed for
 * the claim. An item naming a room and line the inventory does not hold: 400.
 */
export async function claimItemsFromInventory(
  moveRequestId: string,
  items: readonly ClaimItemInput[],
): Promise<ClaimItemInput[]> {
  if (!items.some((item) => item.inventory_line)) return [...items];
  const { rooms } = await currentInventoryOf(moveRequestId);
  return items.map((item) => {
    const picked = item.inventory_line;
    if (!picked) return item;
    const room = rooms.find((candidate) => sameName(candidate.name, picked.room));
    const line = room?.lines.find((candidate) => sameName(candidate.name, picked.name));
    if (!room || !line) throw badRequest(CLAIM_MESSAGES.notInInventory(picked.name));
    return {
      ...item,
      name: line.name,
      weight_lb: line.weight_lb,
      inventory_line: { room: room.name, name: line.name },
    };
  });
}
