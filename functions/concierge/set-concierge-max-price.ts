import { CONCIERGE_MESSAGES } from '@schemas/concierge-desk';
import { routes } from '@schemas/routes';
import { findMoveRequest, setMoveMaxPrice } from '@functions/core/data/move-request/move-requests';
import { badRequest } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * PUT /api/concierge/max-price — a concierge customer sets (or with null removes) the maximum
 * price on their own move request (access pattern 10: one conditional UpdateItem). Callers: MOVER;
 * 400 before the upgrade or without a move request.
 */
export const setConciergeMaxPrice: PlainHandler<typeof routes.setConciergeMaxPrice> = async ({
  auth,
  profile,
  body,
}) => {
  if (profile?.is_concierge !== true) throw badRequest(CONCIERGE_MESSAGES.notConcierge);
  const move = profile.move_request_id ? await findMoveRequest(profile.move_request_id, { consistent: true }) : null;
  if (!move || move.user_id !== auth.userId || !(await setMoveMaxPrice(move, body.max_price))) {
    throw badRequest(CONCIERGE_MESSAGES.noMove);
  }
  return { move_request_id: move.id, max_price: body.max_price };
};

export const handler = httpHandler(routes.setConciergeMaxPrice, setConciergeMaxPrice);
