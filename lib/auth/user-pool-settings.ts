import { ROLES } from '@schemas/enums';
import { LIMITS } from '@schemas/constants';

/**
 * User pool and app client settings shared by the CDK auth construct and the local Cognito
 * set-up, so local mode signs in the way AWS does.
 */
export const USER_POOL_NAME = 'movematch-users';
export const USER_POOL_CLIENT_NAME = 'movematch-web';

/** The fuller sign-up rule: 8+ characters, an uppercase letter, a number, a special character. */
export const PASSWORD_POLICY = {
  minLength: LIMITS.signUpPasswordMinLength,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
  requireLowercase: false,
} as const;

/** Role groups. Only server code adds users to them. */
export const ROLE_GROUPS = ROLES.map((role) => ({
  name: role,
  description: {
    MOVER: 'Customers planning a move',
    MOVING_COMPANY: 'Staff of a moving company',
    ADMIN: 'MoveMatch administrators',
  }[role],
}));

/**
 * USER_PASSWORD_AUTH is what the web app uses (the local emulator has no SRP); SRP stays
 * allowed for AWS tooling. Token lifetimes: 30 min access/ID (the app refreshes silently; a
 * token taken from a browser is useful for less time), 30 days refresh. Every API call also
 * checks the caller's profile (deactivated, deleted, regrouped), so a token never outlives
 * the account's state by more than one call.
 */
export const CLIENT_AUTH_FLOWS = [
  'ALLOW_USER_PASSWORD_AUTH',
  'ALLOW_USER_SRP_AUTH',
  'ALLOW_REFRESH_TOKEN_AUTH',
] as const;
export const TOKEN_VALIDITY = { accessTokenMinutes: 30, idTokenMinutes: 30, refreshTokenDays: 30 } as const;

/**
 * A changed e-mail takes effect only once its code is confirmed (Cognito keepOriginal): until
 * then `email` stays the original, verified address, so the server never reads an address the
 * user has not proved they own.
 */
export const ATTRIBUTES_REQUIRE_VERIFICATION_BEFORE_UPDATE = ['email'] as const;
