import { routes } from '@schemas/routes';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { notFound } from '@functions/platform/http/errors';
import { confirmBookingArrival } from './arrival-confirmation';
import { bookingPageView } from './booking-page-view';
import { BOOKING_NOT_FOUND, callersBookingAs } from './callers-booking';

/**
 * POST /api/booking/{id}/confirm-arrival: a user of the booking's company confirms the crew's
 * arrival window (the one click of the 72-hour reminder). Idempotent; 400 when the move is not
 * upcoming; 404 to other companies (403 to customers and admins by role). Answers the booking
 * as GET /booking/{id} does.
 * Reads: the booked move (before and after), the caller's profile, bookingPageView's reads.
 * Writes: arrival_confirmed_at (conditional), BookingArrivalConfirmed.
 */
export const confirmArrival: PlainHandler<typeof routes.confirmArrival> = async ({ auth, params }) => {
  const now = new Date();
  await callersBookingAs(auth, params.id, ['company']);
  await confirmBookingArrival(params.id, now);
  const move = await findBookedMove(params.id);
  if (!move) throw notFound(BOOKING_NOT_FOUND);
  return bookingPageView(move, 'company', now);
};

export const handler = httpHandler(routes.confirmArrival, confirmArrival);
