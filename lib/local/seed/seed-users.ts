import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { createProfile, findUser } from '@functions/core/data/user/users';
import type { DemoAccount } from './demo-accounts';
import { isConditionalFailure, type SeedContext } from './seed-context';

interface CognitoUser {
  sub: string;
  status: string;
}

const subOf = (attributes: AttributeType[] | undefined): string => {
  const sub = attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito user has no sub attribute');
  return sub;
};

/** Creates the account (the pool uses e-mail as username), or reads it if it exists. */
async function createOrGetCognitoUser(ctx: SeedContext, account: DemoAccount): Promise<CognitoUser> {
  try {
    const { User } = await ctx.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: ctx.userPoolId,
        Username: account.email,
        TemporaryPassword: account.password,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.firstName },
          { Name: 'family_name', Value: account.lastName },
        ],
      }),
    );
    return { sub: subOf(User?.Attributes), status: User?.UserStatus ?? 'FORCE_CHANGE_PASSWORD' };
  } catch (error) {
    if ((error as Error).name !== 'UsernameExistsException') throw error;
    const user = await ctx.cognito.send(
      new AdminGetUserCommand({ UserPoolId: ctx.userPoolId, Username: account.email }),
    );
    return { sub: subOf(user.UserAttributes), status: user.UserStatus ?? 'UNKNOWN' };
  }
}

/** A confirmed account with the demo password in the account's role group; returns its sub. */
export async function ensureCognitoUser(ctx: SeedContext, account: DemoAccount): Promise<string> {
  const user = await createOrGetCognitoUser(ctx, account);
  // Only a new (or unfinished) account gets the password: a changed demo password is kept.
  if (user.status !== 'CONFIRMED') {
    await ctx.cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: ctx.userPoolId,
        Username: account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
  }
  // Adding a member twice is a no-op, so this runs every time.
  await ctx.cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: ctx.userPoolId, Username: account.email, GroupName: account.role }),
  );
  return user.sub;
}

/** Creates the profile keyed by the sub unless it exists (edits made in the app are kept). */
export async function ensureUserProfile(sub: string, account: DemoAccount): Promise<boolean> {
  if (await findUser(sub)) return false;
  try {
    await createProfile({
      id: sub,
      auth_id: sub,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      role: account.role,
      moving_company_id: account.movingCompanyId,
      new_message_notifications: true,
      status_change_notifications: true,
    });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false; // created meanwhile by a parallel run
    throw error;
  }
}

/** Seeds every demo account: Cognito user, group and profile. Returns their e-mails. */
export async function seedUsers(ctx: SeedContext, accounts: readonly DemoAccount[]): Promise<string[]> {
  for (const account of accounts) {
    const sub = await ensureCognitoUser(ctx, account);
    const created = await ensureUserProfile(sub, account);
    ctx.log?.(`user ${account.email} (${account.role})${created ? ' created' : ' already there'}`);
  }
  return accounts.map((a) => a.email);
}
