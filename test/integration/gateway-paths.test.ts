import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routeList } from '@schemas/routes';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';

/**
 * A path the gateway cannot %-decode is the caller's mistake: 400 before any handler runs,
 * as API Gateway answers, never a 500.
 */
const routesWithParams = routeList.filter(([, route]) => route.path.includes('{'));
const MALFORMED = '%E0%A4%A';

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser({ role: 'ADMIN', profile: true });
});

describe('malformed %-escapes in path parameters', () => {
  it('covers every route with a path parameter', () => {
    expect(routesWithParams.length).toBeGreaterThanOrEqual(18);
  });

  it.each(routesWithParams)('%s answers 400', async (_id, route) => {
    const { apiUrl } = inject('stack');
    const path = route.path.replace(/\{\w+\}/g, MALFORMED);
    const answer = await fetch(new URL(path, apiUrl), {
      method: route.method,
      headers: { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' },
      body: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
    });
    expect(answer.status).toBe(400);
  });
});
