import type { Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { createTestUser, signIn, TEST_PASSWORD, type TestUser } from '@test/support/fixtures/users';
import { e2eStack } from './stack';

/** A password for the change, reset and first sign-in flows (another than TEST_PASSWORD). */
export const NEW_PASSWORD = 'NewPass-456!';

/**
 * Puts a signed-in Cognito session for this user into the page's storage, where Amplify v6
 * keeps it, before any page script runs. For tests that need a signed-in user without
 * walking through /login (the login screen has tests of its own).
 */
export async function startSignedIn(page: Page, email: string, password = TEST_PASSWORD) {
  const { clientId } = e2eStack();
  const tokens = await signIn(email, password);
  const username = String(decodeJwt(tokens.accessToken).username);
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const entries: Record<string, string> = {
    [`${prefix}.LastAuthUser`]: username,
    [`${prefix}.${username}.accessToken`]: tokens.accessToken,
    [`${prefix}.${username}.idToken`]: tokens.idToken,
    [`${prefix}.${username}.refreshToken`]: tokens.refreshToken,
    [`${prefix}.${username}.clockDrift`]: '0',
  };
  await page.addInitScript((values) => {
    // Only on the first document of the test: a later sign-out must stay signed out. The flag
    // is a cookie because /logout-redirect clears both web storages.
    if (document.cookie.includes('e2e-session-seeded=1')) return;
    document.cookie = 'e2e-session-seeded=1; path=/';
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
}

/** A customer of this test only (so the demo customer stays as seeded), signed in on the page. */
export async function freshCustomer(
  page: Page,
  names: { firstName?: string; lastName?: string } = {},
): Promise<TestUser> {
  const customer = await createTestUser({ role: 'MOVER', profile: true, ...names });
  await startSignedIn(page, customer.email);
  return customer;
}
