import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  UsernameExistsException,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Role } from '@schemas/enums';
import { cognitoClient } from './aws/cognito';
import { config } from './config';

export interface IdentityUser {
  username: string;
  email: string;
  emailVerified: boolean;
  status: string;
  /** False once AdminDisableUser ran: no sign-in, no challenge answered. */
  enabled: boolean;
}

const isNamed = (error: unknown, name: string, type: abstract new (...args: never[]) => Error) =>
  error instanceof type || (error as Error)?.name === name;
const isUserNotFound = (error: unknown) => isNamed(error, 'UserNotFoundException', UserNotFoundException);

/** Reads the sign-in account from Cognito: the source of truth for e-mail. */
export async function getIdentityUser(username: string): Promise<IdentityUser | null> {
  try {
    const result = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: username }),
    );
    const attr = (name: string) => result.UserAttributes?.find((a) => a.Name === name)?.Value;
    return {
      username: result.Username ?? username,
      email: (attr('email') ?? '').toLowerCase(),
      emailVerified: attr('email_verified') === 'true',
      status: result.UserStatus ?? 'UNKNOWN',
      enabled: result.Enabled !== false,
    };
  } catch (error) {
    if (isUserNotFound(error)) return null;
    throw error;
  }
}

/** Puts a user in a role group. Only server code calls this: roles are never self-chosen. */
export async function addToRoleGroup(username: string, role: Role): Promise<void> {
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: username, GroupName: role }),
  );
}

export interface InvitedAccountInput {
  email: string;
  firstName: string;
  lastName: string;
  temporaryPassword: string;
}

/**
 * Creates an invited sign-in account: temporary password (FORCE_CHANGE_PASSWORD, so the first
 * sign-in asks for a new one), e-mail verified, Cognito's own message suppressed (our invite
 * e-mail carries the password). Null when the e-mail already has an account.
 */
export async function createInvitedAccount(
  input: InvitedAccountInput,
): Promise<{ username: string; sub: string } | null> {
  try {
    const created = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: input.email,
        TemporaryPassword: input.temporaryPassword,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: input.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: input.firstName },
          { Name: 'family_name', Value: input.lastName },
        ],
      }),
    );
    const username = created.User!.Username!;
    const sub = created.User!.Attributes?.find((a) => a.Name === 'sub')?.Value ?? username;
    return { username, sub };
  } catch (error) {
    if (isNamed(error, 'UsernameExistsException', UsernameExistsException)) return null;
    throw error;
  }
}

/** Deletes a sign-in account (an invite's rollback); one already gone is fine. */
export async function deleteIdentityUser(username: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/**
 * Deactivates a sign-in account: signed out everywhere (every refresh token revoked, so no new
 * access token) and disabled (no sign-in, and in AWS no refresh either). Access tokens already issued stay valid until they
 * expire: the API refuses them from the profile's account_status (caller-profile.ts).
 * `username` may be the sub. False when there is no such account. Repeating it is harmless.
 */
export async function disableIdentityUser(username: string): Promise<boolean> {
  try {
    // Signed out first: the global sign-out of an already disabled user is not something to rely on.
    await cognitoClient().send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: username }),
    );
    await cognitoClient().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: username }));
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

/**
 * Stops an account from signing in or answering its new-password challenge (AdminDisableUser
 * alone: an invite's account has no session to sign out). False when there is no such account.
 */
export async function blockSignIn(username: string): Promise<boolean> {
  try {
    await cognitoClient().send(new AdminDisableUserCommand({ UserPoolId: config.userPoolId, Username: username }));
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}

/** Lets a deactivated account sign in again. False when there is no such account. */
export async function enableIdentityUser(username: string): Promise<boolean> {
  try {
    await cognitoClient().send(new AdminEnableUserCommand({ UserPoolId: config.userPoolId, Username: username }));
    return true;
  } catch (error) {
    if (isUserNotFound(error)) return false;
    throw error;
  }
}
