import { routes } from '@schemas/routes';
import { markMoveRequestInvalid as markInvalidOnce } from '@functions/core/data/move-request/move-requests';
import { closeReportsOfInvalidMove } from '@functions/core/data/lead-report/lead-reports';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { refundInvalidLead } from '@functions/lead-payments';

/**
 * POST /api/admin/move-request/{id}/invalid — an admin found the request invalid (spam, a
 * test, a move that does not exist). Writes: the move request (access pattern 10) invalidated_at, invalid_reason,
 * invalidated_by (set once), then every company's paid-lead record of the move refunded once
 * (lead-tokens.ts refundLeadTokens: the balance ADD, the 'refunded' ledger entry). From then on
 * the lead rule (lead-access.ts) keeps it from every company: search, save, quote, message.
 * Every open invalid-lead report of the move is closed with it (access pattern LR4).
 * Repeating it is safe: the marking stays the first one and refunds are exactly once, so a call
 * that failed half-way is finished by calling again. Callers: ADMIN. 404 for an unknown id.
 */
export const markMoveRequestInvalid: PlainHandler<typeof routes.markMoveRequestInvalid> = async ({
  auth,
  params,
  body,
}) => {
  const move = await markInvalidOnce(params.id, body.reason, auth.userId);
  if (!move?.invalidated_at) throw notFound('Move request not found');
  const tokensRefunded = await refundInvalidLead(move.id);
  await closeReportsOfInvalidMove(move.id, auth.userId, new Date());
  return {
    move_request_id: move.id,
    invalidated_at: move.invalidated_at,
    invalid_reason: move.invalid_reason ?? body.reason,
    tokens_refunded: tokensRefunded,
  };
};

export const handler = httpHandler(routes.markMoveRequestInvalid, markMoveRequestInvalid);
