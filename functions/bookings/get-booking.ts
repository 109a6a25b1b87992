import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { callersBooking } from './callers-booking';

/**
 * GET /api/booking/{id}: the booked move of quote {id} (day, window, terms as booked, stage,
 * both sides' contact, a pending change proposal), for its customer, its company or an admin;
 * 404 for anyone else. A company whose booking was cancelled sees the customer as its lead card
 * does (first name, cities), since contact details reach a company only while it holds the booking.
 * Reads: the booked move (BOOKING#<quote id>), the company, the move request, the customer's profile.
 */
export const getBooking: PlainHandler<typeof routes.getBooking> = async ({ auth, params }) => {
  const { move, side } = await callersBooking(auth, params.id);
  return bookingPageView(move, side);
};

export const handler = httpHandler(routes.getBooking, getBooking);
