import { routes } from '@schemas/routes';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { findUser } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toOwnerView } from './move-request-views';

/**
 * GET /api/my-move-request — the caller's move request, with both locations and the user.
 * Reads: the caller's profile (access pattern 1) (for move_request_id), then the move request (access pattern 10). Callers: MOVER.
 * null when the customer has none yet (the form then creates one): an empty state, not an error,
 * so the browser logs no failed request on every visit.
 */
export const getMyMoveRequest: PlainHandler<typeof routes.getMyMoveRequest> = async ({ auth }) => {
  // Consistent reads: the form reloads this right after its own create or save.
  const profile = await findUser(auth.userId, { consistent: true });
  const request = profile?.move_request_id
    ? await findMoveRequest(profile.move_request_id, { consistent: true })
    : null;
  if (!profile || !request || request.user_id !== auth.userId) return null;
  return toOwnerView(request, profile);
};

export const handler = httpHandler(routes.getMyMoveRequest, getMyMoveRequest);
