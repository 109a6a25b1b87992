import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import {
  chooseFilter,
  e2eStack,
  expect,
  ownPayPerLeadCompany,
  pressSpendingToken,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * The company's itemised estimate in the quote editor: fields, live total, validation, and what
 * the customer gets. The company is the test's own, on the demo company's plan (pay per lead).
 */
test.beforeAll(() => {
  e2eStack();
});

test('a company sends an itemised hourly estimate and the customer sees its parts and totals', async ({
  page,
  shot,
}) => {
  test.slow();
  const firstName = `Itemised${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;
  const day = dayFromToday(210);
  const { customer, moveId } = await customerWithMove({
    start: day,
    firstName,
    from: { unit_level_start: 2, is_stairs_required: true },
    special: 'Upright piano, third-floor walk-up',
  });
  const { company, user } = await ownPayPerLeadCompany();
  await requestQuoteFrom(customer, moveId, company.id, day);
  await makeAvailable(company.id, [day]);

  await startSignedIn(page, user.email);
  await page.goto('/manage-leads');
  await chooseFilter(page, 'Quote requested');
  await pressSpendingToken(
    page,
    page.getByRole('article', { name: firstName }).getByRole('button', { name: 'Create & Send Quote' }),
  );
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  // At 1280 px the lead's facts stand beside the form, and a new quote starts as an itemised estimate.
  const facts = editor.getByTestId('lead-facts');
  await expect(facts).toBeVisible();
  await expect(facts).toContainText('3rd floor · 2 levels');
  await expect(facts).toContainText('Upright piano, third-floor walk-up');
  await expect(facts.getByText('Stairs', { exact: true }).first()).toBeVisible();
  await expect(editor.getByRole('radio', { name: 'Itemised estimate' })).toBeChecked();
  await expect(editor.getByTestId('estimate-total')).toBeVisible();
  const factsBox = (await facts.boundingBox())!;
  const fieldBox = (await editor.getByLabel('Crew size (movers)').boundingBox())!;
  expect(factsBox.x + factsBox.width).toBeLessThanOrEqual(fieldBox.x);
  expect(fieldBox.y).toBeLessThan(factsBox.y + factsBox.height);
  await settled(page);
  await shot('quote-editor-facts');

  // At 375 px one column: the facts fold above the form, the editor takes the whole screen.
  await page.setViewportSize({ width: 375, height: 812 });
  const folded = editor.getByRole('button', { name: /The move/ });
  await expect(folded).toHaveAttribute('aria-expanded', 'false');
  expect((await folded.boundingBox())!.y).toBeLessThan(
    (await editor.getByLabel('Crew size (movers)').boundingBox())!.y,
  );
  await settled(page);
  await shot('quote-editor-phone');
  await folded.click();
  await expect(editor.getByTestId('lead-facts')).toContainText('3rd floor · 2 levels');
  await settled(page);
  await shot('quote-editor-phone-facts');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(editor.getByTestId('lead-facts')).toBeVisible();

  await editor.getByRole('radio', { name: /Non-binding hourly/ }).check();
  await expect(editor.getByTestId('estimate-total')).toContainText(
    'The total appears when the required fields are filled in.',
  );
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(editor.getByText('Enter the hourly rate per mover')).toBeVisible();
  await expect(editor.getByText('Enter the estimated hours')).toBeVisible();

  await editor.getByLabel('Crew size (movers)').fill('3');
  await editor.getByLabel('Hourly rate per mover').fill('60');
  await editor.getByLabel(/^Estimated hours/).fill('6');
  await editor.getByLabel('High estimate of hours').fill('8');
  await editor.getByLabel('Travel fee').fill('120');
  await editor.getByRole('button', { name: 'Add a charge' }).click();
  await editor.getByLabel('Charge 1', { exact: true }).selectOption('OTHER');
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(editor.getByText('Enter an amount')).toBeVisible();
  await editor.getByLabel(/^Amount/).fill('45');
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(editor.getByText('Name the "Other" charge')).toBeVisible();
  await editor.getByLabel('Detail or name').fill('Wardrobe boxes');
  // 3 x 6 x $60 + $120 + $45 = $1,245; 8 hours: $1,605; worst case 110 %: $1,765.50; 2 hours over: $360.
  await expect(editor.getByTestId('estimate-total')).toContainText('Total: $1,245 - $1,605');
  await expect(editor.getByTestId('estimate-total')).toContainText('$1,765.50');
  await expect(editor.getByTestId('estimate-total')).toContainText('2 hours over adds $360');
  await settled(page);
  await shot('quote-editor-estimate');
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);

  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(page.getByText('Quote created successfully')).toBeVisible();
  await chooseFilter(page, 'Quoted');
  await expect(page.getByRole('article', { name: firstName }).getByText('$1,245 - $1,605')).toBeVisible();

  // Reopened, the editor shows the estimate as sent.
  await page.getByRole('article', { name: firstName }).getByRole('button', { name: 'View or Edit Quote' }).click();
  const reopened = page.getByRole('dialog', { name: /quote/i });
  await expect(reopened.getByLabel('Hourly rate per mover')).toHaveValue('$60');
  await expect(reopened.getByLabel('Detail or name')).toHaveValue('Wardrobe boxes');

  const quotes = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
  const mine = quotes.body.find((q) => q.moving_company_id === company.id)!;
  expect(mine).toMatchObject({
    price: 1245,
    top_price: 1605,
    estimate: { type: 'NON_BINDING_HOURLY', crew_size: 3, worst_case: 1765.5 },
  });
});
