import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser } from '@test/support/fixtures/users';
import {
  DEMO_COMPANY,
  expectTrustFacts,
  DEMO_COMPANY_USER,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  settled,
  startSignedIn,
  test,
} from './support';

/** /moving-company/{id}: a company's public page (spec sections 2, 5, 6 and 8). */
test.beforeAll(() => {
  e2eStack();
});

const saveToggle = (page: Page) => page.getByRole('button', { name: /^(Save|Remove) Tar Heel Moving Co\./ });

async function savedOnServer(token: string): Promise<boolean> {
  const answer = await callRoute(routes.getSavedMovingCompany, { token, params: { id: DEMO_COMPANY.id } });
  expect(answer.status).toBe(200);
  return Array.isArray(answer.body) && answer.body.length > 0;
}

async function openDemoCompany(page: Page, email: string) {
  await startSignedIn(page, email);
  await page.goto(`/moving-company/${DEMO_COMPANY.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tar Heel Moving Co.' })).toBeVisible();
  // The toggle is busy (and ignores clicks) until the viewer's role and saved state are known.
  await expect(saveToggle(page)).not.toHaveAttribute('aria-busy');
}

test('shows the company: hero, logo, name, location line, DOT number, description, verified badge and the vetting modal', async ({
  page,
  shot,
}) => {
  await openDemoCompany(page, DEMO_CUSTOMER);
  await expect(page).toHaveTitle(/Tar Heel Moving Co\./);
  const hero = page.getByTestId('company-hero').locator('img');
  await expect(hero).toBeVisible();
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const logo = page.getByTestId('company-logo').locator('img');
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('company-location')).toHaveText('Raleigh, NC • Est. 2008');
  await expectTrustFacts(page.locator('main'), { dot: false });
  // The DOT number is said once, in its own card.
  await expect(page.getByRole('region', { name: 'Company DOT Number' })).toContainText('301245876');
  await expect(page.locator('main').getByText(/301245876/)).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'About Tar Heel Moving Co.' })).toContainText(
    'helped Triangle families',
  );
  await expect(page.getByRole('region', { name: 'Why choose us' }).getByRole('listitem')).toHaveCount(4);
  await expect(
    page.getByRole('region', { name: 'Policies and fees' }).getByRole('link', { name: /Company policies/ }),
  ).toHaveAttribute('href', 'https://tarheel-movers.example/policies');
  await expect(page.getByTestId('verified-badge')).toHaveText('Verified');
  await settled(page);
  await shot('company-page');

  await page
    .getByRole('region', { name: 'Verified company' })
    .getByRole('button', { name: 'Our vetting process' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Our vetting process' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('personally vetted');
  await settled(page);
  await shot('company-page-vetting');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('a customer saves and unsaves the company and the server agrees', async ({ page, shot }) => {
  // A customer of its own: the demo customer's saved companies stay as seeded for the other spec files.
  const { email, accessToken } = await createTestUser({ role: 'MOVER', profile: true });
  expect(await savedOnServer(accessToken)).toBe(false);
  await openDemoCompany(page, email);
  await expect(saveToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(saveToggle(page)).toBeEnabled();

  await saveToggle(page).click();
  await expect(saveToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedOnServer(accessToken)).toBe(true);
  await page.reload();
  await expect(saveToggle(page)).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await settled(page);
  await shot('company-page-saved');

  // Keyboard: the toggle is a real button.
  await saveToggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(saveToggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => savedOnServer(accessToken)).toBe(false);
});

test('a failed save reverts the toggle with the spec message', async ({ page }) => {
  const { email, accessToken } = await createTestUser({ role: 'MOVER', profile: true });
  expect(await savedOnServer(accessToken)).toBe(false);
  await openDemoCompany(page, email);
  await expect(saveToggle(page)).toHaveAttribute('aria-pressed', 'false');
  // Both ways fail (POST to save, DELETE /{id} to unsave), whichever the click asks for.
  await page.route('**/api/saved-moving-company{,/*}', (route) =>
    route.fulfill({ status: 500, json: { error: 'boom' } }),
  );
  await saveToggle(page).click();
  await expect(page.getByText('Failed to update saved moving company')).toBeVisible();
  await expect(saveToggle(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the company user reaches its page from /profile and sees the save toggle disabled, with a tooltip', async ({
  page,
  shot,
}) => {
  await startSignedIn(page, DEMO_COMPANY_USER);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/moving-company/${DEMO_COMPANY.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Tar Heel Moving Co.' })).toBeVisible();
  await expect(saveToggle(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(saveToggle(page)).toBeDisabled();
  // Still reachable by keyboard (aria-disabled, not disabled), so the reason can be read.
  await page.getByRole('button', { name: 'Send a message' }).focus();
  await page.keyboard.press('Shift+Tab');
  await expect(saveToggle(page)).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Only customers can save moving companies');
  await settled(page);
  await shot('company-page-company-viewer');
});

test("'Send a message' for a customer without a move request shows the spec's message", async ({ page, shot }) => {
  // The demo customer has a seeded move request (and conversations): a new customer has none.
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  await openDemoCompany(page, customer.email);
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByText('You need to be a mover with a move request to send messages')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/moving-company/${DEMO_COMPANY.id}$`));
  await settled(page);
  await shot('company-page-message-toast');
});

test('an unknown id shows the not-found state with a way back', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/moving-company/01JDSEEDC99999999999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Moving company not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Moving company not found/);
  await shot('company-page-not-found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).not.toHaveURL(/moving-company/);
});

test('shows skeletons while the company loads, and Try again after a failure', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = true;
  await page.route(`**/api/moving-company/${DEMO_COMPANY.id}`, async (route) => {
    await held;
    if (fail) return route.fulfill({ status: 500, json: { error: 'Internal error' } });
    return route.continue();
  });
  await page.goto(`/moving-company/${DEMO_COMPANY.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Loading the moving company' })).toBeAttached();
  await shot('company-page-loading');
  release();
  // The query layer retries a 500 three times (1 s, 2 s, 4 s) before showing the error.
  await expect(page.getByRole('alert').filter({ hasText: "We couldn't load this moving company" })).toBeVisible({
    timeout: 15_000,
  });
  await shot('company-page-error');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tar Heel Moving Co.' })).toBeVisible();
});
