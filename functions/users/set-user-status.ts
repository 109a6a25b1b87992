import { routes } from '@schemas/routes';
import { findUser, updateProfile } from '@functions/core/data/user/users';
import { notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';

/**
 * PUT /api/set-user-status — "Use Free Version" on the paywall: marks the caller's
 * subscription status inactive. Reads/writes: the caller's profile (access pattern 1). Callers: any signed-in
 * user, on themselves. 'inactive' is the only value accepted: nobody can grant themselves
 * an active status.
 */
export const setUserStatus: PlainHandler<typeof routes.setUserStatus> = async ({ auth, body }) => {
  if (!(await findUser(auth.userId))) throw notFound('User profile not found');
  const updated = await updateProfile(auth.userId, { stripe_subscription_status: body.status });
  if (!updated) throw notFound('User profile not found');
  return { success: true, stripe_subscription_status: updated.stripe_subscription_status ?? body.status };
};

export const handler = httpHandler(routes.setUserStatus, setUserStatus);
