import { routes } from '@schemas/routes';
import { callersBooking } from '@functions/bookings';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingReviewsView } from './booking-reviews-view';

/**
 * GET /api/booking/{id}/review: the booking's reviews as the caller may see them (the customer,
 * a user of the company, an admin; anyone else the same 404 as the booking page).
 * Reads: the booked move, the review, the company's rating of the customer (not for the customer).
 */
export const getBookingReviews: PlainHandler<typeof routes.getBookingReviews> = async ({ auth, params }) => {
  const { move, side } = await callersBooking(auth, params.id);
  return bookingReviewsView(move, side, new Date());
};

export const handler = httpHandler(routes.getBookingReviews, getBookingReviews);
