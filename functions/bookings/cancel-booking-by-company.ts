import { routes } from '@schemas/routes';
import { COMPANY_CANCELLATION_MESSAGES as M } from '@schemas/booking-cancellation';
import { cancelBookedQuote } from '@functions/core/data/quote/bookings';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { findQuoteById } from '@functions/core/data/quote/quotes';
import { publishEvent } from '@functions/platform/events';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { countMetric } from '@functions/platform/metrics';
import { publishQuoteStatusChanged } from '@functions/notifications';
import { bookingPageView } from './booking-page-view';
import { callersBookingAs } from './callers-booking';
import { refundForCompanyCancellation } from './company-cancellation-refund';

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
  if (move.stage !== 'UPCOMING') throw badRequest(M.notUpcoming);
  const quote = await findQuoteById(move.quote_id);
  if (!quote || quote.status !== 'BOOKED') throw badRequest(M.notUpcoming);
  if (!(await cancelBookedQuote(quote, move.move_day, { by: 'company', reason: body.reason }))) {
    throw badRequest(M.notUpcoming);
  }
  countMetric('companyCancellations');
  await publishQuoteStatusChanged(quote, {
    from: 'BOOKED',
    to: 'CANCELLED',
    change: 'cancelled_by_company',
    actorId: auth.userId,
  });
  await refundForCompanyCancellation(move);
  await publishEvent('BookingCancelledByCompany', { quoteId: move.quote_id });
  return bookingPageView((await findBookedMove(move.quote_id))!, 'company');
};

export const handler = httpHandler(routes.cancelBookingByCompany, cancelBookingByCompany);
