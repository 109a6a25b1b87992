import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES } from '@schemas/booking-completion';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBookingAs } from './callers-booking';
import { finishCompletion } from './completion-flows';
import { toCompletionView } from './completion-view';

/**
 * POST /api/booking/{id}/confirm-completion: the booking's customer confirms the final price;
 * the move becomes COMPLETED and counts in price accuracy (one transaction with the counters).
 * Reads: the booked move. Writes: the booked move (if COMPLETED_PENDING), the company's and the
 * marketplace's counters (ADD). Refusals: not this customer's booking 404 (companies 403 by
 * role); nothing to confirm (not completed, answered already, disputed) 400, nothing written.
 */
export const confirmCompletion: PlainHandler<typeof routes.confirmCompletion> = async ({ auth, params }) => {
  const { move } = await callersBookingAs(auth, params.id, ['customer']);
  if (move.stage !== 'COMPLETED_PENDING') throw badRequest(COMPLETION_MESSAGES.notPending);
  if (!(await finishCompletion(move, { by: 'customer' }, new Date()))) throw badRequest(COMPLETION_MESSAGES.notPending);
  const after = await findBookedMove(move.quote_id);
  return toCompletionView(after!)!;
};

export const handler = httpHandler(routes.confirmCompletion, confirmCompletion);
