import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toCompanyView, toOwnerView } from './move-request-views';
import { moveRequestAccess } from './access';

/**
 * GET /api/move-request/{id} — one move request.
 * Reads: the move request (access pattern 10); for a company caller its profile, the company's quote of the move and
 * the saved lead (saved leads, access pattern S1) (access.ts); then the owner's profile (access pattern 1) for `user`.
 * Callers: the owner and admins get the owner's view; a company that quoted or saved the move
 * gets toCompanyView (first name only until its quote is BOOKED). Anyone else gets the same
 * 404 as for an unknown id.
 */
export const getMoveRequest: PlainHandler<typeof routes.getMoveRequest> = async ({ auth, params }) => {
  // Consistent: the owner may read right after a save.
  const request = await findMoveRequest(params.id, { consistent: true });
  const access = request ? await moveRequestAccess(auth, request) : null;
  if (!request || !access) throw notFound('Move request not found');
  const profile = await findUser(request.user_id);
  return access.view === 'owner'
    ? toOwnerView(request, profile)
    : toCompanyView(request, profile, { booked: access.booked });
};

export const handler = httpHandler(routes.getMoveRequest, getMoveRequest);
