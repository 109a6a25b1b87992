import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  e2eStack,
  expect,
  field,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * The top of /admin-dashboard at 1280 and 375 px (docs/admin.md, Dashboard lists): the seed's
 * companies waiting for vetting, what needs attention (insurance, disputes, unconfirmed
 * arrivals) as cards, and the move request search that starts 'Mark invalid'; axe-clean, no
 * sideways scroll.
 */
test.beforeAll(() => {
  e2eStack();
});

test('the dashboard opens with what to act on, and finds a move request by the customer', async ({ page, shot }) => {
  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings.nth(0)).toHaveText('Waiting for vetting');
  await expect(headings.nth(1)).toHaveText('Needs attention');

  const waiting = page.getByRole('list', { name: 'Waiting for vetting' });
  for (const name of ['Sandhills Moving Co.', 'Outer Banks Moving & Delivery', 'Sea Island Movers'])
    await expect(waiting.getByRole('link', { name })).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByRole('list', { name: 'Insurance certificates' })).toContainText('Queen City Relocation');
  await expect(attention.getByRole('heading', { name: 'Disputed moves' })).toBeVisible();
  await expect(attention.getByRole('heading', { name: 'Unconfirmed arrivals' })).toBeVisible();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  expect(await seriousAxeFindings(page)).toEqual([]);
  await saveScreenshot(page.getByRole('region', { name: 'Waiting for vetting' }), 'admin-waiting-for-vetting');
  await saveScreenshot(attention, 'admin-needs-attention');
  await shot('admin-dashboard-top');

  // Mark invalid starts from a search: the demo customer by e-mail.
  const invalid = page.getByRole('region', { name: 'Invalid move requests' });
  await field(page, 'Find a move request').fill(DEMO_CUSTOMER);
  const card = invalid.getByTestId('move-request-found');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Jordan Rivera');
  await expect(card.getByRole('button', { name: /^Mark invalid/ })).toBeVisible();
  await field(page, 'Find a move request').fill('zz-nobody-here');
  await expect(invalid.getByTestId('move-request-search-empty')).toBeVisible();
  await field(page, 'Find a move request').fill(DEMO_CUSTOMER);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Mark invalid/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark this move request invalid?' });
  await expect(dialog).toContainText('Jordan Rivera');
  await settled(page);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot('admin-mark-invalid-dialog');
  // Leaves the demo customer's request as it was.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await saveScreenshot(invalid, 'admin-move-request-search');
});
