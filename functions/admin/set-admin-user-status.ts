import { routes } from '@schemas/routes';
import { ADMIN_MESSAGES } from '@schemas/admin';
import { findCompany } from '@functions/core/data/company/moving-companies';
import { findUser, updateProfile } from '@functions/core/data/user/users';
import { badRequest, notFound } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { publishEvent } from '@functions/platform/events';
import { disableIdentityUser, enableIdentityUser } from '@functions/platform/identity';
import { logger } from '@functions/platform/logger';
import { toAdminUser } from './admin-user-view';

/**
 * PUT /api/admin/auth/users/{id}/status — deactivates or reactivates a user.
 * DISABLED: the user's profile (access pattern 1) account_status DISABLED first (from then on every API call with
 * the user's still-valid access token answers 403, caller-profile.ts; live sockets are refused),
 * then Cognito AdminUserGlobalSignOut (refresh tokens revoked) and AdminDisableUser (no sign-in),
 * then UserDeactivated closes the sockets the user opened before (live/close-user-sockets).
 * ACTIVE: AdminEnableUser, then the profile ACTIVE. Each step is idempotent, so a failed call is
 * simply repeated. Never the caller's own account (400). 404 for an unknown user. Callers: ADMIN.
 */
export const setAdminUserStatus: PlainHandler<typeof routes.setAdminUserStatus> = async ({ auth, params, body }) => {
  if (params.id === auth.userId) throw badRequest(ADMIN_MESSAGES.cannotDisableSelf);
  const user = await findUser(params.id, { consistent: true });
  if (!user) throw notFound('User not found');

  const status = body.account_status;
  // An unchanged status writes no profile (updated_at stays); Cognito is set again all the same.
  const setProfile = async () =>
    (user.account_status ?? 'ACTIVE') === status
      ? user
      : ((await updateProfile(user.id, { account_status: status })) ?? user);
  let updated: typeof user;
  if (status === 'DISABLED') {
    updated = await setProfile();
    if (!(await disableIdentityUser(user.auth_id)))
      logger.warn('Deactivated a profile without a sign-in account', { userId: user.id });
    await publishEvent('UserDeactivated', { userId: user.id });
  } else {
    if (!(await enableIdentityUser(user.auth_id)))
      logger.warn('Reactivated a profile without a sign-in account', { userId: user.id });
    updated = await setProfile();
  }
  logger.info('User account status set', { userId: user.id, status, by: auth.userId });

  const company = updated.moving_company_id ? await findCompany(updated.moving_company_id) : null;
  return toAdminUser(updated, company ?? undefined);
};

export const handler = httpHandler(routes.setAdminUserStatus, setAdminUserStatus);
