import { randomUUID } from 'node:crypto';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { makeAvailable } from '@test/support/fixtures/companies';
import { testLocation } from '@test/support/fixtures/locations';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book } from '@test/support/fixtures/quotes';
import { uniqueEmail } from '@test/support/fixtures/users';
import {
  chooseFilter,
  choosePriceOrRange,
  e2eStack,
  expect,
  nextMonthDay,
  ownPayPerLeadCompany,
  settled,
  startSignedIn,
  test,
  pressSpendingToken,
} from './support';

/**
 * The company's path through a lead (issue: company journey): the lead a customer created is
 * the one a pay-per-lead company (the demo company's plan, a company of this test's own) finds
 * on /find-leads; it saves it, sends a range quote through the availability warning, follows it
 * on /manage-leads, and sees the customer's last name and e-mail only once the customer has
 * booked (through the real booking route).
 */
test.beforeAll(() => {
  e2eStack();
});

test('a lead a customer created is found, saved, quoted through the warning, managed and booked', async ({
  page,
  shot,
}) => {
  // A journey of dozens of steps: on a loaded 2-core machine it can outgrow the 60 s default (62 s seen).
  test.slow();
  const mark = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');
  const [firstName, lastName, town] = [`Robin${mark}`, `Quill${mark}`, `Pinebluff ${mark}`];
  const email = uniqueEmail(`journey-${mark}`);
  const [start, end] = [nextMonthDay(14), nextMonthDay(15)];
  const from = testLocation({
    address: '3 Hidden Lane',
    city: town,
    zip: '28374',
    square_feet: 2200,
    count_bedrooms: 4,
  });
  const { customer, moveId } = await customerWithMove({
    firstName,
    lastName,
    email,
    from,
    to: { ...from, address: '8 Dune Rd', city: 'Myrtle Beach', state: 'SC', zip: '29577' },
    start: start.iso,
    end: end.iso,
    special: '',
  });
  const { company, user } = await ownPayPerLeadCompany({ name: `Sandhill Movers ${mark}` });
  // The company is busy on both days, so sending the quote asks first.
  await makeAvailable(company.id, [start.iso, end.iso], false);

  // 1. Find the lead by its town: first name only.
  await startSignedIn(page, user.email);
  await page.goto('/find-leads');
  await page.getByLabel('From city').fill(town);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const lead = page.getByTestId('lead-card');
  await expect(lead).toHaveCount(1);
  await expect(lead.getByRole('heading', { name: firstName })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(lastName);
  await expect(page.locator('body')).not.toContainText('3 Hidden Lane');

  // 2. Save it, then send a range quote through the availability warning.
  await lead.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByText('Lead saved successfully')).toBeVisible();
  await pressSpendingToken(page, lead.getByRole('button', { name: 'Create & send quote' }));
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  await choosePriceOrRange(editor);
  await editor.getByLabel('Total quote amount or range start').fill('2100');
  await editor.getByLabel('Range end').fill('2600');
  await editor.getByLabel('Description').fill('Four movers, two trucks, full packing.');
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  const warning = page.getByRole('dialog', { name: 'Are you available?' });
  await expect(warning).toContainText(
    'According to your availability calendar, you are not available during this time.',
  );
  await settled(page);
  await shot('company-journey-warning');
  await warning.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Quote created successfully')).toBeVisible();
  await expect(lead.getByRole('button', { name: 'View or edit quote' })).toBeVisible();

  // 3. Manage leads: under Quoted, still without the last name.
  await page.goto('/manage-leads');
  await chooseFilter(page, 'Quoted');
  const quoted = page.getByRole('article', { name: firstName });
  await expect(quoted.getByText('$2,100 - $2,600')).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await settled(page);
  await shot('company-journey-quoted');

  // 4. The customer sees the quote at once and books it through POST /quote/{id}/book.
  const quotes = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
  const quote = quotes.body.find((q: { moving_company_id: string }) => q.moving_company_id === company.id);
  expect(quote).toMatchObject({ status: 'QUOTED', price: 2100, top_price: 2600, move_request_id: moveId });
  expect((await book(customer, quote!.id)).status).toBe(200);

  // 5. Now the company sees who booked: name, e-mail and the street address.
  await page.reload();
  await chooseFilter(page, 'Booked');
  const booked = page.getByRole('article', { name: `${firstName} ${lastName}` });
  await booked.getByRole('button', { name: 'View Booking' }).click();
  const booking = page.getByRole('dialog', { name: `Booking with ${firstName} ${lastName}` });
  await expect(booking.getByRole('link', { name: email })).toBeVisible();
  await expect(booking.getByText(`3 Hidden Lane, ${town}, NC 28374`)).toBeVisible();
  await settled(page);
  await shot('company-journey-booked');
});
