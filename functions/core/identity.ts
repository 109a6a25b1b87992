import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
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
}

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
    };
  } catch (error) {
    if (error instanceof UserNotFoundException || (error as Error).name === 'UserNotFoundException') return null;
    throw error;
  }
}

/** Puts a user in a role group. Only server code calls this: roles are never self-chosen. */
export async function addToRoleGroup(username: string, role: Role): Promise<void> {
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: username, GroupName: role }),
  );
}
