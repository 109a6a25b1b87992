import { smokeTest } from '../../scripts/smoke-test';
import { TEST_PASSWORD } from '@test/support/fixtures/users';
import { DEMO_CUSTOMER, e2eStack, expect, test } from './support';

/* scripts/smoke-test.ts, the pipeline's check after a deploy, against the local stack's web server. */
test.beforeAll(() => {
  e2eStack();
});

test('the smoke test passes every step against a running app, and names the step that fails', async ({ baseURL }) => {
  expect(await smokeTest({ appUrl: baseURL!, email: DEMO_CUSTOMER, password: TEST_PASSWORD })).toEqual([
    'the app page loads with its Content-Security-Policy',
    '/config.json names the pool, the client and the live socket',
    'a user signs in through Cognito',
    'the API knows the signed-in user',
    'the live socket opens',
  ]);
  await expect(smokeTest({ appUrl: baseURL!, email: DEMO_CUSTOMER, password: 'Wrong-Password-1!' })).rejects.toThrow(
    /^smoke test failed at "a user signs in through Cognito": /,
  );
});
