import { companyWithUser } from '@test/support/fixtures/company-users';
import { TEST_ROUTING_NUMBER } from '@infra/local/stripe/connect-accounts';
import { PROTECTED_PAYMENT_OFFERED } from '@schemas/payouts';
import { e2eStack, expect, seriousAxeFindings, startSignedIn, test } from './support';

/** Protected payment: a company sets up its Stripe payout account from /profile (docs/payments.md). */
test.beforeAll(() => {
  e2eStack();
});

test('a company sets up payouts with Stripe from /profile and sees them set up', async ({ page, shot }) => {
  const { company, user } = await companyWithUser();
  await startSignedIn(page, user.email);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Payments for moves' });
  await expect(panel).toContainText('Until then customers book you and pay you directly.');
  expect(await seriousAxeFindings(page, { include: 'section[aria-labelledby="payouts-title"]' })).toEqual([]);
  await panel.getByRole('button', { name: 'Set up payouts with Stripe' }).click();

  // Stripe's hosted onboarding (the local Stripe's page).
  await expect(page.getByRole('heading', { name: `Set up payouts for ${company.name}` })).toBeVisible();
  await page.getByLabel('Routing number').fill(TEST_ROUTING_NUMBER);
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Agree and submit' }).click();

  await expect(page).toHaveURL(/\/profile\?payouts=returned$/);
  await expect(panel.getByTestId('payouts-enabled')).toContainText('Payouts are set up.');
  await shot('payouts-enabled');
  // Customers are told only once MoveMatch takes the booking's money (PROTECTED_PAYMENT_OFFERED).
  await page.goto(`/moving-company/${company.id}`);
  await expect(page.getByTestId(PROTECTED_PAYMENT_OFFERED ? 'protected-payment' : 'direct-payment')).toBeVisible();
});
