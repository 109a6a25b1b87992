import type { BookingWithChangesView } from '@schemas/booking-changes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { changeHistoryOf, pendingProposalOf, proposalViewOf } from '@functions/core/data/quote/booked-move-changes';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { findUser } from '@functions/core/data/user/users';
import { notFound } from '@functions/platform/http/errors';
import { BOOKING_NOT_FOUND, type BookingSide } from './callers-booking';
import { toBookingView } from './views';

/** The customer's contact reaches a company only while it holds the booking (spec section 6). */
const holdsContact = (move: BookedMoveItem, side: BookingSide) => side !== 'company' || move.stage !== 'CANCELLED';

/**
 * The booking page's answer for a booked move the caller may see: the view (views.ts) with the
 * pending change proposal and the decided ones, for `side`. Reads: the company, the move request
 * and the customer's profile (the booked move is already read).
 */
export async function bookingPageView(
  move: BookedMoveItem,
  side: BookingSide,
  now: Date = new Date(),
): Promise<BookingWithChangesView> {
  const [company, request, customer] = await Promise.all([
    findCompany(move.moving_company_id),
    findMoveRequest(move.move_request_id),
    findUser(move.customer_id),
  ]);
  if (!company || !request) throw notFound(BOOKING_NOT_FOUND);
  const pending = pendingProposalOf(move);
  return {
    ...toBookingView(move, { company, request, customer }, now, { customerHidden: !holdsContact(move, side) }),
    change_proposal: pending ? proposalViewOf(pending) : null,
    change_history: changeHistoryOf(move),
  };
}
