import { beforeAll, describe, expect, it } from 'vitest';
import { AdminAddUserToGroupCommand, AdminRemoveUserFromGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { pointAtStack } from '@test/support/point-at-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { signIn } from '@test/support/fixtures/users';

/**
 * A token outlives its account's changes, so every signed-in call is checked against the
 * caller's profile: deleted → 401, deactivated (account_status DISABLED) → 403, moved to
 * another role group → 401 until the user signs in again.
 */
let users: typeof import('@functions/core/data/user/users');
beforeAll(async () => {
  pointAtStack();
  users = await import('@functions/core/data/user/users');
});

describe('a token is only as good as the account behind it', () => {
  it("refuses a deleted user's token (401), while GET /user still answers its 404", async () => {
    const { customer } = await customerWithMove();
    expect((await callRoute(routes.getMyMoveRequest, { token: customer.accessToken })).status).toBe(200);
    await users.deleteProfile(customer.sub);
    const answer = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
    expect(answer).toMatchObject({
      status: 401,
      body: { error: 'Your account no longer exists. Please sign in again.' },
    });
    expect((await callRoute(routes.getUser, { token: customer.accessToken })).status).toBe(404);
  });

  it("refuses a deactivated user's token on every route (403), and a reactivated one works again", async () => {
    const { customer, moveId } = await customerWithMove();
    await users.updateProfile(customer.sub, { account_status: 'DISABLED' });
    for (const [route, call] of [
      [routes.getUser, {}],
      [routes.getMyMoveRequest, {}],
      [routes.updateMoveRequest, { params: { id: moveId }, body: { special_considerations: 'changed' } }],
      [routes.createUser, { body: { firstName: 'A', lastName: 'B', email: customer.email, auth_id: customer.sub } }],
    ] as const) {
      const answer = await callRoute(route, { token: customer.accessToken, ...call });
      expect(answer, route.path).toMatchObject({
        status: 403,
        body: { error: 'Your account has been deactivated. Please contact support.' },
      });
    }
    const { findMoveRequest } = await import('@functions/core/data/move-request/move-requests');
    expect((await findMoveRequest(moveId, { consistent: true }))?.special_considerations).not.toBe('changed');
    await users.updateProfile(customer.sub, { account_status: 'ACTIVE' });
    expect((await callRoute(routes.getUser, { token: customer.accessToken })).status).toBe(200);
  });

  it("refuses a regrouped user's old token (401); a new sign-in carries the new role", async () => {
    const { user } = await companyWithUser();
    expect((await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken })).status).toBe(200);
    const { userPoolId, cognitoPort } = currentStack();
    const cognito = localCognitoClient(cognitoPort);
    await cognito.send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: userPoolId,
        Username: user.username,
        GroupName: 'MOVING_COMPANY',
      }),
    );
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.username, GroupName: 'MOVER' }),
    );
    await users.updateProfile(user.sub, { role: 'MOVER' });

    const stale = await callRoute(routes.listMyCompanyQuotes, { token: user.accessToken });
    expect(stale).toMatchObject({
      status: 401,
      body: { error: 'Your account type has changed. Please sign in again.' },
    });
    const fresh = await signIn(user.email);
    expect((await callRoute(routes.getUser, { token: fresh.accessToken })).body.role).toBe('MOVER');
    expect((await callRoute(routes.listMyCompanyQuotes, { token: fresh.accessToken })).status).toBe(403);
  });
});
