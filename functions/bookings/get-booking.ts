import { routes } from '@schemas/routes';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';
import { BOOKING_NOT_FOUND, callersBooking } from './callers-booking';
import { toBookingView } from './views';

/**
 * GET /api/booking/{id}: the booked move of quote {id} (day, window, terms as booked, stage,
 * both sides' contact), for its customer, its company or an admin; 404 for anyone else.
 * Reads: the booked move (BOOKING#<quote id>), the company, the move request, the customer's profile.
 */
export const getBooking: PlainHandler<typeof routes.getBooking> = async ({ auth, params }) => {
  const { move } = await callersBooking(auth, params.id);
  const [company, request, customer] = await Promise.all([
    findCompany(move.moving_company_id),
    findMoveRequest(move.move_request_id),
    findUser(move.customer_id),
  ]);
  if (!company || !request) throw notFound(BOOKING_NOT_FOUND);
  return toBookingView(move, { company, request, customer });
};

export const handler = httpHandler(routes.getBooking, getBooking);
