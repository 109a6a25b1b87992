import { beforeAll, describe, expect, it } from 'vitest';
import {
  GlobalSignOutCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { ADMIN_MESSAGES } from '@schemas/admin';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { createTestUser, signIn, type TestUser } from '@test/support/fixtures/users';

/**
 * PUT /admin/auth/users/{id}/status: deactivation disables the Cognito account, revokes its
 * refresh tokens and refuses every call with an access token issued before (the profile check);
 * reactivation restores sign-in. Also the local Cognito's GlobalSignOut, as AWS answers it.
 */
const cognito = () => localCognitoClient(currentStack().cognitoPort);

const refresh = (refreshToken: string) =>
  cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: currentStack().clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    }),
  );

let admin: TestUser;
let otherAdmin: TestUser;

const setStatus = (id: string, account_status: string, token = admin.accessToken) =>
  callRoute(routes.setAdminUserStatus, { token, params: { id }, body: { account_status } });

beforeAll(async () => {
  [admin, otherAdmin] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'ADMIN', profile: true }),
  ]);
});

describe('PUT /admin/auth/users/{id}/status', () => {
  it('deactivates: the old access token is refused on reads and writes, the refresh token and the password no longer sign in', async () => {
    const { user, company } = await companyWithUser();

    const answer = await setStatus(user.sub, 'DISABLED');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      id: user.sub,
      email: user.email,
      account_status: 'DISABLED',
      moving_company_name: company.name,
    });

    expect((await callRoute(routes.getUser, { token: user.accessToken })).status).toBe(403);
    const write = await callRoute(routes.updateUser, {
      token: user.accessToken,
      params: { id: user.sub },
      body: { firstName: 'Sneaky' },
    });
    expect(write.status).toBe(403);
    expect((await callRoute(routes.getMyMovingCompany, { token: user.accessToken })).status).toBe(403);
    await expect(refresh(user.refreshToken)).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(signIn(user.email)).rejects.toThrow('User is disabled.');

    // The write was refused before it changed anything; the admin list shows the status.
    const [row] = (await callRoute(routes.listAdminUsers, { token: admin.accessToken, query: { search: user.email } }))
      .body;
    expect(row).toMatchObject({ firstName: user.firstName, account_status: 'DISABLED' });

    // Idempotent.
    expect((await setStatus(user.sub, 'DISABLED')).body.account_status).toBe('DISABLED');
  });

  it('reactivates: the user signs in again and the API answers', async () => {
    const user = await createTestUser({ role: 'MOVER', profile: true });
    expect((await setStatus(user.sub, 'DISABLED')).status).toBe(200);
    await expect(signIn(user.email)).rejects.toThrow();

    const answer = await setStatus(user.sub, 'ACTIVE');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ account_status: 'ACTIVE', moving_company_id: null, moving_company_name: null });
    const tokens = await signIn(user.email);
    expect((await callRoute(routes.getUser, { token: tokens.accessToken })).status).toBe(200);
    expect((await refresh(tokens.refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();
    // Still idempotent the other way.
    expect((await setStatus(user.sub, 'ACTIVE')).status).toBe(200);
  });

  it("refuses the admin's own account (400) and answers 404 for an unknown user", async () => {
    const self = await setStatus(admin.sub, 'DISABLED');
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(ADMIN_MESSAGES.cannotDisableSelf);
    expect((await callRoute(routes.getUser, { token: admin.accessToken })).status).toBe(200);
    await expect(signIn(admin.email)).resolves.toBeTruthy();

    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'DISABLED');
    expect(unknown.status).toBe(404);
    expect((await setStatus(admin.sub, 'NOPE')).status).toBe(400);
  });

  it('lets one admin deactivate another, whose calls are then refused', async () => {
    expect((await setStatus(otherAdmin.sub, 'DISABLED')).status).toBe(200);
    expect((await callRoute(routes.listAdminUsers, { token: otherAdmin.accessToken })).status).toBe(403);
    expect((await setStatus(otherAdmin.sub, 'ACTIVE')).status).toBe(200);
  });
});

describe('local Cognito GlobalSignOut', () => {
  it('revokes the refresh tokens (as AWS does) and answers 200, the access token still verifies for the API', async () => {
    const user = await createTestUser({ profile: true });
    const second = await signIn(user.email);
    await cognito().send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));
    await expect(refresh(user.refreshToken)).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(refresh(second.refreshToken)).rejects.toBeInstanceOf(NotAuthorizedException);
    expect((await callRoute(routes.getUser, { token: user.accessToken })).status).toBe(200);
    // Signing in again works and issues a refresh token that works.
    expect((await refresh((await signIn(user.email)).refreshToken)).AuthenticationResult?.AccessToken).toBeTruthy();
  });
});
