import { routes } from '@schemas/routes';
import { findUser, setProfilePhone, updateProfile } from '@functions/core/data/user/users';
import { badRequest, forbidden, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toUserResponse } from './views';

/**
 * PATCH /api/user/{id} — names, the phone (null removes it), notification switches or the token confirmation preference of the caller's own profile.
 * Reads/writes: the user's profile (access pattern 1). Callers: the profile's owner only (403 otherwise).
 * The body schema is strict, so role or company fields are refused with a 400; the
 * e-mail is the sign-in address and may only be sent unchanged.
 */
export const updateUser: PlainHandler<typeof routes.updateUser> = async ({ auth, params, body }) => {
  if (params.id !== auth.userId) throw forbidden('You can only update your own profile');
  const current = await findUser(auth.userId);
  if (!current) throw notFound('User profile not found');

  const { email, phone, ...changes } = body;
  if (email !== undefined && email !== current.email) {
    throw badRequest('email: the e-mail address is your sign-in and cannot be changed here');
  }
  // Only fields that differ are written: a save of unchanged values writes nothing (updated_at stays).
  const differing = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => current[field as keyof typeof current] !== value),
  ) as typeof changes;
  const phoneChanged = phone !== undefined && phone !== (current.phone ?? null);
  if (Object.keys(differing).length === 0 && !phoneChanged) return toUserResponse(current);

  let updated: typeof current | null = current;
  if (Object.keys(differing).length > 0) updated = await updateProfile(auth.userId, differing);
  if (updated && phoneChanged) updated = await setProfilePhone(auth.userId, phone);
  if (!updated) throw notFound('User profile not found');
  return toUserResponse(updated);
};

export const handler = httpHandler(routes.updateUser, updateUser);
