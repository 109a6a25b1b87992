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

test('an admin marks a move request invalid', async ({ page, shot }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the form is the same on phones');
  const { createTestUser } = await import('@test/support/fixtures/users');
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  const moveId = await createMove(customer);
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const form = page.getByRole('form', { name: 'Mark a move request invalid' });
  await form.getByRole('button', { name: 'Mark invalid' }).click();
  await expect(form.getByText('Please enter the move request id.')).toBeVisible();
  await field(page, 'Move request id').fill(moveId);
  await field(page, 'Reason').fill('Reported by a company: the addresses do not exist');
  await form.getByRole('button', { name: 'Mark invalid' }).click();
  await expect(form.getByText('Marked invalid. No tokens were due back.')).toBeVisible();
  await settled(page);
  await shot('admin-invalid-move-request');
});
