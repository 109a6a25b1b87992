import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove, customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import { INVENTORY_QUOTE_TEXT } from '@schemas/inventory';
import {
  e2eStack,
  expect,
  freshCustomer,
  ownPayPerLeadCompany,
  pressSpendingToken,
  seriousAxeFindings,
  startSignedIn,
  test,
  chooseItemisedEstimate,
} from './support';

/** /move-info/inventory: the customer's room-by-room inventory (docs/inventory.md). */
test.beforeAll(() => {
  e2eStack();
});

/** A 1x1 PNG: the attachment kind has no minimum size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a customer starts from a typical 2-bedroom home, edits it with live totals, adds their own item and a photo, and saves version 1', async ({
  page,
  shot,
}) => {
  const customer = await freshCustomer(page);
  const moveId = await createMove(customer);
  await page.goto('/move-info');
  await page.getByRole('link', { name: 'Add your inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'What you are moving' })).toBeVisible();

  await page.getByRole('button', { name: 'Start from a typical 2-bedroom home' }).click();
  const totals = page.getByTestId('inventory-totals');
  const before = await totals.textContent();
  expect(before).toMatch(/cu ft · about [\d,]+ lb · [\d,]+ pieces/);

  const living = page.getByRole('region', { name: 'Living room' });
  await living.getByRole('combobox', { name: 'Add an item to Living room' }).fill('Piano, upright');
  await page.getByRole('option', { name: 'Piano, upright' }).click();
  await expect(totals).not.toHaveText(before!);

  await living.getByLabel('Item name (Living room)').fill('Grandfather clock');
  await living.getByLabel('Cubic feet (each)').fill('20');
  await living.getByLabel('Weight in lb (each)').fill('150');
  await living.getByRole('button', { name: 'Add item' }).click();
  await living.getByRole('checkbox', { name: 'Over $100 a pound' }).last().check();
  await living.locator('input[type="file"]').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: PNG });
  await expect(living.getByRole('img', { name: 'Living room, photo 1' })).toBeVisible();

  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('inventory-editing');
  await page.getByRole('button', { name: 'Save inventory' }).click();
  await expect(page.getByText('Inventory saved (version 1)')).toBeVisible();

  const saved = await callRoute(routes.getInventory, { token: customer.accessToken, params: { id: moveId } });
  expect(saved.body!.version).toBe(1);
  const livingRoom = saved.body!.rooms.find((room: { name: string }) => room.name === 'Living room');
  expect(livingRoom!.lines).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ catalogue_id: null, name: 'Grandfather clock', high_value: true }),
    ]),
  );
  expect(livingRoom!.photos).toHaveLength(1);

  // Back on /move-info the step shows the totals and offers to edit.
  await page.getByRole('link', { name: 'Back to your move' }).click();
  await expect(page.getByRole('region', { name: 'What you are moving' })).toContainText(
    saved.body!.totals.pieces.toString(),
  );
  await expect(page.getByRole('link', { name: 'Edit inventory' })).toBeVisible();
});

test('a company opening the quote editor of a requested lead reads the inventory, rooms by kind; the page itself is the customer’s', async ({
  page,
  shot,
}) => {
  const firstName = `Inez${Date.now()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  const day = dayFromToday(210);
  const { customer, moveId } = await customerWithMove({ start: day, firstName });
  const saved = await callRoute(routes.putInventory, {
    token: customer.accessToken,
    params: { id: moveId },
    body: { rooms: [{ kind: 'bedroom', name: "Emma's room", lines: [{ catalogue_id: 'box-medium', quantity: 4 }] }] },
  });
  expect(saved.status).toBe(200);
  const { company, user } = await ownPayPerLeadCompany();
  await requestQuoteFrom(customer, moveId, company.id, day);

  await startSignedIn(page, user.email);
  await page.goto('/manage-leads');
  const card = page.getByRole('article', { name: firstName });
  await expect(card.getByTestId('lead-inventory-totals')).toHaveText('Inventory: 12 cu ft · about 112 lb · 4 pieces');
  await pressSpendingToken(page, card.getByRole('button', { name: 'Create & Send Quote' }));
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  const inventory = editor.getByTestId('lead-inventory');
  await expect(inventory).toContainText('Inventory (version 1): 12 cu ft');
  await inventory.getByRole('button', { name: /Bedroom 1/ }).click();
  await expect(inventory).toContainText('4 × Medium box');
  await expect(editor).not.toContainText('Emma');
  await shot('inventory-in-quote-editor');

  // A binding estimate priced by volume: $10 a cubic foot of version 1's 12 cu ft.
  await chooseItemisedEstimate(editor);
  await editor.getByLabel('Price the moving charge').selectOption('PER_CUBIC_FOOT');
  await expect(editor.getByText('× 12 cu ft (inventory version 1)')).toBeVisible();
  await editor.getByLabel('Rate per cubic foot').fill('10');
  await expect(editor.getByTestId('estimate-total')).toContainText('Total: $120');
  await shot('quote-editor-by-volume');
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(editor).toBeHidden();
  const sent = await callRoute(routes.findQuoteByMoveRequestId, { token: user.accessToken, params: { id: moveId } });
  expect(sent.body).toMatchObject({
    price: 120,
    inventory_version: 1,
    estimate: { pricing_basis: 'PER_CUBIC_FOOT', unit_rate: 10, priced_quantity: 12 },
  });

  // The customer then adds boxes: the card says the quote is out of date.
  const edited = await callRoute(routes.putInventory, {
    token: customer.accessToken,
    params: { id: moveId },
    body: { rooms: [{ kind: 'bedroom', name: "Emma's room", lines: [{ catalogue_id: 'box-medium', quantity: 9 }] }] },
  });
  expect(edited.status).toBe(200);
  await page.reload();
  await expect(card.getByText(INVENTORY_QUOTE_TEXT.companyNote)).toBeVisible();
  await card.getByRole('button', { name: 'Show the inventory' }).click();
  await expect(card.getByTestId('lead-inventory')).toContainText('Inventory (version 2): 27 cu ft');
  expect(await seriousAxeFindings(page, { include: 'main' })).toEqual([]);
  await shot('inventory-on-manage-leads');

  // The inventory page is the customer's: a company gets the friendly notice.
  await page.goto('/move-info/inventory');
  await expect(page.getByTestId('role-notice')).toContainText('This page is for customers');
});

test(
  'on a phone the inventory reads top to bottom without sideways scrolling',
  { tag: '@phone' },
  async ({ page, isMobile, shot }) => {
    test.skip(!isMobile, 'the phone layout');
    const customer = await freshCustomer(page);
    await createMove(customer);
    await page.goto('/move-info/inventory');
    await page.getByRole('button', { name: 'Start from a typical 2-bedroom home' }).click();
    await expect(page.getByTestId('inventory-totals')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await shot('inventory-phone');
  },
);
