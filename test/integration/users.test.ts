import { describe, expect, it, inject } from 'vitest';
import { AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routes } from '@schemas/routes';
import { localCognitoClient } from '@infra/local/cognito-setup';
import { callRoute } from '@test/support/api';
import { waitForEmail } from '@test/support/inbox';
import { createProfile, createTestUser, signIn, signUpUser, type TestUser } from '@test/support/fixtures/users';

const profileOf = async (user: TestUser) => (await callRoute(routes.getUser, { token: user.accessToken })).body;
const createBody = (user: TestUser, extra: Record<string, unknown> = {}) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  auth_id: user.sub,
  ...extra,
});

describe('POST /api/create-user', () => {
  it('makes a self-signed-up user a MOVER, whatever role the client asks for', async () => {
    const user = await signUpUser({ metadata: { role: 'ADMIN' } });
    const answer = await callRoute(routes.createUser, {
      token: user.accessToken,
      body: createBody(user, { role: 'ADMIN' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.role).toBe('MOVER');
    expect(answer.body.id).toBe(user.sub);

    // The server put them in the MOVER group: a fresh token says so. (The emulator lists
    // groups by the internal username only, not the e-mail alias.)
    const { userPoolId, cognitoPort } = inject('stack');
    const groups = await localCognitoClient(cognitoPort).send(
      new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: user.username }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toEqual(['MOVER']);
    const fresh = await signIn(user.email);
    const claims = JSON.parse(Buffer.from(fresh.accessToken.split('.')[1], 'base64url').toString()) as {
      'cognito:groups'?: string[];
    };
    expect(claims['cognito:groups']).toEqual(['MOVER']);
    const profile = (await callRoute(routes.getUser, { token: fresh.accessToken })).body;
    expect(profile.role).toBe('MOVER');
  });

  it('is idempotent: a second call answers 200 with the same profile', async () => {
    const user = await signUpUser();
    const first = await callRoute(routes.createUser, { token: user.accessToken, body: createBody(user) });
    const second = await callRoute(routes.createUser, {
      token: user.accessToken,
      body: createBody(user, { firstName: 'Other' }),
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('keeps the role of a user the server placed in a group', async () => {
    const company = await createTestUser({ role: 'MOVING_COMPANY' });
    const answer = await callRoute(routes.createUser, {
      token: company.accessToken,
      body: createBody(company, { role: 'ADMIN' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.role).toBe('MOVING_COMPANY');
  });

  it("refuses to create someone else's record and a mismatched e-mail, storing nothing", async () => {
    const user = await signUpUser();
    const other = await signUpUser();
    const foreign = await callRoute(routes.createUser, { token: user.accessToken, body: createBody(other) });
    expect(foreign.status).toBe(403);
    const wrongEmail = await callRoute(routes.createUser, {
      token: user.accessToken,
      body: createBody(user, { email: 'someone.else@test.example' }),
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.error).toMatch(/email/);
    expect((await callRoute(routes.getUser, { token: user.accessToken })).status).toBe(404);
    expect((await callRoute(routes.getUser, { token: other.accessToken })).status).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    const user = await signUpUser();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...createBody(user), firstName: '' }, /firstName: First name is required/],
      [{ ...createBody(user), lastName: '   ' }, /lastName: Last name is required/],
      [{ ...createBody(user), email: 'not-an-email' }, /email: Please enter a valid email address\./],
      [{ ...createBody(user), role: 'SUPERUSER' }, /role/],
      [{ ...createBody(user), is_admin: true }, /is_admin/],
      [{}, /firstName/],
      ['just a string', /body/],
    ];
    for (const [body, message] of cases) {
      const answer = await callRoute(routes.createUser, { token: user.accessToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    const malformed = await callRoute(routes.createUser, { token: user.accessToken, rawBody: '{"firstName": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Request body is not valid JSON');
    expect((await callRoute(routes.getUser, { token: user.accessToken })).status).toBe(404);
  });

  it('sends the welcome e-mail through the event bus', async () => {
    const user = await signUpUser();
    await createProfile(user);
    const email = await waitForEmail(user.email, (e) => e.subject === 'Welcome to MoveMatch');
    expect(email.body.html).toContain('/move-info');
  });
});

describe('GET /api/user', () => {
  it('answers 404 with code PGRST116 before the profile exists', async () => {
    const user = await signUpUser();
    const answer = await callRoute(routes.getUser, { token: user.accessToken });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('PGRST116');
  });

  it("returns only the caller's own profile, with declared fields only", async () => {
    const user = await createTestUser({ role: 'MOVER', profile: true });
    const profile = await profileOf(user);
    expect(profile).toMatchObject({
      id: user.sub,
      auth_id: user.sub,
      email: user.email,
      role: 'MOVER',
      is_concierge: false,
      new_message_notifications: true,
      status_change_notifications: true,
      moving_company_id: null,
    });
    expect(Object.keys(profile).some((key) => ['pk', 'sk', 'gsi1pk', '__edb_e__'].includes(key))).toBe(false);
  });
});

describe('PATCH /api/user/{id}', () => {
  it('updates names and notification switches of the own profile', async () => {
    const user = await createTestUser({ profile: true });
    const answer = await callRoute(routes.updateUser, {
      token: user.accessToken,
      params: { id: user.sub },
      body: { firstName: '  Alex ', lastName: 'Morgan', new_message_notifications: false },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ firstName: 'Alex', lastName: 'Morgan', new_message_notifications: false });
    expect(await profileOf(user)).toMatchObject({ firstName: 'Alex', new_message_notifications: false });
  });

  it('cannot change the role or company, and leaves the profile untouched', async () => {
    const user = await createTestUser({ profile: true });
    const before = await profileOf(user);
    for (const body of [
      { role: 'ADMIN' },
      { firstName: 'X', role: 'ADMIN' },
      { moving_company_id: 'abc' },
      { is_concierge: true },
    ]) {
      const answer = await callRoute(routes.updateUser, { token: user.accessToken, params: { id: user.sub }, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(/Unrecognized key/);
    }
    expect(await profileOf(user)).toEqual(before);
  });

  it("refuses another user's profile (403) and changes nothing", async () => {
    const user = await createTestUser({ profile: true });
    const victim = await createTestUser({ profile: true });
    const before = await profileOf(victim);
    const answer = await callRoute(routes.updateUser, {
      token: user.accessToken,
      params: { id: victim.sub },
      body: { firstName: 'Hacked' },
    });
    expect(answer.status).toBe(403);
    expect(await profileOf(victim)).toEqual(before);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const user = await createTestUser({ profile: true });
    const before = await profileOf(user);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /Nothing to update/],
      [{ firstName: '' }, /firstName: First name is required/],
      [{ lastName: '' }, /lastName: Last name is required/],
      [{ new_message_notifications: 'yes' }, /new_message_notifications/],
      [{ email: 'bad' }, /email: Please enter a valid email address\./],
      [{ email: 'new-address@test.example' }, /email: .*cannot be changed/],
    ];
    for (const [body, message] of cases) {
      const answer = await callRoute(routes.updateUser, { token: user.accessToken, params: { id: user.sub }, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    const badId = await callRoute(routes.updateUser, {
      token: user.accessToken,
      params: { id: 'a b' },
      body: { firstName: 'X' },
    });
    expect(badId.status).toBe(400);
    expect(await profileOf(user)).toEqual(before);
  });
});

describe('PUT /api/set-user-status', () => {
  it("sets the caller's status to inactive", async () => {
    const company = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    const answer = await callRoute(routes.setUserStatus, { token: company.accessToken, body: { status: 'inactive' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, stripe_subscription_status: 'inactive' });
    expect((await profileOf(company)).stripe_subscription_status).toBe('inactive');
  });

  it('accepts no other value, so nobody can grant themselves a subscription', async () => {
    const company = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
    for (const status of ['active', 'pending', '', null]) {
      const answer = await callRoute(routes.setUserStatus, { token: company.accessToken, body: { status } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(/status/);
    }
    expect((await profileOf(company)).stripe_subscription_status).toBeNull();
  });

  it('answers 401 when the caller has no profile yet (every call checks it)', async () => {
    const user = await signUpUser();
    expect(
      (await callRoute(routes.setUserStatus, { token: user.accessToken, body: { status: 'inactive' } })).status,
    ).toBe(401);
  });
});
