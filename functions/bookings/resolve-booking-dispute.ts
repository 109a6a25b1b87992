import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES } from '@schemas/booking-completion';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBooking } from './callers-booking';
import { finishCompletion } from './completion-flows';
import { toCompletionView } from './completion-view';

/**
 * POST /api/admin/bookings/{id}/resolve: an admin resolves a disputed move with a note; it
 * becomes COMPLETED at the company's final price and counts in price accuracy.
 * Reads: the booked move. Writes: the booked move (if DISPUTED) and the counters, one transaction.
 * Refusals: unknown booking 404; not disputed 400, nothing written; other roles 403 by role.
 */
export const resolveBookingDispute: PlainHandler<typeof routes.resolveBookingDispute> = async ({
  auth,
  params,
  body,
}) => {
  const { move } = await callersBooking(auth, params.id);
  if (move.stage !== 'DISPUTED') throw badRequest(COMPLETION_MESSAGES.notDisputed);
  const finish = { by: 'admin' as const, adminId: auth.userId, note: body.note };
  if (!(await finishCompletion(move, finish, new Date()))) throw badRequest(COMPLETION_MESSAGES.notDisputed);
  const after = await findBookedMove(move.quote_id);
  return toCompletionView(after!)!;
};

export const handler = httpHandler(routes.resolveBookingDispute, resolveBookingDispute);
