import { AdminGetUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { createTestUser, signUpUser, TEST_PASSWORD, uniqueEmail, type TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Colleague invites cannot be used to spam or to take someone's address
 * (docs/security.md, Invites and names): verified companies only, at most LIMITS.invitesPending
 * waiting and LIMITS.invitesPerDay a day (race-safe DB conditions), the e-mail names the
 * company and the inviter as stored, and a waiting invite can be withdrawn or lapses after
 * LIMITS.inviteLapseDays days, which deletes the account so the address can sign up.
 */

let lifecycle: typeof import('@functions/companies/invite-lifecycle');
let quotas: typeof import('@functions/core/data/limits/daily-quotas');
let admin: TestUser;

beforeAll(async () => {
  pointAtStack();
  const stack = currentStack();
  Object.assign(process.env, {
    USER_POOL_ID: stack.userPoolId,
    COGNITO_ENDPOINT: `http://127.0.0.1:${stack.cognitoPort}`,
  });
  lifecycle = await import('@functions/companies/invite-lifecycle');
  quotas = await import('@functions/core/data/limits/daily-quotas');
  admin = await createTestUser({ role: 'ADMIN', profile: true });
});

const cognito = () => localCognitoClient(currentStack().cognitoPort);
const accountOf = (email: string) =>
  cognito()
    .send(new AdminGetUserCommand({ UserPoolId: currentStack().userPoolId, Username: email }))
    .then((account) => account.UserStatus)
    .catch(() => null);

const invite = (user: TestUser, companyId: string, email = uniqueEmail('invite')) =>
  callRoute(routes.inviteCompanyUser, {
    token: user.accessToken,
    params: { id: companyId },
    body: { firstName: 'Cole', lastName: 'League', email },
  });
const listInvites = (user: TestUser, companyId: string) =>
  callRoute(routes.listCompanyInvites, { token: user.accessToken, params: { id: companyId } });
const withdraw = (user: TestUser, companyId: string, inviteId: string) =>
  callRoute(routes.withdrawCompanyInvite, { token: user.accessToken, params: { id: companyId, inviteId } });

describe('who may invite', () => {
  it('refuses a user of an unverified company with 403 and a message, creating no account', async () => {
    const { company, user } = await companyWithUser({ is_verified: false });
    const email = uniqueEmail('unverified-invite');
    const refused = await invite(user, company.id, email);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(INVITE_MESSAGES.notVerified);
    expect(await accountOf(email)).toBeNull();
  });

  it('names the company and the inviting person as stored in the e-mail', async () => {
    const { company, user } = await companyWithUser({ firstName: 'Inez', lastName: 'Inviter' });
    const email = uniqueEmail('named-invite');
    expect((await invite(user, company.id, email)).status).toBe(201);
    const mail = await waitForEmail(email, (m) => m.subject === 'You have been invited to MoveMatch');
    expect(mail.body.text).toContain(`Inez Inviter invited you to manage ${company.name} on MoveMatch.`);
  });
});

describe('limits', () => {
  it(`lets at most ${LIMITS.invitesPending} invites wait at once, also when sent in parallel (429 with a message)`, async () => {
    const { company, user } = await companyWithUser();
    const emails = Array.from({ length: LIMITS.invitesPending + 3 }, () => uniqueEmail('pending'));
    const answers = await Promise.all(emails.map((email) => invite(user, company.id, email)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(LIMITS.invitesPending);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.error).toBe(INVITE_MESSAGES.tooManyPending);
    // A refused invite leaves no account behind.
    const refusedEmails = emails.filter((_, i) => answers[i].status === 429);
    expect(await Promise.all(refusedEmails.map(accountOf))).toEqual([null, null, null]);

    // Withdrawing one frees a place.
    const waiting = (await listInvites(user, company.id)).body.invites;
    expect(waiting).toHaveLength(LIMITS.invitesPending);
    expect((await withdraw(user, company.id, waiting[0].id)).status).toBe(200);
    expect((await invite(user, company.id)).status).toBe(201);
  });

  it(`refuses the invite after ${LIMITS.invitesPerDay} sent today with 429 and a message`, async () => {
    const { company, user } = await companyWithUser();
    for (let i = 0; i < LIMITS.invitesPerDay; i++) {
      await quotas.takeDailySlot({ kind: 'INVITES', owner: company.id, limit: LIMITS.invitesPerDay });
    }
    const email = uniqueEmail('daily');
    const refused = await invite(user, company.id, email);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(INVITE_MESSAGES.tooManyToday);
    expect(await accountOf(email)).toBeNull();
  });
});

describe("the company's people", () => {
  it('lists the members by name, the caller marked and a deactivated one flagged, apart from the waiting invites', async () => {
    const { company, user } = await companyWithUser({ firstName: 'Ann', lastName: 'Alpha' });
    const colleague = await createCompanyUser(company.id, { firstName: 'Bo', lastName: 'Beta' });
    const disabled = await callRoute(routes.setAdminUserStatus, {
      token: admin.accessToken,
      params: { id: colleague.sub },
      body: { account_status: 'DISABLED' },
    });
    expect(disabled.status).toBe(200);
    const waitingEmail = uniqueEmail('people-waiting');
    expect((await invite(user, company.id, waitingEmail)).status).toBe(201);

    const listed = await listInvites(user, company.id);
    expect(listed.status).toBe(200);
    expect(listed.body.members).toEqual([
      { firstName: 'Ann', lastName: 'Alpha', email: user.email, account_status: 'ACTIVE', you: true },
      { firstName: 'Bo', lastName: 'Beta', email: colleague.email, account_status: 'DISABLED', you: false },
    ]);
    expect(listed.body.invites.map((waiting: { email: string }) => waiting.email)).toEqual([waitingEmail]);

    const byAdmin = await listInvites(admin, company.id);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.members.map((m: { email: string; you: boolean }) => [m.email, m.you])).toEqual([
      [user.email, false],
      [colleague.email, false],
    ]);

    // Only the company's own users and the admin see them.
    const stranger = await companyWithUser();
    const refused = await listInvites(stranger.user, company.id);
    expect(refused.status).toBe(403);
    expect(refused.body.members).toBeUndefined();
  });
});

describe('withdraw and lapse', () => {
  it('withdraws a waiting invite (any user of the company, or the admin): the address can then sign up as a customer', async () => {
    const { company, user } = await companyWithUser();
    const colleague = await createCompanyUser(company.id);
    const [first, second] = [uniqueEmail('withdrawn'), uniqueEmail('withdrawn-admin')];
    const invited = (await invite(user, company.id, first)).body.user;
    const invitedToo = (await invite(user, company.id, second)).body.user;

    expect((await withdraw(colleague, company.id, invited.id)).status).toBe(200);
    expect((await withdraw(admin, company.id, invitedToo.id)).status).toBe(200);
    expect(await accountOf(first)).toBeNull();
    expect((await listInvites(user, company.id)).body.invites).toEqual([]);
    expect((await withdraw(user, company.id, invited.id)).status).toBe(404);

    const customer = await signUpUser({ email: first });
    const created = await callRoute(routes.createUser, {
      token: customer.accessToken,
      body: { firstName: 'Now', lastName: 'Customer', email: first, auth_id: customer.sub },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ role: 'MOVER', moving_company_id: null });
  });

  it("refuses another company's users (403) and keeps an accepted invite (409)", async () => {
    const { company, user } = await companyWithUser();
    const stranger = await companyWithUser();
    const email = uniqueEmail('accepted');
    const invited = (await invite(user, company.id, email)).body.user;
    expect((await withdraw(stranger.user, company.id, invited.id)).status).toBe(403);
    expect((await withdraw(stranger.user, stranger.company.id, invited.id)).status).toBe(404);
    expect(await accountOf(email)).toBe('FORCE_CHANGE_PASSWORD');

    // The person chose a password: a member now, no longer a waiting invite.
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: currentStack().userPoolId,
        Username: email,
        Password: TEST_PASSWORD,
        Permanent: true,
      }),
    );
    const refused = await withdraw(user, company.id, invited.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(INVITE_MESSAGES.accepted);
    expect(await accountOf(email)).toBe('CONFIRMED');
    const people = (await listInvites(user, company.id)).body;
    expect(people.invites).toEqual([]);
    expect(people.members.map((m: { email: string }) => m.email)).toContain(email);
  });

  it(`lapses an invite after ${LIMITS.inviteLapseDays} days (clock moved), deleting the account`, async () => {
    const { company, user } = await companyWithUser();
    const email = uniqueEmail('lapsed');
    expect((await invite(user, company.id, email)).status).toBe(201);
    const later = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000);

    expect(await lifecycle.waitingInvites(company.id, later(LIMITS.inviteLapseDays - 1))).toHaveLength(1);
    expect(await accountOf(email)).toBe('FORCE_CHANGE_PASSWORD');
    expect(await lifecycle.waitingInvites(company.id, later(LIMITS.inviteLapseDays + 1))).toEqual([]);
    expect(await accountOf(email)).toBeNull();
    expect((await listInvites(user, company.id)).body.invites).toEqual([]);
  });
});
