import { beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeJwt, type CryptoKey } from 'jose';
import { ROLES, type Role } from '@schemas/enums';
import { routeList } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { emulatorSigningKey, resign, strangerSigningKey } from '@test/support/access-tokens';

/**
 * Walks the whole route table: every route needs a valid token unless public, refuses
 * forged or expired tokens (401) and refuses every role it does not allow (403).
 */
const ROLE_REFUSAL = 'Your account type cannot use this feature';
const dummyParams = (path: string) =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '01JDUMMY0000000000000000']));

const protectedRoutes = routeList.filter(([, route]) => route.roles !== 'public');

let users: Record<Role, TestUser>;
let emulatorKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const entries = await Promise.all(ROLES.map(async (role) => [role, await createTestUser({ role, profile: true })]));
  users = Object.fromEntries(entries) as Record<Role, TestUser>;
  emulatorKey = await emulatorSigningKey();
  strangerKey = await strangerSigningKey();
});

describe.each(protectedRoutes)('%s', (_id, route) => {
  const params = dummyParams(route.path);

  it('refuses a call without a token (401)', async () => {
    expect((await callRoute(route, { params })).status).toBe(401);
    expect((await callRoute(route, { params, headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('refuses forged, tampered, expired and foreign tokens (401)', async () => {
    const real = users.MOVER.accessToken;
    const [header, , signature] = real.split('.');
    const tamperedPayload = Buffer.from(JSON.stringify({ ...decodeJwt(real), 'cognito:groups': ['ADMIN'] })).toString(
      'base64url',
    );
    const { userPoolId } = inject('stack');
    const bad = [
      await resign(real, strangerKey),
      `${header}.${tamperedPayload}.${signature}`,
      await resign(real, emulatorKey, { exp: Math.floor(Date.now() / 1000) - 60 }),
      await resign(real, emulatorKey, { exp: undefined }), // no expiry at all: AWS requires exp
      await resign(real, emulatorKey, { iss: `http://localhost:1/${userPoolId}` }),
      await resign(real, emulatorKey, { client_id: 'some-other-client' }),
    ];
    for (const token of bad) {
      expect((await callRoute(route, { params, token })).status, token.slice(0, 20)).toBe(401);
    }
  });

  it('refuses every role it does not allow (403) and lets allowed roles past the role check', async () => {
    for (const role of ROLES) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const answer = await callRoute(route, { params, token: users[role].accessToken, body });
      const refusal = (answer.body as { error?: string } | undefined)?.error;
      if (route.roles.includes(role)) {
        expect(answer.status, `${role} should pass`).not.toBe(401);
        expect(refusal, `${role} should pass`).not.toBe(ROLE_REFUSAL);
      } else {
        expect(answer.status, `${role} should be refused`).toBe(403);
        expect(refusal).toBe(ROLE_REFUSAL);
      }
    }
  });
});

describe('gateway', () => {
  it('answers 404 for a path that is not in the contract', async () => {
    const answer = await callRoute({ method: 'GET', path: '/api/no-such-route' }, { token: users.MOVER.accessToken });
    expect(answer.status).toBe(404);
  });

  it('has at least the platform routes', () => {
    expect(protectedRoutes.map(([id]) => id)).toEqual(
      expect.arrayContaining(['getUser', 'createUser', 'updateUser', 'setUserStatus']),
    );
  });
});
