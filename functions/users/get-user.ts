import { routes } from '@schemas/routes';
import { findSubscription, subscriptionStatusOf } from '@functions/core/data/payments/subscriptions';
import { HttpError } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { toUserResponse } from './views';

/**
 * GET /api/user — the caller's own profile.
 * Reads: nothing of its own: the profile the auth step read (consistent GetItem
 * the caller's profile (access pattern 1)). Writes: nothing. Callers: any signed-in user.
 * 404 (code PGRST116, as the spec's redirect rule expects) when no profile exists yet.
 * A company user's stripe_subscription_status is the company's plan status, read from
 * the company's plan (access pattern P1) (the plan belongs to the company, not the user).
 */
export const getUser: PlainHandler<typeof routes.getUser> = async ({ profile: user }) => {
  if (!user) throw new HttpError(404, 'User profile not found', { code: 'PGRST116' });
  const answer = toUserResponse(user);
  if (user.role === 'MOVING_COMPANY' && user.moving_company_id) {
    answer.stripe_subscription_status = subscriptionStatusOf(await findSubscription(user.moving_company_id));
  }
  return answer;
};

export const handler = httpHandler(routes.getUser, getUser);
