import { randomUUID } from 'node:crypto';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerBooks, requestQuoteFrom } from '@test/support/fixtures/quotes';
import { customerWithMove } from '@test/support/fixtures/moves';
import { dayFromToday } from '@test/support/fixtures/dates';
import { makeAvailable } from '@test/support/fixtures/companies';
import { uniqueEmail } from '@test/support/fixtures/users';
import {
  chooseFilter,
  choosePriceOrRange,
  e2eStack,
  expect,
  ownPayPerLeadCompany,
  settled,
  startSignedIn,
  test,
  pressSpendingToken,
} from './support';

/**
 * /manage-leads and the quote editor (spec sections 2, 4, 5 and 8), as a company of the test's
 * own on the demo company's plan (pay per lead), with a Casey C. to prepare the quote.
 */
test.beforeAll(() => {
  e2eStack();
});

/** A letters-only marker, so names stay names. */
const marker = () =>
  randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');

test('a requested quote is sent through the availability warning, then the booking shows the contact', async ({
  page,
  shot,
}) => {
  // A journey of dozens of steps: on a loaded 2-core machine it can outgrow the 60 s default (62 s seen).
  test.slow();
  const firstName = `Tessa${marker()}`;
  const lastName = `Okonkwo${marker()}`;
  const email = uniqueEmail(`lead-${marker()}`);
  const day = dayFromToday(200);
  const { customer, moveId } = await customerWithMove({ start: day, firstName, lastName, email });
  const { company, user } = await ownPayPerLeadCompany({ firstName: 'Casey', lastName: 'Carter' });
  await requestQuoteFrom(customer, moveId, company.id, day);
  // The company is busy on the move's day now, so sending asks first.
  await makeAvailable(company.id, [day], false);

  await startSignedIn(page, user.email);
  await page.goto('/manage-leads');
  await expect(page).toHaveTitle(/Manage Leads/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Leads' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter leads' })).toHaveAttribute('placeholder', 'Select a filter');

  await chooseFilter(page, 'Quote requested');
  await expect(page).toHaveURL(/filter=quote-requested/);
  const card = page.getByRole('article', { name: firstName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Quote requested', { exact: true })).toBeVisible();
  await expect(card.getByText(/Last interaction:/)).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shot('manage-leads-requested');

  await pressSpendingToken(page, card.getByRole('button', { name: 'Create & Send Quote' }));
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  await expect(editor.getByLabel('Prepared by')).toHaveValue('Casey C.');
  await choosePriceOrRange(editor);
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(editor.getByText('Price is required')).toBeVisible();
  await editor.getByLabel('Total quote amount or range start').fill('1200');
  await editor.getByLabel('Range end').fill('1000');
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await expect(editor.getByText('Top price must be greater than the price')).toBeVisible();
  await editor.getByLabel('Range end').fill('1500');
  await editor.getByLabel('Description').fill('Three movers and a 26 ft truck, piano handled with care.');
  await settled(page);
  await shot('manage-leads-editor');
  await editor.getByRole('button', { name: 'Save and send quote' }).click();

  const warning = page.getByRole('dialog', { name: 'Are you available?' });
  await expect(
    warning.getByText(
      'According to your availability calendar, you are not available during this time. Are you sure you want to send this quote?',
    ),
  ).toBeVisible();
  await settled(page);
  await shot('manage-leads-availability-warning');
  await warning.getByRole('button', { name: 'No' }).click();
  await expect(warning).toBeHidden();
  await expect(editor).toBeVisible();
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
  await page.getByRole('dialog', { name: 'Are you available?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Quote created successfully')).toBeVisible();
  await expect(editor).toBeHidden();

  await chooseFilter(page, 'Quoted');
  const quoted = page.getByRole('article', { name: firstName });
  await expect(quoted.getByText('Quoted', { exact: true })).toBeVisible();
  await expect(quoted.getByText('$1,200 - $1,500')).toBeVisible();
  await expect(quoted.getByRole('button', { name: 'View or Edit Quote' })).toBeVisible();
  await expect(quoted.getByText('Move request has changed since this job was quoted')).toHaveCount(0);

  // The customer changes the move after the quote: the card says so.
  const changed = await callRoute(routes.updateMoveRequest, {
    token: customer.accessToken,
    params: { id: moveId },
    body: { special_considerations: 'Piano on the ground floor, and a gun safe' },
  });
  expect(changed.status).toBe(200);
  await page.reload();
  await expect(
    page.getByRole('article', { name: firstName }).getByText('Move request has changed since this job was quoted'),
  ).toBeVisible();
  await shot('manage-leads-quoted-changed');

  // The customer books (POST /quote/{id}/book comes with the customer quote slice).
  expect(await customerBooks(moveId, company.id, company.name)).toEqual({ ok: true });
  await page.reload();
  await chooseFilter(page, 'Booked');
  const booked = page.getByRole('article', { name: `${firstName} ${lastName}` });
  await expect(booked.getByText('Booked', { exact: true })).toBeVisible();
  await booked.getByRole('button', { name: 'View Booking' }).click();
  const booking = page.getByRole('dialog', { name: `Booking with ${firstName} ${lastName}` });
  await expect(booking.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(booking.getByText('$1,200 - $1,500')).toBeVisible();
  await expect(booking.getByText('Piano on the ground floor, and a gun safe')).toBeVisible();
  await expect(booking.getByText('12 Oak St, Cary, NC 27511')).toBeVisible();
  await expect(booking.getByText('Please send an email to coordinate this move.')).toBeVisible();
  await settled(page);
  await shot('manage-leads-booking');
});

test('a company with no leads sees the empty state, and a failed list says so', async ({ page, shot }) => {
  const { user } = await companyWithUser();
  await startSignedIn(page, user.email);
  await page.goto('/manage-leads');
  await expect(page.getByText('No leads found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await shot('manage-leads-empty');

  await page.route('**/api/my-company-quotes', (route) => route.fulfill({ status: 500, body: '{"error":"Boom"}' }));
  await page.reload();
  const failed = page.getByRole('alert', { name: 'We could not load your leads' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  // Said once: in the page, not again in a toast.
  await expect(page.getByText('We could not load your leads')).toHaveCount(1);
});
