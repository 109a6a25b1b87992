import { routes } from '@schemas/routes';
import { DEFAULT_ROLE } from '@schemas/enums';
import { createProfile, findUser } from '@functions/core/data/user/users';
import { publishEvent } from '@functions/platform/events';
import { badRequest, forbidden } from '@functions/platform/http/errors';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { addToRoleGroup, getIdentityUser } from '@functions/platform/identity';
import { toUserResponse } from './views';

export const UNVERIFIED_EMAIL_MESSAGE = 'Confirm your e-mail address before creating your profile';

/**
 * POST /api/create-user — creates the caller's profile after e-mail confirmation.
 * Reads: Cognito user (its verified e-mail), the caller's profile (access pattern 1). Writes: the caller's profile (access pattern 1) (conditional
 * create), the MOVER group for a user without a group, event UserCreated.
 * Callers: any signed-in user, for themselves only. The role is the server's decision:
 * a user with no group (self sign-up) becomes MOVER whatever the body says.
 * Idempotent: an existing profile answers 200 with that profile.
 */
export const createUser: PlainHandler<typeof routes.createUser> = async ({ auth, body }) => {
  if (body.auth_id !== auth.userId) throw forbidden('You can only create your own user record');

  const existing = await findUser(auth.userId);
  if (existing) return new Reply(200, toUserResponse(existing));

  // The e-mail comes from Cognito (AdminGetUser), never from the token or the body, and only
  // once verified: the pool keeps the original address while a change awaits its code
  // (keepOriginal), so `email` with email_verified true is an address the user proved.
  const identity = await getIdentityUser(auth.username);
  if (!identity) throw forbidden('Your sign-in account was not found');
  if (!identity.emailVerified) throw forbidden(UNVERIFIED_EMAIL_MESSAGE);
  if (identity.email !== body.email) throw badRequest('email: does not match the signed-in account');

  const role = auth.groups.length > 0 ? auth.role : DEFAULT_ROLE;
  if (auth.groups.length === 0) await addToRoleGroup(auth.username, role);

  const created = await createProfile({
    id: auth.userId,
    auth_id: auth.userId,
    firstName: body.firstName,
    lastName: body.lastName,
    email: identity.email,
    role,
  })
    .then((data) => ({ data }))
    .catch(async (error: Error) => {
      // Lost a race with a parallel create of the same user: that one counts.
      const raced = await findUser(auth.userId);
      if (raced) return { data: raced, raced: true as const };
      throw error;
    });

  if ('raced' in created) return new Reply(200, toUserResponse(created.data));
  await publishEvent('UserCreated', {
    userId: created.data.id,
    email: created.data.email,
    firstName: created.data.firstName,
    role: created.data.role,
  });
  return new Reply(201, toUserResponse(created.data));
};

export const handler = httpHandler(routes.createUser, createUser);
