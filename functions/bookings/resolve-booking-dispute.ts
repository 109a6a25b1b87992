import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES, resolvedPrice } from '@schemas/booking-completion';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBooking } from './callers-booking';
import { finishCompletion } from './completion-flows';
import { toCompletionView } from './completion-view';
import { announceResolution } from './dispute-resolution';

/**
 * POST /api/admin/bookings/{id}/resolve: an admin resolves a disputed move at the company's
 * final price, at the customer's price, or at an amount strictly between, with a note; it
 * becomes COMPLETED at that price, counts in price accuracy, what the customer paid above it
 * through MoveMatch is refunded, and both sides are e-mailed the decision (BookingDisputeResolved).
 * Reads: the booked move. Writes: the booked move (if DISPUTED) and the counters, one transaction;
 * then the refund, if any.
 * Refusals (nothing written): unknown booking 404; not disputed 400; an amount outside the two
 * prices, or an amount with another outcome 400; other roles 403 by role.
 */
export const resolveBookingDispute: PlainHandler<typeof routes.resolveBookingDispute> = async ({
  auth,
  params,
  body,
}) => {
  const { move } = await callersBooking(auth, params.id);
  const view = toCompletionView(move);
  if (move.stage !== 'DISPUTED' || !view?.dispute) throw badRequest(COMPLETION_MESSAGES.notDisputed);
  const resolved = resolvedPrice(body, { company: view.final_price, customer: view.dispute.customer_price });
  if ('refusal' in resolved) throw badRequest(resolved.refusal);
  const finish = { by: 'admin' as const, adminId: auth.userId, note: body.note, outcome: body.outcome, ...resolved };
  const now = new Date();
  const announce = () => announceResolution(move, finish, now);
  if (!(await finishCompletion(move, finish, now, announce))) throw badRequest(COMPLETION_MESSAGES.notDisputed);
  const after = await findBookedMove(move.quote_id);
  return toCompletionView(after!)!;
};

export const handler = httpHandler(routes.resolveBookingDispute, resolveBookingDispute);
