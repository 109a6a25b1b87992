import { routes } from '@schemas/routes';
import { NO_SHOW_MESSAGES as M } from '@schemas/booking-cancellation';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { bookingPageView } from './booking-page-view';
import { callersBooking } from './callers-booking';
import { cancelAsCompany } from './company-cancellation';

/**
 * POST /api/admin/bookings/{id}/confirm-no-show (ADMIN): the customer's report that the company
 * did not come is confirmed. As a company's cancellation (cancel-booking-by-company.ts), with the
 * reason 'The company did not come on the move day (confirmed by MoveMatch).': the booking is
 * cancelled by the company in its one transaction, everything paid through MoveMatch comes back
 * (nothing was transferred yet: a move is paid out only once completed), and the customer is
 * e-mailed with a way to other companies. Refusals: unknown booking 404; nothing reported, or
 * the move no longer upcoming (the company marked it completed: then it is a dispute) 400.
 */
export const confirmNoShow: PlainHandler<typeof routes.confirmNoShow> = async ({ auth, params }) => {
  const { move } = await callersBooking(auth, params.id);
  if (!move.no_show_reported_at) throw badRequest(M.notReported);
  if (move.stage !== 'UPCOMING') throw badRequest(M.notUpcoming);
  return bookingPageView(await cancelAsCompany(move, M.cancelReason, auth.userId), 'admin');
};

export const handler = httpHandler(routes.confirmNoShow, confirmNoShow);
