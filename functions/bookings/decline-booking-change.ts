import { routes } from '@schemas/routes';
import { CHANGE_PROPOSAL_MESSAGES as M } from '@schemas/booking-changes';
import { declineChangeProposal, pendingProposalOf } from '@functions/core/data/quote/booked-move-changes';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { callersBookingAs } from './callers-booking';

/**
 * POST /api/booking/{id}/change-proposal/decline: the booking's customer declines the pending
 * proposal; it joins the history and the day, window and terms stay exactly as booked. 409
 * when nothing waits. Reads: the booked move. Writes: the booked move (conditional on the proposal).
 */
export const declineBookingChange: PlainHandler<typeof routes.declineBookingChange> = async ({ auth, params }) => {
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  const proposal = pendingProposalOf(move);
  if (!proposal) throw conflict(M.noneWaiting);
  const now = new Date();
  if (!(await declineChangeProposal(move, proposal, now))) throw conflict(M.noneWaiting);
  await publishEvent('BookingChangeDecided', { quoteId: move.quote_id, proposalId: proposal.id, decision: 'DECLINED' });
  return bookingPageView((await findBookedMove(move.quote_id)) ?? move, 'customer', now);
};

export const handler = httpHandler(routes.declineBookingChange, declineBookingChange);
