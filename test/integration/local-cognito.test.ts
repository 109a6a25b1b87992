import { describe, expect, it } from 'vitest';
import {
  ChangePasswordCommand,
  ForgotPasswordCommand,
  RespondToAuthChallengeCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import { createInvitedUser, createTestUser, signIn, TEST_PASSWORD, uniqueEmail } from '@test/support/fixtures/users';

/** The local Cognito behaves as AWS does where the app depends on it. */
const cognito = () => localCognitoClient(currentStack().cognitoPort);

describe('local Cognito', () => {
  it('refreshes tokens with GetTokensFromRefreshToken, as Amplify v6 does', async () => {
    const user = await createTestUser({ profile: true });
    const refreshed = await cognito().send(
      new GetTokensFromRefreshTokenCommand({ ClientId: currentStack().clientId, RefreshToken: user.refreshToken }),
    );
    const accessToken = refreshed.AuthenticationResult?.AccessToken;
    expect(accessToken).toBeTruthy();
    const answer = await callRoute(routes.getUser, { token: accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(user.email);
  });

  it('answers a wrong password with NotAuthorizedException, as AWS does', async () => {
    const user = await createTestUser();
    const attempt = cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: currentStack().clientId,
        AuthParameters: { USERNAME: user.email, PASSWORD: 'Wrong-password-1' },
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('mails the sign-up confirmation link to {origin}/sign-up-redirect through the inbox', async () => {
    const email = uniqueEmail('confirm');
    await cognito().send(
      new SignUpCommand({
        ClientId: currentStack().clientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
        ClientMetadata: { firstName: 'Robin' },
      }),
    );
    const mail = await waitForEmail(email, (m) => m.subject === 'Confirm your MoveMatch account');
    expect(mail.body.html).toContain('Hi Robin,');
    const link = `${currentStack().webUrl}/sign-up-redirect?email=${encodeURIComponent(email)}&code=`;
    expect(mail.body.html).toContain(link);
    expect(mail.body.html?.split(link)[1]).toMatch(/^\d{6}"/);
  });

  it('mails the password reset link to {origin}/reset-password', async () => {
    const user = await createTestUser();
    await cognito().send(new ForgotPasswordCommand({ ClientId: currentStack().clientId, Username: user.email }));
    const mail = await waitForEmail(user.email, (m) => m.subject === 'Reset your MoveMatch password');
    expect(mail.body.html).toContain(`${currentStack().webUrl}/reset-password?email=${encodeURIComponent(user.email)}`);
  });

  it('keeps the refresh token issued after a forced new password, so refresh works', async () => {
    const { clientId } = currentStack();
    const { email, temporaryPassword } = await createInvitedUser({ role: 'MOVING_COMPANY' });
    const challenge = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
      }),
    );
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await cognito().send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, NEW_PASSWORD: TEST_PASSWORD },
      }),
    );
    const refreshed = await cognito().send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: clientId,
        RefreshToken: answered.AuthenticationResult!.RefreshToken!,
      }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
  });

  it('answers a wrong current password on ChangePassword with NotAuthorizedException', async () => {
    const user = await createTestUser();
    const { accessToken } = await signIn(user.email);
    const attempt = cognito().send(
      new ChangePasswordCommand({
        AccessToken: accessToken,
        PreviousPassword: 'Not-my-password-1',
        ProposedPassword: 'New-Pass-1234!',
      }),
    );
    await expect(attempt).rejects.toBeInstanceOf(NotAuthorizedException);
  });
});
