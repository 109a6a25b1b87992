import { routes } from '@schemas/routes';
import { DEMO_CUSTOMER, e2eStack, expect, startSignedIn, test } from './support';
import { signIn } from '@test/support/fixtures/users';

/**
 * The platform as a browser sees it: the production build served with /api and
 * /config.json on the same origin, the local gateway's token check, and the SPA's routing.
 */
test.beforeAll(() => {
  e2eStack();
});

test('the home page renders and the hero button leads a visitor to sign in', async ({ page, shot }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/MoveMatch/);
  await expect(page.getByRole('heading', { name: 'Compare quotes from trusted movers in one place' })).toBeVisible();
  await shot('home');
  await page.getByRole('link', { name: 'Tell us about your move' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows Page not found, and Go Back returns', async ({ page, shot }) => {
  await page.goto('/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await shot('not-found');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the page reaches the API same-origin, and a demo token from the emulator works', async ({ page }) => {
  await page.goto('/');
  const config = await page.evaluate(async () => (await fetch('/config.json')).json() as Promise<unknown>);
  expect(config).toMatchObject({ environment: 'local', apiBaseUrl: '/api', userPoolId: e2eStack().userPoolId });

  const anonymous = await page.evaluate(async (path) => (await fetch(path)).status, routes.getUser.path);
  expect(anonymous).toBe(401);

  const { accessToken } = await signIn(DEMO_CUSTOMER);
  const answer = await page.evaluate(
    async ({ path, token }) => {
      const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { path: routes.getUser.path, token: accessToken },
  );
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ email: DEMO_CUSTOMER, role: 'MOVER' });
});

test('a seeded session is a signed-in visitor: the hero button leads to the move form', async ({ page }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/');
  await page.getByRole('link', { name: 'Tell us about your move' }).click();
  await expect(page).toHaveURL(/\/move-info$/);
  await expect(page.getByRole('heading', { name: 'Find your moving company' })).toBeVisible();
});

test("the spec's error landing /my-profile leads to the account page", async ({ page }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
});
