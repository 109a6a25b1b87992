import { createMove } from '@test/support/fixtures/moves';
import { DEMO_ADMIN, e2eStack, expect, field, freshCustomer, settled, startSignedIn, test } from './support';

/**
 * Fair tokens from both sides: a customer withdraws their move request on
 * /move-info; an admin marks a reported move request invalid on /admin-dashboard.
 */
test.beforeAll(() => {
  e2eStack();
});

test('a customer withdraws the move request and can start a new one', async ({ page, shot }) => {
  const customer = await freshCustomer(page);
  await createMove(customer);
  await page.goto('/move-info');
  const section = page.getByRole('region', { name: 'Not moving after all?' });
  await expect(section).toBeVisible();
  await settled(page);
  await shot('move-info-withdraw');

  await section.getByRole('button', { name: 'Withdraw my move request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your move request?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your move request was withdrawn. Companies no longer see it.')).toBeVisible();
  // The form is empty again and the withdraw section is gone.
  await expect(section).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'See moving company matches' })).toBeVisible();
});

test('an admin finds a move request by the customer and marks it invalid', async ({ page, shot }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'admin-dashboard-lists.spec.ts walks the search on a phone');
  const { createTestUser } = await import('@test/support/fixtures/users');
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  await createMove(customer);
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const section = page.getByRole('region', { name: 'Invalid move requests' });
  await field(page, 'Find a move request').fill(customer.email);
  const card = section.getByTestId('move-request-found');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(customer.email);
  await expect(card).toContainText('Cary, NC → Durham, NC');
  await card.getByRole('button', { name: /^Mark invalid/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this move request invalid?' });
  await dialog.getByRole('button', { name: 'Mark invalid' }).click();
  await expect(dialog.getByText('Please say why this move request is invalid')).toBeVisible();
  await field(page, 'Reason').fill('Reported by a company: the addresses do not exist');
  await dialog.getByRole('button', { name: 'Mark invalid' }).click();
  await expect(section.getByText('Marked invalid. No tokens were due back.')).toBeVisible();
  await expect(card).toContainText('Invalid');
  await expect(card.getByRole('button', { name: /^Mark invalid/ })).toHaveCount(0);
  await settled(page);
  await shot('admin-invalid-move-request');
});
