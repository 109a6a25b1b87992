import type { Page, Request } from '@playwright/test';
import { DEMO_ADMIN, DEMO_COMPANY_USER, DEMO_CUSTOMER, e2eStack, expect, startSignedIn, test } from './support';

/**
 * Every screen is safe for every role: a signed-in user on another role's screen gets
 * the friendly notice the route guard shows (or the spec's no-company screen, or /), with no
 * request that fails and nothing in the console. One signed-in page per role walks the screens.
 */
test.beforeAll(() => {
  e2eStack();
});

test.describe.configure({ timeout: 180_000 });

const NO_COMPANY = "You don't have a moving company associated with your account.";

type Expected = 'notice' | 'no-company' | 'home';

/** Records failed API answers and console errors from the moment it is called. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/** Tracks the page's requests; `settled()` waits until none is in flight, so every answer so far has been watched. */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return { settled: () => expect.poll(() => inFlight.size).toBe(0) };
}

async function visit(page: Page, path: string, expected: Expected, audience?: RegExp) {
  await page.goto(path);
  if (expected === 'home') {
    await expect(page).toHaveURL(/\/$/);
  } else if (expected === 'no-company') {
    await expect(page.getByText(NO_COMPANY)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  } else {
    const notice = page.getByTestId('role-notice');
    await expect(notice).toBeVisible();
    if (audience) await expect(notice).toContainText(audience);
  }
  await expect(page.getByRole('alert').filter({ hasText: /couldn't load|Something went wrong|Try again/ })).toHaveCount(
    0,
  );
}

async function walk(page: Page, screens: Array<[string, Expected, RegExp?]>) {
  const problems = watch(page);
  const requests = trackRequests(page);
  for (const [path, expected, audience] of screens) {
    const before = problems.length;
    await visit(page, path, expected, audience);
    // Every request the screen made has answered (and been watched) before moving on.
    await requests.settled();
    for (const problem of problems.slice(before)) problems[problems.indexOf(problem)] = `${path}: ${problem}`;
  }
  expect(problems).toEqual([]);
}

test("a customer on the company and admin screens is told they are someone else's", async ({ page, shot }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await walk(page, [
    ['/availability-calendar', 'notice', /This page is for moving companies/],
    ['/find-leads', 'notice', /This page is for moving companies/],
    ['/manage-leads', 'notice', /This page is for moving companies/],
    ['/performance-analytics', 'notice', /This page is for moving companies/],
    ['/add-stripe', 'notice', /This page is for moving companies and administrators/],
    ['/profile/company-edit', 'no-company'],
    ['/admin-dashboard', 'home'],
  ]);
  await page.goto('/performance-analytics');
  await expect(page.getByTestId('role-notice').getByRole('link', { name: 'Go to Find movers' })).toHaveAttribute(
    'href',
    '/move-info',
  );
  await shot('role-notice-customer-on-analytics');
});

test("a company on the customer and admin screens is told they are someone else's", async ({ page, shot }) => {
  await startSignedIn(page, DEMO_COMPANY_USER);
  await walk(page, [
    ['/move-info', 'notice', /This page is for customers/],
    ['/matches', 'notice', /This page is for customers/],
    ['/quotes', 'notice', /This page is for customers/],
    ['/admin-dashboard', 'home'],
  ]);
  await page.goto('/quotes');
  await expect(page.getByTestId('role-notice')).toContainText("You're signed in with a moving company account");
  await shot('role-notice-company-on-quotes');
});

test("an admin on the customer and company screens is told they are someone else's", async ({ page, shot }) => {
  await startSignedIn(page, DEMO_ADMIN);
  await walk(page, [
    ['/move-info', 'notice', /This page is for customers/],
    ['/matches', 'notice', /This page is for customers/],
    ['/quotes', 'notice', /This page is for customers/],
    ['/availability-calendar', 'notice', /This page is for moving companies/],
    ['/find-leads', 'notice', /This page is for moving companies/],
    ['/manage-leads', 'notice', /This page is for moving companies/],
    ['/performance-analytics', 'notice', /This page is for moving companies/],
    ['/messages', 'notice', /This page is for customers and moving companies/],
    ['/profile/company-edit', 'no-company'],
  ]);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View or Edit my Move Request' })).toHaveCount(0);
  await shot('role-notice-admin-profile');
});

test('the home page offers a signed-in user what fits them, not Log in or sign-up', async ({ page }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  const problems = watch(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Tell us about your move' })).toHaveAttribute('href', '/move-info');
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Moving company log in' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Learn More' }).click();
  const upgrade = page.getByRole('link', { name: 'Upgrade Now' });
  await expect(upgrade).toHaveAttribute('href', /\/profile#concierge$/);
  expect(problems).toEqual([]);
});

test('a customer without a move request opens /move-info and /quotes with no failed request', async ({ page }) => {
  const { freshCustomer } = await import('./support');
  await freshCustomer(page);
  const problems = watch(page);
  const requests = trackRequests(page);
  await page.goto('/move-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your moving company' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'From location' })).toBeVisible();
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await requests.settled();
  expect(problems).toEqual([]);
});
