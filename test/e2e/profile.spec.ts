import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import type { TestUser } from '@test/support/fixtures/users';
import { CONCIERGE_FEE_TERMS } from '@schemas/concierge-desk';
import {
  DEMO_COMPANY_USER,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  freshCustomer,
  settled,
  startSignedIn,
  test,
} from './support';

/** /profile and /profile/email-notifications for the demo accounts and fresh customers. */
test.beforeAll(() => {
  e2eStack();
});

/** A customer of this test only, so the demo customer stays as seeded. */
const riley = (page: Page) => freshCustomer(page, { firstName: 'Riley', lastName: 'Stone' });

const serverProfile = async (user: TestUser) => (await callRoute(routes.getUser, { token: user.accessToken })).body;

test('the demo customer sees the customer view with their initials', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/profile');

  await expect(page).toHaveTitle(/My account/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' }).getByText('JR', { exact: true })).toBeVisible();
  await expect(page.getByText('Jordan Rivera')).toBeVisible();
  await expect(page.getByText(DEMO_CUSTOMER)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View or Edit my Move Request' })).toHaveAttribute('href', '/move-info');
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute('href', '/profile/edit');
  await expect(page.getByRole('link', { name: 'Email notifications' })).toHaveAttribute(
    'href',
    '/profile/email-notifications',
  );
  await expect(page.getByRole('link', { name: 'Terms and privacy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout-redirect');
  await expect(page.getByRole('region', { name: 'Let us handle your move' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Learn more' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveCount(0);
  await shot('profile-customer');
});

test('/profile#concierge opens the Concierge card and scrolls to it', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_CUSTOMER);
  await page.goto('/profile#concierge');

  const card = page.getByRole('region', { name: 'Let us handle your move' });
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText('We collect and compare quotes from our vetted movers for you.')).toBeVisible();
  await expect(card.getByText('A one-time fee of $99, paid only when you approve your first booking.')).toBeVisible();
  await expect(card.getByText(CONCIERGE_FEE_TERMS.refundRule)).toBeVisible();
  await expect(card).toBeInViewport();
  await shot('profile-concierge-open');

  await page.getByRole('button', { name: 'Show less' }).click();
  await expect(page.getByRole('button', { name: 'Learn more' })).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText('A one-time fee of $99, paid only when you approve your first booking.')).toBeHidden();
});

test('a customer upgrades to Concierge: Upgraded, thank-you modal, and it lasts', async ({ page, shot }) => {
  const customer = await riley(page);
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Your details' }).getByText('RS', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade to Concierge?' });
  await expect(confirm).toContainText('charged only after you approve a booking');
  await settled(page);
  await shot('profile-concierge-confirm');
  await confirm.getByRole('button', { name: 'Confirm upgrade' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for upgrading!' });
  await expect(thanks).toBeVisible();
  await settled(page);
  await shot('profile-concierge-thanks');
  await thanks.getByRole('button', { name: 'Got it' }).click();
  await expect(thanks).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upgraded' })).toBeDisabled();
  expect((await serverProfile(customer)).is_concierge).toBe(true);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Upgraded' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
});

test('the demo company sees the company view and its subscription panel', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_COMPANY_USER);
  await page.goto('/profile');

  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
    'href',
    /^\/moving-company\/.+/,
  );
  await expect(page.getByRole('link', { name: 'Update company info' })).toHaveAttribute(
    'href',
    '/profile/company-edit',
  );
  await expect(page.getByRole('link', { name: 'View performance analytics' })).toHaveAttribute(
    'href',
    '/performance-analytics',
  );
  const panel = page.getByRole('region', { name: 'Subscription details' });
  await expect(panel).toBeVisible();
  // The seed starts the demo company on pay per lead with a bundle of 20 (other specs may spend some).
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  await expect(panel).toContainText('Pay Per Lead');
  await expect(panel.getByRole('progressbar', { name: /of 20 lead tokens remaining/ })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Token history' })).toContainText('Bought');
  await expect(page.getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View or Edit my Move Request' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Let us handle your move' })).toHaveCount(0);
  await shot('profile-company');

  await page.getByRole('link', { name: 'View performance analytics' }).click();
  await expect(page).toHaveURL(/\/performance-analytics$/);
});

test('notification switches: off asks first, Leave on keeps it, Turn off saves, on saves at once', async ({
  page,
  shot,
}) => {
  const customer = await riley(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Email notifications' }).click();
  await expect(page).toHaveURL(/\/profile\/email-notifications$/);
  await expect(page).toHaveTitle(/Email notifications/);

  const messages = page.getByRole('switch', { name: 'New messages' });
  const statuses = page.getByRole('switch', { name: 'Status changes' });
  await expect(messages).toBeChecked();
  await expect(statuses).toBeChecked();
  await shot('email-notifications');

  const dialog = page.getByRole('dialog', { name: "Don't miss your best deal! Keep alerts on." });
  await messages.click();
  await expect(dialog).toBeVisible();
  await settled(page);
  await shot('email-notifications-dialog');
  await dialog.getByRole('button', { name: 'Leave on' }).click();
  await expect(dialog).toBeHidden();
  await expect(messages).toBeChecked();
  expect((await serverProfile(customer)).new_message_notifications).toBe(true);

  await messages.click();
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('E-mails about new messages are off.')).toBeVisible();
  await expect(messages).not.toBeChecked();
  await page.reload();
  await expect(messages).not.toBeChecked();
  await expect(statuses).toBeChecked();
  expect((await serverProfile(customer)).new_message_notifications).toBe(false);

  // Keyboard: Space on the focused switch turns it on, saved at once with no dialog.
  await messages.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('E-mails about new messages are on.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(messages).toBeChecked();
  await page.reload();
  await expect(messages).toBeChecked();
  expect((await serverProfile(customer)).new_message_notifications).toBe(true);
});

test('a visitor without a session is sent to sign in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile/email-notifications');
  await expect(page).toHaveURL(/\/login$/);
});
