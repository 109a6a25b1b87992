import { routes } from '@schemas/routes';
import { BOOKING_MESSAGES } from '@schemas/bookings';
import { CHANGE_PROPOSAL_MESSAGES as M } from '@schemas/booking-changes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import {
  acceptChangeProposal,
  pendingProposalOf,
  type StoredChangeProposal,
} from '@functions/core/data/quote/booked-move-changes';
import { findBookedMove, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import type { NewInventoryVersion } from '@functions/core/data/inventory/inventory-writes';
import { nowIso } from '@functions/core/data/table';
import { publishEvent } from '@functions/platform/events';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { BOOKING_NOT_FOUND, callersBookingAs } from './callers-booking';
import { crewsPerDayOf } from './change-proposals';
import { applyInventoryChange, currentInventoryOf } from './inventory-change';
import { holdAgainAfterChange } from './balance-holds';

/** The inventory version an accepted item change writes: the change applied to the inventory it was made on. */
async function inventoryToWrite(
  move: BookedMoveItem,
  proposal: StoredChangeProposal,
): Promise<NewInventoryVersion | null> {
  if (!proposal.inventory_change) return null;
  const [current, request] = await Promise.all([
    currentInventoryOf(move.move_request_id),
    findMoveRequest(move.move_request_id, { consistent: true }),
  ]);
  if (!request) throw notFound(BOOKING_NOT_FOUND);
  if (current.version !== (proposal.inventory_diff?.before?.version ?? 0)) throw conflict(M.inventoryChanged);
  const changed = applyInventoryChange(current, proposal.inventory_change);
  return { move: request, replacing: changed.replacing, rooms: changed.rooms, totals: changed.totals, at: nowIso() };
}

/**
 * POST /api/booking/{id}/change-proposal/accept: the booking's customer accepts the pending
 * proposal. One transaction (booked-move-changes.ts): the booked move takes the new day, window
 * and terms, the crew moves to the new day (409 'no crew left' when it filled up meanwhile,
 * nothing changed), the quote's price follows, and items added or removed become the
 * inventory's next version. 409 when nothing waits.
 * Reads: the booked move, the company (crews per day); for an item change the inventory (I1, I2)
 * and the move request. Writes: that transaction.
 */
export const acceptBookingChange: PlainHandler<typeof routes.acceptBookingChange> = async ({ auth, params }) => {
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  const proposal = pendingProposalOf(move);
  if (!proposal) throw conflict(M.noneWaiting);
  const company = await findCompany(move.moving_company_id);
  if (!company) throw notFound(BOOKING_NOT_FOUND);
  const now = new Date();
  const inventory = await inventoryToWrite(move, proposal);
  const outcome = await acceptChangeProposal(move, proposal, crewsPerDayOf(company), now, inventory);
  if (!outcome.ok) throw conflict(outcome.reason === 'day_full' ? BOOKING_MESSAGES.dayFull : M.noneWaiting);
  await publishEvent('BookingChangeDecided', { quoteId: move.quote_id, proposalId: proposal.id, decision: 'ACCEPTED' });
  const changed = (await findBookedMove(move.quote_id)) ?? move;
  await holdAgainAfterChange(changed, now);
  return bookingPageView((await findBookedMove(move.quote_id)) ?? changed, 'customer', now);
};

export const handler = httpHandler(routes.acceptBookingChange, acceptBookingChange);
