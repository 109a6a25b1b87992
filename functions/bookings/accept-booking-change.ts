import { routes } from '@schemas/routes';
import { BOOKING_MESSAGES } from '@schemas/bookings';
import { CHANGE_PROPOSAL_MESSAGES as M } from '@schemas/booking-changes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { acceptChangeProposal, pendingProposalOf } from '@functions/core/data/quote/booked-move-changes';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { BOOKING_NOT_FOUND, callersBookingAs } from './callers-booking';
import { crewsPerDayOf } from './change-proposals';

/**
 * POST /api/booking/{id}/change-proposal/accept: the booking's customer accepts the pending
 * proposal. One transaction (booked-move-changes.ts): the booked move takes the new day, window
 * and terms, the crew moves to the new day (409 'no crew left' when it filled up meanwhile,
 * nothing changed), and the quote's price follows. 409 when nothing waits.
 * Reads: the booked move, the company (crews per day). Writes: that transaction.
 */
export const acceptBookingChange: PlainHandler<typeof routes.acceptBookingChange> = async ({ auth, params }) => {
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  const proposal = pendingProposalOf(move);
  if (!proposal) throw conflict(M.noneWaiting);
  const company = await findCompany(move.moving_company_id);
  if (!company) throw notFound(BOOKING_NOT_FOUND);
  const now = new Date();
  const outcome = await acceptChangeProposal(move, proposal, crewsPerDayOf(company), now);
  if (!outcome.ok) throw conflict(outcome.reason === 'day_full' ? BOOKING_MESSAGES.dayFull : M.noneWaiting);
  await publishEvent('BookingChangeDecided', { quoteId: move.quote_id, proposalId: proposal.id, decision: 'ACCEPTED' });
  return bookingPageView((await findBookedMove(move.quote_id)) ?? move, 'customer', now);
};

export const handler = httpHandler(routes.acceptBookingChange, acceptBookingChange);
