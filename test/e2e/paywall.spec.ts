import type { Page } from '@playwright/test';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { givenActiveMonthlyPlan, storedSubscription } from '@test/support/fixtures/subscriptions';
import { DEMO_ADMIN, DEMO_COMPANY, e2eStack, expect, settled, startSignedIn, test } from './support';

/**
 * The subscription screens around the checkout (spec sections 2, 4 and 8): the
 * /paywall gate in each state, the monthly plan bought on the local Stripe's checkout, the
 * 'already exists' modals (company and admin), and the calendar's inactive-subscription modal.
 * The pay-per-lead and token journey is test/e2e/payments.spec.ts.
 */
test.beforeAll(() => {
  e2eStack();
});

async function payOnLocalCheckout(page: Page) {
  const { stripeUrl } = e2eStack();
  await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/checkout/`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

const subscriptionPanel = (page: Page) => page.getByRole('region', { name: 'Subscription details' });

test('no plan: the paywall restricts access, the monthly plan is bought with 4242, and a second one is refused', async ({
  page,
  shot,
}) => {
  test.slow(); // a checkout round trip on a loaded machine
  const { company, user } = await companyWithUser({ plan: 'none' });
  await startSignedIn(page, user.email);

  await page.goto('/paywall');
  const gate = page.getByRole('dialog', { name: 'Access Restricted' });
  await expect(gate.getByRole('link', { name: 'Go to Search' })).toHaveAttribute('href', '/find-leads');
  await settled(page);
  await shot('paywall-access-restricted');
  await gate.getByRole('link', { name: 'Update Payment Info' }).click();

  await expect(page).toHaveURL(/\/add-stripe$/);
  await expect(page.getByRole('radio', { name: 'Monthly — $599/month, every lead included' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Pay Per Lead — 20 leads for $500' })).not.toBeChecked();
  await settled(page);
  await shot('add-stripe');
  await page.getByRole('button', { name: 'Next' }).click();
  await payOnLocalCheckout(page);

  // The success address completes the subscription; the first payment lands on 'You're live',
  // then the profile shows the plan.
  await expect(page.getByRole('region', { name: 'You’re live!' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/profile');
  await expect(subscriptionPanel(page)).toContainText('Monthly');
  await expect(subscriptionPanel(page)).toContainText('Active');
  await expect(subscriptionPanel(page)).toContainText('$599 on');
  await expect(subscriptionPanel(page).getByText('Lead tokens')).toHaveCount(0);
  expect(await storedSubscription(company.id)).toMatchObject({
    plan_type: 'flat_rate_monthly_subscription',
    status: 'active',
  });
  await settled(page);
  await shot('profile-monthly');

  await page.goto('/add-stripe');
  await page.getByRole('button', { name: 'Next' }).click();
  const exists = page.getByRole('dialog', { name: 'Error' });
  await expect(exists).toContainText('You already have a subscription');
  await exists.getByRole('link', { name: 'Back to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a payment still processing reloads the paywall 3 times, then offers support, a new payment or the free version', async ({
  page,
}) => {
  const { company, user } = await companyWithUser({ plan: 'none' });
  await givenActiveMonthlyPlan(company.id, { status: 'pending' });
  await startSignedIn(page, user.email);

  await page.goto('/paywall');
  await expect(page.getByRole('dialog', { name: 'Payment still processing' })).toContainText('attempt 1 of 3');
  await expect(page.getByRole('dialog', { name: 'Payment still processing' })).toContainText('attempt 2 of 3', {
    timeout: 15_000,
  });
  const notVerified = page.getByRole('dialog', { name: 'Payment not verified' });
  await expect(notVerified).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => localStorage.getItem('refreshCount'))).toBe('3');
  await expect(notVerified.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', /^mailto:/);
  await expect(notVerified.getByRole('link', { name: 'Add Payment' })).toHaveAttribute('href', '/add-stripe');

  await notVerified.getByRole('button', { name: 'Use Free Version' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('refreshCount'))).toBeNull();
});

test('without an active plan the calendar opens the inactive-subscription modal, which leads to the profile', async ({
  page,
}) => {
  const { user } = await companyWithUser({ plan: 'none' });
  await startSignedIn(page, user.email);
  await page.goto('/availability-calendar');
  const modal = page.getByRole('dialog', { name: 'Subscription required' });
  await expect(modal).toContainText('Your subscription is not active.');
  await modal.getByRole('link', { name: 'Manage Subscription' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(subscriptionPanel(page).getByRole('link', { name: 'Choose a subscription' })).toHaveAttribute(
    'href',
    '/add-stripe',
  );
});

test('an admin choosing a plan for a company that has one gets the admin variant and goes back to the dashboard', async ({
  page,
}) => {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto(`/add-stripe?movingCompanyId=${DEMO_COMPANY.id}`);
  await page.getByRole('button', { name: 'Next' }).click();
  const exists = page.getByRole('dialog', { name: 'Error' });
  await expect(exists).toContainText('This moving company already has a subscription');
  await exists.getByRole('link', { name: 'Back to the admin dashboard' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
