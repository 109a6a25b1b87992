import { describe, expect, it } from 'vitest';
import {
  AdminGetUserCommand,
  ConfirmSignUpCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import {
  setEmailVerified,
  signIn,
  signUpUser,
  TEST_PASSWORD,
  uniqueEmail,
  type TestUser,
} from '@test/support/fixtures/users';

/**
 * POST /create-user stores only a verified e-mail, read from Cognito, and the pool keeps the
 * original address while a change awaits its code (keepOriginal), so an address changed with
 * UpdateUserAttributes after sign-up never reaches the profile.
 */
const cognito = () => localCognitoClient(currentStack().cognitoPort);
const createUser = (user: TestUser, email = user.email) =>
  callRoute(routes.createUser, {
    token: user.accessToken,
    body: { firstName: user.firstName, lastName: user.lastName, email, auth_id: user.sub },
  });
const cognitoEmail = async (username: string) => {
  const user = await cognito().send(
    new AdminGetUserCommand({ UserPoolId: currentStack().userPoolId, Username: username }),
  );
  const attr = (name: string) => user.UserAttributes?.find((a) => a.Name === name)?.Value;
  return { email: attr('email'), verified: attr('email_verified') };
};

describe('POST /api/create-user takes the e-mail only from a verified address', () => {
  it('refuses (403) while the sign-in e-mail is unverified, and creates no profile', async () => {
    const user = await signUpUser();
    await setEmailVerified(user.email, false);
    const answer = await createUser(user);
    expect(answer).toMatchObject({
      status: 403,
      body: { error: 'Confirm your e-mail address before creating your profile' },
    });
    expect((await callRoute(routes.getUser, { token: user.accessToken })).status).toBe(404);
  });

  it('keeps the original address while a change is pending: the profile gets the verified one', async () => {
    const user = await signUpUser();
    const changed = uniqueEmail('changed');
    await cognito().send(
      new UpdateUserAttributesCommand({
        AccessToken: user.accessToken,
        UserAttributes: [{ Name: 'email', Value: changed }],
      }),
    );
    expect(await cognitoEmail(user.username)).toEqual({ email: user.email, verified: 'true' });

    const withChanged = await createUser(user, changed);
    expect(withChanged.status).toBe(400);
    expect(withChanged.body.error).toBe('email: does not match the signed-in account');
    const created = await createUser(user);
    expect(created.status).toBe(201);
    expect(created.body.email).toBe(user.email);
  });

  it('accepts the e-mail of a sign-up confirmed with its e-mailed code (ConfirmSignUp verifies it, as in AWS)', async () => {
    const { clientId } = currentStack();
    const email = uniqueEmail('confirmed');
    await cognito().send(
      new SignUpCommand({
        ClientId: clientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const mail = await waitForEmail(email, (m) => m.subject === 'Confirm your MoveMatch account');
    const code = mail.body.html?.match(/code=(\d{6})/)?.[1];
    await cognito().send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }));
    expect((await cognitoEmail(email)).verified).toBe('true');
    const tokens = await signIn(email);
    const sub = (
      await cognito().send(new AdminGetUserCommand({ UserPoolId: currentStack().userPoolId, Username: email }))
    ).UserAttributes!.find((a) => a.Name === 'sub')!.Value!;
    const answer = await callRoute(routes.createUser, {
      token: tokens.accessToken,
      body: { firstName: 'Robin', lastName: 'Code', email, auth_id: sub },
    });
    expect(answer.status).toBe(201);
  });
});
