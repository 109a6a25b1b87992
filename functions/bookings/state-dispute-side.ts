import { routes } from '@schemas/routes';
import { COMPLETION_MESSAGES } from '@schemas/booking-completion';
import { stateDisputeSide as storeDisputeSide } from '@functions/core/data/quote/booked-move-completion';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBookingAs } from './callers-booking';
import { toCompletionView } from './completion-view';

/**
 * POST /api/booking/{id}/dispute-statement: the company holding a disputed booking gives its
 * side for the admin who resolves it (a later statement replaces the earlier one).
 * Reads: the booked move. Writes: the booked move's statement, conditional on DISPUTED.
 * Refusals (nothing written): not this company's booking 404 (customers 403 by role); not
 * disputed 400; a statement outside 20 to 2000 characters 400.
 */
export const stateDisputeSide: PlainHandler<typeof routes.stateDisputeSide> = async ({ auth, params, body }) => {
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  if (move.stage !== 'DISPUTED') throw badRequest(COMPLETION_MESSAGES.statementNotDisputed);
  if (!(await storeDisputeSide(move.quote_id, body.statement, new Date())))
    throw badRequest(COMPLETION_MESSAGES.statementNotDisputed);
  const after = await findBookedMove(move.quote_id);
  return toCompletionView(after!)!;
};

export const handler = httpHandler(routes.stateDisputeSide, stateDisputeSide);
