import type { RouteDef } from '@schemas/route';
import { CALLER_PROFILE_MESSAGES } from '@schemas/session';
import { findUser, type UserItem } from '@functions/core/data/user/users';
import type { AuthContext } from './auth-context';
import { forbidden, unauthorized } from './errors';

export { CALLER_PROFILE_MESSAGES };

/**
 * An access token stays valid for its whole lifetime after the account behind it was
 * deleted, deactivated or moved to another role group; the profile is the current truth.
 * One consistent GetItem of the caller's profile (access pattern 1) per call (consistent: a deactivation takes
 * effect on the very next call). A missing profile is refused except on the routes that
 * exist before it (GET /user, POST /create-user); a token whose role (from its groups) is not
 * the profile's role is refused, so a regrouped user signs in again to get the new role.
 * Returns the profile read (null where it may be missing), so a handler need not read it again.
 */
export async function assertCallerProfileCurrent(route: RouteDef, auth: AuthContext): Promise<UserItem | null> {
  const profile = await findUser(auth.userId, { consistent: true });
  if (!profile) {
    if (route.callerMayLackProfile) return null;
    throw unauthorized(CALLER_PROFILE_MESSAGES.missing);
  }
  if (profile.account_status === 'DISABLED') throw forbidden(CALLER_PROFILE_MESSAGES.disabled);
  if (profile.role !== auth.role) throw unauthorized(CALLER_PROFILE_MESSAGES.roleChanged);
  return profile;
}
