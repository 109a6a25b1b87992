import { routes } from '@schemas/routes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';
import { confirmBookingArrival } from './arrival-confirmation';
import { BOOKING_NOT_FOUND, callersBookingAs } from './callers-booking';
import { toBookingView } from './views';

/**
 * POST /api/booking/{id}/confirm-arrival: a user of the booking's company confirms the crew's
 * arrival window (the one click of the 72-hour reminder). Idempotent; 400 when the move is not
 * upcoming; 404 to other companies (403 to customers and admins by role). Answers the booking.
 * Reads: the booked move (twice: before and after), the caller's profile, the company, the move
 * request, the customer's profile. Writes: arrival_confirmed_at (conditional), BookingArrivalConfirmed.
 */
export const confirmArrival: PlainHandler<typeof routes.confirmArrival> = async ({ auth, params }) => {
  const now = new Date();
  await callersBookingAs(auth, params.id, ['company']);
  await confirmBookingArrival(params.id, now);
  const move = await findBookedMove(params.id);
  if (!move) throw notFound(BOOKING_NOT_FOUND);
  const [company, request, customer] = await Promise.all([
    findCompany(move.moving_company_id),
    findMoveRequest(move.move_request_id),
    findUser(move.customer_id),
  ]);
  if (!company || !request) throw notFound(BOOKING_NOT_FOUND);
  return toBookingView(move, { company, request, customer }, now);
};

export const handler = httpHandler(routes.confirmArrival, confirmArrival);
