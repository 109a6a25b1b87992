import { beforeAll, describe, expect, it } from 'vitest';
import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestCompany, type TestCompany } from '@test/support/fixtures/companies';
import { createTestUser, signIn, uniqueEmail, type TestUser } from '@test/support/fixtures/users';
import { expected } from '@test/support/expected';

/**
 * POST /admin/auth/users: the admin's invite runs the colleague invite's code path
 * (functions/companies/company-invites.ts): Cognito account in MOVING_COMPANY with the server's own
 * 12-character temporary password, profile linked to the company, invite e-mail.
 */
const cognito = () => localCognitoClient(currentStack().cognitoPort);

let admin: TestUser;
let company: TestCompany;

const inviteBody = (email: string, movingCompanyId = company.id) => ({
  email,
  firstName: 'Ivy',
  lastName: 'Invited',
  role: 'MOVING_COMPANY',
  movingCompanyId,
  movingCompanyName: 'Whatever the client says',
  password: 'Client-Chosen-1!',
  frontendUrl: 'https://evil.example',
});
const invite = (body: unknown, token = admin.accessToken) => callRoute(routes.inviteUserAsAdmin, { token, body });

beforeAll(async () => {
  [admin, company] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestCompany({ is_verified: false, plan: 'none' }),
  ]);
});

describe('POST /admin/auth/users', () => {
  it('creates a MOVING_COMPANY account linked to the company and e-mails a temporary password that forces a new one', async () => {
    const email = uniqueEmail('admin-invite');
    const answer = await invite(inviteBody(email.toUpperCase()));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      user: { id: expected.any(String), email, firstName: 'Ivy', lastName: 'Invited', moving_company_id: company.id },
    });

    const { userPoolId, clientId, webUrl } = currentStack();
    const account = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    expect(account.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
    expect(account.UserAttributes?.find((a) => a.Name === 'sub')?.Value).toBe(answer.body.user.id);
    const groups = await cognito().send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: account.Username! }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['MOVING_COMPANY']);

    pointAtStack();
    const { findUser } = await import('@functions/core/data/user/users');
    expect(await findUser(answer.body.user.id, { consistent: true })).toMatchObject({
      role: 'MOVING_COMPANY',
      moving_company_id: company.id,
      email,
    });

    const mail = await waitForEmail(email, (m) => m.subject === 'You have been invited to MoveMatch');
    expect(mail.body.html).toContain('Hi Ivy,');
    expect(mail.body.html).toContain(`${webUrl}/login`);
    expect(mail.body.html).not.toContain('evil.example');
    const temporaryPassword = mail.body.html!.match(/temporary password <b>([^<]+)<\/b>/)![1];
    expect(temporaryPassword).toHaveLength(12);
    expect(temporaryPassword).not.toBe('Client-Chosen-1!');

    const first = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
      }),
    );
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    await expect(signIn(email, 'Client-Chosen-1!')).rejects.toThrow();

    // The new user is in the admin's list at once, with the company's name.
    const [row] = (await callRoute(routes.listAdminUsers, { token: admin.accessToken, query: { search: email } })).body;
    expect(row).toMatchObject({
      id: answer.body.user.id,
      role: 'MOVING_COMPANY',
      moving_company_name: company.name,
      account_status: 'ACTIVE',
    });
  });

  it('answers 404 for an unknown company and creates no account', async () => {
    const email = uniqueEmail('admin-invite-nocompany');
    const answer = await invite(inviteBody(email, '01JDNOSUCHCOMPANY000000000'));
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('Moving company not found');
    const { userPoolId } = currentStack();
    await expect(
      cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email })),
    ).rejects.toThrow();
  });

  it('answers 409 for an e-mail that already has an account, changing nothing', async () => {
    const existing = await createTestUser({ role: 'MOVER', profile: true });
    const answer = await invite(inviteBody(existing.email));
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('A user with this e-mail address already exists');
    expect((await callRoute(routes.getUser, { token: existing.accessToken })).body).toMatchObject({
      role: 'MOVER',
      moving_company_id: null,
    });
  });

  it('refuses bad input with 400: another role, no company, missing names', async () => {
    const email = uniqueEmail('admin-invite-bad');
    expect((await invite({ ...inviteBody(email), role: 'ADMIN' })).status).toBe(400);
    const { movingCompanyId: _omitted, ...noCompany } = inviteBody(email);
    const missing = await invite(noCompany);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('Please select a moving company first');
    expect((await invite({ ...inviteBody(email), firstName: '' })).status).toBe(400);
    expect((await invite({ ...inviteBody(email), extra: 1 })).status).toBe(400);
  });
});
