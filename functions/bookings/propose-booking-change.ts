import { routes } from '@schemas/routes';
import { CHANGE_PROPOSAL_MESSAGES as M } from '@schemas/booking-changes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { pendingProposalOf, storeChangeProposal } from '@functions/core/data/quote/booked-move-changes';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { BOOKING_NOT_FOUND, callersBookingAs } from './callers-booking';
import { proposalFor } from './change-proposals';

/**
 * POST /api/booking/{id}/change-proposal: the booking's company proposes another day, window
 * and/or terms with a reason. One pending proposal at a time (the write's condition); 409 while
 * one waits or when the booking is no longer upcoming; 400 for a change the company cannot offer.
 * Reads: the booked move, the company, the move request. Writes: the proposal on the booked move.
 */
export const proposeBookingChange: PlainHandler<typeof routes.proposeBookingChange> = async ({
  auth,
  params,
  body,
}) => {
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  if (move.stage !== 'UPCOMING') throw conflict(M.notUpcoming);
  if (pendingProposalOf(move)) throw conflict(M.pending);
  const [company, request] = await Promise.all([
    findCompany(move.moving_company_id),
    findMoveRequest(move.move_request_id),
  ]);
  if (!company || !request) throw notFound(BOOKING_NOT_FOUND);
  const now = new Date();
  const proposal = await proposalFor(body, { move, request, company }, now);
  if (!(await storeChangeProposal(move.quote_id, proposal))) {
    const current = await findBookedMove(move.quote_id);
    throw conflict(current?.stage === 'UPCOMING' ? M.pending : M.notUpcoming);
  }
  await publishEvent('BookingChangeProposed', { quoteId: move.quote_id, proposalId: proposal.id });
  const stored = await findBookedMove(move.quote_id);
  return bookingPageView(stored ?? move, 'company', now);
};

export const handler = httpHandler(routes.proposeBookingChange, proposeBookingChange);
