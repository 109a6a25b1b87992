import { routes } from '@schemas/routes';
import { HttpError } from '@functions/core/http/errors';
import { httpHandler, type PlainHandler } from '@functions/core/http/handler';
import { toUserResponse } from './views';

/**
 * GET /api/user — the caller's own profile.
 * Reads: nothing of its own: the profile the auth step read (consistent GetItem
 * USER#<sub>/PROFILE). Writes: nothing. Callers: any signed-in user.
 * 404 (code PGRST116, as the spec's redirect rule expects) when no profile exists yet.
 */
export const getUser: PlainHandler<typeof routes.getUser> = async ({ profile: user }) => {
  if (!user) throw new HttpError(404, 'User profile not found', { code: 'PGRST116' });
  return toUserResponse(user);
};

export const handler = httpHandler(routes.getUser, getUser);
