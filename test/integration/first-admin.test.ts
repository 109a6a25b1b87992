import { InitiateAuthCommand, ListUsersInGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUser } from '@functions/core/data/user/users';
import { createFirstAdmin } from '../../scripts/create-first-admin';
import { currentStack } from '@test/support/current-stack';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { uniqueEmail } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';

/* scripts/create-first-admin.ts against the emulators, as an operator runs it on a fresh deploy. */
const cognito = () => localCognitoClient(currentStack().cognitoPort);

/** Every member of the ADMIN group (other files make admins too: all pages). */
async function adminEmails(userPoolId: string): Promise<string[]> {
  const emails: string[] = [];
  let NextToken: string | undefined;
  do {
    const page = await cognito().send(
      new ListUsersInGroupCommand({ UserPoolId: userPoolId, GroupName: 'ADMIN', NextToken }),
    );
    for (const user of page.Users ?? []) emails.push(user.Attributes?.find((a) => a.Name === 'email')?.Value ?? '');
    NextToken = page.NextToken;
  } while (NextToken);
  return emails;
}
beforeAll(() => {
  pointAtStack();
  const stack = currentStack();
  Object.assign(process.env, {
    USER_POOL_ID: stack.userPoolId,
    COGNITO_ENDPOINT: `http://127.0.0.1:${stack.cognitoPort}`,
    SES_ENDPOINT: `http://127.0.0.1:${stack.inboxPort}`,
    APP_ORIGIN: stack.webUrl,
  });
});

describe('the first admin script', () => {
  it('creates an ADMIN with a profile, e-mails the temporary password, and the first sign-in asks for a new one', async () => {
    const email = uniqueEmail('first-admin');
    const { sub } = await createFirstAdmin({ email, firstName: 'Ada', lastName: 'Ops', another: true });

    const { userPoolId, clientId } = currentStack();
    expect(await adminEmails(userPoolId)).toContain(email);
    expect(await findUser(sub)).toMatchObject({ role: 'ADMIN', firstName: 'Ada', lastName: 'Ops', email });

    const invite = await waitForEmail(email);
    expect(invite.body.text).toContain('You have been made an administrator of MoveMatch');
    const temporaryPassword = invite.body.text!.match(/the temporary password (\S+)\. /)?.[1];
    expect(temporaryPassword, invite.body.text).toBeDefined();
    expect(invite.body.text).toContain(currentStack().webUrl);
    const signIn = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword! },
      }),
    );
    expect(signIn.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  });

  it('refuses a second admin without --another (naming who is admin) and an address that has an account', async () => {
    const first = uniqueEmail('first-admin');
    await createFirstAdmin({ email: first, firstName: 'Ada', lastName: 'Ops', another: true });
    const second = uniqueEmail('second-admin');
    await expect(createFirstAdmin({ email: second, firstName: 'Bo', lastName: 'Ops', another: false })).rejects.toThrow(
      /^The pool already has an admin \(.+\); pass --another to add one more\.$/,
    );
    await expect(createFirstAdmin({ email: first, firstName: 'Ada', lastName: 'Ops', another: true })).rejects.toThrow(
      `${first} already has an account.`,
    );
    await expect(
      createFirstAdmin({ email: 'not-an-address', firstName: 'A', lastName: 'B', another: true }),
    ).rejects.toThrow();
  });
});
