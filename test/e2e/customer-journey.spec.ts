import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { makeAvailable } from '@test/support/fixtures/companies';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { createTestUser, nameTag, signIn } from '@test/support/fixtures/users';
import {
  card,
  e2eStack,
  expect,
  fillLocation,
  nextMonthDay,
  pickDates,
  fillBookingDialog,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * The customer's whole path (issue: customer journey): a new account fills /move-info, picks
 * a company on /matches (one of this test's own, so the demo company stays as seeded),
 * receives its quote (sent by the company through the API),
 * books it on /quotes and cancels the booking; the company sees the customer's contact only
 * while the booking stands.
 */

test.beforeAll(() => {
  e2eStack();
});

test('a new customer goes from an empty account to a booked mover, then cancels', async ({ page, shot }) => {
  // A journey of dozens of steps: on a loaded 2-core machine it can outgrow the 60 s default (62 s seen).
  test.slow();
  const lastName = `Journey${nameTag(5)}`;
  const customer = await createTestUser({ role: 'MOVER', profile: true, firstName: 'Jo', lastName });
  const start = nextMonthDay(7);
  const end = nextMonthDay(10);
  const movers = await companyWithUser({ name: `Trailhead Movers ${nameTag(5)}` });
  // Its calendar is open on the move's days: matching lists it.
  await makeAvailable(movers.company.id, [start.iso, end.iso]);
  await startSignedIn(page, customer.email);

  // 1. The move request, through the form.
  await page.goto('/move-info');
  const dates = await pickDates(page, start.label, end.label);
  await dates.getByRole('button', { name: 'Save dates' }).click();
  await card(page, 'From location').getByRole('button', { name: 'Add From location' }).click();
  const from = page.getByRole('dialog', { name: 'Location From' });
  await fillLocation(from, page, {
    street: '1 Fayetteville St',
    city: 'Raleigh',
    state: 'North Carolina',
    zip: '27601',
  });
  await from.getByRole('button', { name: 'Save location' }).click();
  await card(page, 'To location').getByRole('button', { name: 'Add To location' }).click();
  const to = page.getByRole('dialog', { name: 'Location To' });
  await fillLocation(to, page, { street: '5 King St', city: 'Charleston', state: 'South Carolina', zip: '29401' });
  await to.getByRole('button', { name: 'Save location' }).click();
  await page.getByRole('button', { name: 'See moving company matches' }).click();

  // 2. Matches: request a quote from the demo company.
  await expect(page).toHaveURL(/\/matches$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We found these verified companies for you!' }),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: `Request a quote from ${movers.company.name}` }).check();
  await page.getByRole('button', { name: 'Request quotes from selected' }).click();
  const sent = page.getByRole('dialog', { name: 'Your quote requests are on their way' });
  await expect(sent).toContainText(
    'Your last name and contact info are not shared with the companies until after you book.',
  );
  await settled(page);
  await shot('journey-requested');
  await sent.getByRole('button', { name: 'Go to my quotes' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  const quoteCard = page.getByRole('article', { name: new RegExp(movers.company.name) });
  await expect(quoteCard.getByTestId('quote-status')).toHaveText('Quote requested');

  // 3. The company finds the request in its lead list, without the customer's last name, and quotes it.
  // By this customer's move id, the one lead of the company's list.
  const mine = await callRoute(routes.getMyMoveRequest, { token: customer.accessToken });
  expect(mine.status).toBe(200);
  const moveId = mine.body!.id;
  const company = await signIn(movers.user.email);
  const leads = await callRoute(routes.listMyCompanyQuotes, { token: company.accessToken });
  const lead = leads.body.find(
    (item: { move_request: { id: string; user?: { firstName: string } } }) => item.move_request.id === moveId,
  );
  expect(lead).toMatchObject({ status: 'QUOTE_REQUESTED', move_request: { user: { firstName: 'Jo' } } });
  expect(JSON.stringify(leads.body)).not.toContain(lastName);
  const quoted = await callRoute(routes.sendCompanyQuote, {
    token: company.accessToken,
    body: {
      move_request_id: moveId,
      moving_company_id: movers.company.id,
      price: 1450,
      top_price: 1700,
      description: 'Three movers, one truck.',
    },
  });
  expect(quoted.status).toBeLessThan(300);

  // 4. The customer sees the quote, books it, and the company now sees the last name.
  await page.reload();
  await expect(quoteCard.getByTestId('quote-status')).toHaveText('Quoted');
  await expect(quoteCard.getByTestId('quote-price')).toHaveText('$1,450 - $1,700');
  await quoteCard.getByRole('button', { name: 'View quote' }).click();
  const quoteModal = page.getByRole('dialog', { name: `Your quote from ${movers.company.name}` });
  await expect(quoteModal).toContainText('Three movers, one truck.');
  await quoteModal.getByRole('button', { name: 'Book', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await fillBookingDialog(confirm);
  await confirm.getByRole('button', { name: 'Confirm booking' }).click();
  const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(congrats).toContainText(`Your move is booked with ${movers.company.name}`);
  await settled(page);
  await shot('journey-booked');
  await congrats.getByRole('button', { name: 'OK' }).click();
  await expect(quoteCard.getByTestId('quote-status')).toHaveText('Booked');
  const booked = await callRoute(routes.getMoveRequest, { token: company.accessToken, params: { id: moveId } });
  expect(booked.body.user).toMatchObject({ firstName: 'Jo', lastName, email: customer.email });

  // 5. The customer cancels; after a reload the quote is CANCELLED and the contact is hidden again.
  await quoteCard.getByRole('button', { name: 'View booking' }).click();
  await page
    .getByRole('dialog', { name: `Your booking with ${movers.company.name}` })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await page
    .getByRole('dialog', { name: 'Cancel your booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  const notice = page.getByRole('dialog', { name: 'Cancellation requested' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(quoteCard.getByTestId('quote-status')).toHaveText('Cancelled');
  await settled(page);
  await shot('journey-cancelled');
  const after = await callRoute(routes.getMoveRequest, { token: company.accessToken, params: { id: moveId } });
  expect(JSON.stringify(after.body)).not.toContain(lastName);
});
