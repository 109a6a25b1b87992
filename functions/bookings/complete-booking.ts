import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES, completionRefusal } from '@schemas/booking-completion';
import { completeBookedMove } from '@functions/core/data/quote/booked-move-completion';
import { bookedTermsOf, findBookedMove } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { countMetric } from '@functions/platform/metrics';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { callersBookingAs } from './callers-booking';
import { answerByFor, toCompletionView } from './completion-view';
import { captureAtCompletion } from './balance-holds';

/** A booked move that has left UPCOMING this way was completed already (409); CANCELLED is a 400. */
const COMPLETED_STAGES = ['COMPLETED_PENDING', 'COMPLETED', 'DISPUTED'];

/**
 * POST /api/booking/{id}/complete: the company holding the booking marks the move completed
 * with its final price, from the move day on. The estimate type caps the price
 * (schemas/booking-completion.ts completionRefusal: binding exactly the agreed total, not to
 * exceed and price only at most it, non-binding hourly at most 110 %), and a price other than
 * the agreed total needs adjustments per line adding up to the difference. The move waits
 * 7 days (COMPLETED_PENDING) for the customer's confirmation or dispute; BookingCompleted
 * e-mails the customer.
 * Reads: the booked move (BOOKING#<quote id>), the caller's profile. Writes: the booked move,
 * conditional on UPCOMING. Refusals (nothing written): another company, a customer or a stranger
 * 404 (customers 403 by role); before the move day 400; completed already 409; cancelled 400;
 * a price or adjustments the rules refuse 400.
 */
export const completeBooking: PlainHandler<typeof routes.completeBooking> = async ({ auth, params, body }) => {
  const now = new Date();
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  if (COMPLETED_STAGES.includes(move.stage)) throw conflict(COMPLETION_MESSAGES.alreadyCompleted);
  if (move.stage !== 'UPCOMING') throw badRequest(COMPLETION_MESSAGES.notUpcoming);
  if (move.move_day > todayInCarolinas(now)) throw badRequest(COMPLETION_MESSAGES.beforeMoveDay(move.move_day));
  const refusal = completionRefusal(bookedTermsOf(move), body);
  if (refusal) throw badRequest(refusal);

  const answerBy = answerByFor(now);
  const completion = { final_price: body.final_price, adjustments: body.adjustments };
  if (!(await completeBookedMove(move.quote_id, completion, now, answerBy))) {
    throw conflict(COMPLETION_MESSAGES.alreadyCompleted);
  }
  countMetric('completions');
  await publishEvent('BookingCompleted', {
    quoteId: move.quote_id,
    customerId: move.customer_id,
    companyId: move.moving_company_id,
    finalPrice: body.final_price,
    answerBy,
  });
  // Protected payment: the final price less the deposit is charged from the hold now.
  await captureAtCompletion(move, body.final_price, now);
  const after = await findBookedMove(move.quote_id);
  return toCompletionView(after!)!;
};

export const handler = httpHandler(routes.completeBooking, completeBooking);
