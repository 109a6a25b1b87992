import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { callersBookingAs } from './callers-booking';
import { cancelAsCompany } from './company-cancellation';

/**
 * POST /api/booking/{id}/cancel-by-company: the company holding an upcoming booking cancels it,
 * with a reason the customer is told (docs/booking-lifecycle.md, Cancellation). In the booking's
 * one transaction (bookings.ts cancelBookedQuote) the customer's lock goes, the quote becomes
 * CANCELLED, the booked move CANCELLED by the company with its reason, and the crew day is freed.
 * Then everything the customer paid through MoveMatch comes back whatever the day (the deposit
 * refunded in full, a held balance released), and BookingCancelledByCompany e-mails the customer
 * with the reason and a way to other companies. The company sees the customer as on a lead card
 * from then on.
 * Reads: the booked move, the quote. Writes: the transaction above, the booked move's payment.
 * Refusals (nothing written): another company, a customer or a stranger 404 (customers and admins
 * 403 by role); a move no longer upcoming (completed, disputed, cancelled) 400; a reason shorter
 * than 10 or longer than 500 characters 400.
 */
export const cancelBookingByCompany: PlainHandler<typeof routes.cancelBookingByCompany> = async ({
  auth,
  params,
  body,
}) => {
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  return bookingPageView(await cancelAsCompany(move, body.reason, auth.userId), 'company');
};

export const handler = httpHandler(routes.cancelBookingByCompany, cancelBookingByCompany);
