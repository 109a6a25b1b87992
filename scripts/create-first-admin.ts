/**
 * Makes the first ADMIN of a fresh deploy (docs/deploy.md, First admin): a Cognito account with
 * a temporary password in the ADMIN group, its profile, and the invite e-mail with the password
 * and the sign-in link (the first sign-in asks for a new password). Refuses when the pool
 * already has an admin unless --another is given, and when the address has an account.
 *
 *   TABLE_NAME=… USER_POOL_ID=… APP_ORIGIN=https://… MAIL_FROM='MoveMatch <no-reply@…>' \
 *     npx tsx scripts/create-first-admin.ts --email ops@movematch.com --first-name Ada --last-name Ops
 *
 * The stack's outputs give TABLE_NAME, UserPoolId and AppUrl; MAIL_FROM is the functions' own.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';
import { cognitoClient } from '@functions/platform/aws/cognito';
import { config } from '@functions/platform/config';
import { sendEmail } from '@functions/platform/email';
import { addToRoleGroup, createInvitedAccount, deleteIdentityUser } from '@functions/platform/identity';
import { generateTemporaryPassword } from '@functions/platform/temporary-password';
import { createProfile } from '@functions/core/data/user/users';
import { buildAuthMessage } from '@functions/notifications/auth-messages';

const adminInput = z.object({
  email: z.email().transform((email) => email.toLowerCase()),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  another: z.boolean(),
});

export type FirstAdminInput = z.input<typeof adminInput>;

/** The admins the pool has now (the ADMIN group's members' e-mails). */
async function currentAdmins(): Promise<string[]> {
  const { Users } = await cognitoClient().send(
    new ListUsersInGroupCommand({ UserPoolId: config.userPoolId, GroupName: 'ADMIN', Limit: 5 }),
  );
  return (Users ?? []).map((user) => user.Attributes?.find((a) => a.Name === 'email')?.Value ?? user.Username ?? '?');
}

export async function createFirstAdmin(input: FirstAdminInput): Promise<{ sub: string; email: string }> {
  const admin = adminInput.parse(input);
  if (!admin.another) {
    const admins = await currentAdmins();
    if (admins.length > 0)
      throw new Error(`The pool already has an admin (${admins.join(', ')}); pass --another to add one more.`);
  }
  const temporaryPassword = generateTemporaryPassword();
  const account = await createInvitedAccount({ ...admin, temporaryPassword });
  if (!account) throw new Error(`${admin.email} already has an account.`);
  try {
    await addToRoleGroup(account.username, 'ADMIN');
    await createProfile({
      id: account.sub,
      auth_id: account.sub,
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      role: 'ADMIN',
    });
    const message = buildAuthMessage({
      kind: 'AdminCreateUser',
      origin: config.appOrigin,
      email: admin.email,
      firstName: admin.firstName,
      code: temporaryPassword,
      username: admin.email,
      asAdmin: true,
    })!;
    await sendEmail({
      to: admin.email,
      subject: message.emailSubject,
      html: message.emailMessage,
      text: message.emailText,
    });
  } catch (error) {
    // All or nothing, so the command can simply be run again.
    await deleteIdentityUser(account.username);
    throw error;
  }
  return { sub: account.sub, email: admin.email };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      another: { type: 'boolean', default: false },
    },
  });
  const created = await createFirstAdmin({
    email: values.email ?? '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    another: values.another ?? false,
  });
  console.log(
    `Admin ${created.email} created (sub ${created.sub}); the invite e-mail with the temporary password is on its way.`,
  );
}
