import { bookedMove, complete, moveDayPassed } from '@test/support/fixtures/booking-completion';
import { validPng } from '@test/support/fixtures/images';
import { CLOCK_ROOM } from '@test/support/fixtures/inventories';
import { e2eStack, expect, seriousAxeFindings, settled, startSignedIn, test } from './support';

/** A loss or damage claim on a completed booking (docs/compliance.md, Claims). */
test.beforeAll(() => {
  e2eStack();
});

test('a customer files a claim after the move; the company acknowledges and pays it; both see the decision', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const move = await bookedMove({ price: 1_300, inventory: CLOCK_ROOM });
  await moveDayPassed(move.quoteId, 2);
  expect((await complete(move.companyUser, move.quoteId, { final_price: 1_300 })).status).toBe(200);

  await startSignedIn(page, move.customer.email);
  await page.goto(`/bookings/${move.quoteId}`);
  const claim = page.getByRole('region', { name: 'Loss or damage claim', exact: true });
  const form = claim.getByRole('form', { name: 'File a claim' });
  await expect(form).toContainText('The company must acknowledge it within 30 days and decide within 120.');
  await form.getByRole('textbox', { name: 'Item 1' }).fill('Dining table');
  await form.getByRole('textbox', { name: 'Weight (lb)' }).fill('120');
  await form.getByRole('textbox', { name: 'Amount ($)' }).fill('450');
  await form.getByLabel('Add an item from your inventory').click();
  await page.getByRole('option', { name: 'Grandfather clock (150 lb each)' }).click();
  await expect(form.getByRole('textbox', { name: 'Item 2' })).toHaveValue('Grandfather clock');
  await form.getByRole('textbox', { name: 'Amount ($)' }).nth(1).fill('300');
  await form.getByRole('textbox', { name: 'What happened' }).fill('A leg of the table was broken when it arrived.');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: validPng(32, 32) });
  await settled(page);
  expect(await seriousAxeFindings(page, { include: '[data-testid="booking-claim"]' })).toEqual([]);
  await form.getByRole('button', { name: 'File the claim' }).click();
  await expect(claim.getByTestId('claim-status')).toHaveText('Filed, waiting for the company');
  await expect(claim.getByTestId('claim-items').getByRole('listitem')).toHaveText([
    'Dining table · 120 lb · $450 claimed',
    'Grandfather clock (inventory, Living room) · 150 lb · $300 claimed',
  ]);
  await expect(claim.getByRole('img', { name: 'Claim photo 1' })).toBeVisible();
  await shot('claim-filed');

  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const company = await context.newPage();
  await startSignedIn(company, move.companyUser.email);
  await company.goto(`/bookings/${move.quoteId}`);
  const theirs = company.getByRole('region', { name: 'Loss or damage claim', exact: true });
  await expect(theirs.getByRole('img', { name: 'Claim photo 1' })).toBeVisible();
  await theirs.getByRole('button', { name: 'Acknowledge the claim' }).click();
  await expect(theirs.getByTestId('claim-status')).toHaveText('Acknowledged by the company');
  const decision = theirs.getByRole('form', { name: 'Decide the claim' });
  await decision.getByRole('textbox', { name: /Amount/ }).fill('400');
  await decision.getByRole('textbox', { name: /Note to the customer/ }).fill('Paid for a new leg and the refinishing.');
  expect(await seriousAxeFindings(company, { include: '[data-testid="booking-claim"]' })).toEqual([]);
  await decision.getByRole('button', { name: 'Send the decision' }).click();
  await expect(theirs.getByTestId('claim-status')).toHaveText('Settled');
  await context.close();

  await page.reload();
  await expect(claim.getByTestId('claim-decision')).toContainText('Pay: $400. Paid for a new leg and the refinishing.');
});
