import { routes } from '@schemas/routes';
import { NO_SHOW_MESSAGES as M } from '@schemas/booking-cancellation';
import { findBookedMove, reportNoShow as recordNoShowReport } from '@functions/core/data/quote/booked-moves';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { bookingPageView } from './booking-page-view';
import { callersBookingAs } from './callers-booking';

/**
 * POST /api/booking/{id}/report-no-show: the booking's customer reports, from the move day on,
 * that the company did not come, with what happened (docs/booking-lifecycle.md, Cancellation).
 * The booking waits for an admin (the booking queue's 'No-shows'), who confirms it (cancelled as
 * the company's, everything refunded) or leaves it for the company's completion and the usual
 * dispute. Reads: the booked move. Writes: the booked move's report, conditional on UPCOMING and
 * not reported yet. Refusals (nothing written): another customer or a stranger 404 (other roles
 * 403); before the move day, once the move is no longer upcoming, or reported already 400.
 */
export const reportNoShow: PlainHandler<typeof routes.reportNoShow> = async ({ auth, params, body }) => {
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  if (move.stage !== 'UPCOMING') throw badRequest(M.notUpcoming);
  if (move.no_show_reported_at) throw badRequest(M.alreadyReported);
  if (move.move_day > todayInCarolinas(new Date())) throw badRequest(M.beforeMoveDay);
  if (!(await recordNoShowReport(move.quote_id, body.details))) throw badRequest(M.notUpcoming);
  return bookingPageView((await findBookedMove(move.quote_id))!, 'customer');
};

export const handler = httpHandler(routes.reportNoShow, reportNoShow);
