import { localAppOrigins } from '@infra/local/app-origins';
import { securityHeaders } from '@infra/security-headers';
import { DEMO_CUSTOMER, e2eStack, expect, startSignedIn, test } from './support';

/*
 * The local web server sends CloudFront's security headers (lib/security-headers.ts) with the
 * emulators as origins. Every e2e test fails on a Content-Security-Policy refusal (the
 * cspViolations fixture); these tests check the headers, the live socket, and the watch itself.
 */
test.beforeAll(() => {
  e2eStack();
});

test('the app and its routes carry the security headers CloudFront sends, with the emulators as origins', async ({
  page,
}) => {
  const { cognitoPort, s3Port } = e2eStack();
  const expected = securityHeaders(localAppOrigins({ cognito: cognitoPort, s3: s3Port }), { https: false });
  for (const path of ['/', '/quotes']) {
    const headers = (await page.goto(path))!.headers();
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
  }
});

test('the live socket opens under the policy on a signed-in page', async ({ page }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  const opened = page.waitForEvent('websocket');
  await page.goto('/messages');
  const socket = await opened;
  expect(new URL(socket.url()).pathname).toBe('/ws');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(socket.isClosed()).toBe(false);
});

test('a connection the policy does not allow is refused and reported, so the watch on every test can fail', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const outcome = await page.evaluate(() =>
    fetch('http://127.0.0.1:9/not-allowed').then(
      () => 'sent',
      () => 'refused',
    ),
  );
  expect(outcome).toBe('refused');
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toContain('connect-src');
  // Provoked on purpose: the fixture's own check after the test must not count it.
  cspViolations.length = 0;
});
