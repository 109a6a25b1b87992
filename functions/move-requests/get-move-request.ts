import { routes } from '../../schemas/routes';
import { findMoveRequest } from '../core/data/move-requests';
import { findUser } from '../core/data/user-profile';
import { notFound } from '../core/http/errors';
import { httpHandler, type PlainHandler } from '../core/http/handler';
import { canViewMoveRequest } from './access';
import { toOwnerView } from './views';

/**
 * GET /api/move-request/{id} — one move request.
 * Reads: MOVE#<id>/REQUEST, then the owner's USER#<sub>/PROFILE for `user`.
 * Callers: any signed-in role reaches the handler; canViewMoveRequest decides (owner or
 * admin today). Anyone else gets the same 404 as for an unknown id.
 */
export const getMoveRequest: PlainHandler<typeof routes.getMoveRequest> = async ({ auth, params }) => {
  // Consistent: the owner may read right after a save.
  const request = await findMoveRequest(params.id, { consistent: true });
  if (!request || !canViewMoveRequest(auth, request)) throw notFound('Move request not found');
  return toOwnerView(request, await findUser(request.user_id));
};

export const handler = httpHandler(routes.getMoveRequest, getMoveRequest);
