import { routes } from '@schemas/routes';
import { WITHDRAW_MESSAGES } from '@schemas/move-requests';
import { withdrawMoveRequest } from '@functions/core/data/move-request/move-request-writes';
import { findUser } from '@functions/core/data/user/users';
import { publishEvent } from '@functions/platform/events';
import { conflict, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { nowIso } from '@functions/core/data/table';

/**
 * DELETE /api/my-move-request — the customer withdraws their move request.
 * Reads: the caller's profile (access pattern 1) (consistent). Writes, in one transaction (move-request-writes.ts):
 * the move request (access pattern 10) withdrawn_at (once), the caller's profile (access pattern 1) without move_request_id, and a
 * ConditionCheck that the booking lock (access pattern B1) does not exist. Then publishes MoveRequestWithdrawn:
 * companies' tokens spent on it in the 48 hours before come back (lead-refunds.ts). From then on
 * the lead rule keeps it from every company; the customer may post a new request.
 * Refusals: no move request 404; a booking stands 409 (cancel it first). Callers: MOVER.
 */
export const withdrawMyMoveRequest: PlainHandler<typeof routes.withdrawMyMoveRequest> = async ({ auth }) => {
  const profile = await findUser(auth.userId, { consistent: true });
  const moveRequestId = profile?.move_request_id;
  if (!moveRequestId) throw notFound(WITHDRAW_MESSAGES.none);
  const outcome = await withdrawMoveRequest(auth.userId, moveRequestId, nowIso());
  if (!outcome.ok) {
    if (outcome.reason === 'booked') throw conflict(WITHDRAW_MESSAGES.booked);
    // Withdrawn or replaced meanwhile (another tab): there is nothing left to withdraw.
    throw notFound(WITHDRAW_MESSAGES.none);
  }
  await publishEvent('MoveRequestWithdrawn', {
    moveRequestId,
    customerId: auth.userId,
    withdrawnAt: outcome.withdrawnAt,
  });
  return { success: true, move_request_id: moveRequestId, withdrawn_at: outcome.withdrawnAt };
};

export const handler = httpHandler(routes.withdrawMyMoveRequest, withdrawMyMoveRequest);
