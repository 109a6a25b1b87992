import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { createTestCompany, makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { createMove } from '@test/support/fixtures/moves';
import { book, cancelBooking, customerWithQuotes, quoted, storedQuote } from '@test/support/fixtures/quotes';
import { nameTag } from '@test/support/fixtures/users';
import {
  DEMO_ADMIN,
  e2eStack,
  expect,
  freshCustomer,
  fillBookingDialog,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/*
 * The concierge path (docs/concierge.md): the customer upgrades and sets a maximum price, staff
 * ask matching companies and note it, a company quotes, staff recommend it, and the customer
 * approves it above their maximum (ticking the consent), pays the $99 and it is booked.
 */
test.beforeAll(() => {
  e2eStack();
});

test('upgrade, maximum price, staff quotes and recommendation, approval above the maximum, booked', async ({
  page,
  browser,
  shot,
}) => {
  test.slow(); // two sessions, a checkout and a booking
  const tag = nameTag(4);
  // A day no other spec opens calendars on: staff pick from the 10 best matching companies,
  // and on a shared day other specs' companies could fill them. One per project (the two may
  // run at once) and per try (a failed try's fillers stay open on its day).
  const firstDay = (test.info().project.name === 'mobile' ? 457 : 437) + 3 * test.info().retry;
  const start = dayFromToday(firstDay);
  const customer = await freshCustomer(page, { firstName: 'Robin', lastName: `Desk${tag}` });
  const moveId = await createMove(customer, { start, end: dayFromToday(firstDay + 2) });
  const [first, second] = await Promise.all([
    companyWithUser({ name: `Pine Movers ${tag}` }),
    companyWithUser({ name: `Oak Movers ${tag}` }),
  ]);
  // Ten companies alike in all but their names, which sort first: they fill the queue's 10 best,
  // so staff find Pine and Oak by name.
  const fillers = await Promise.all(
    Array.from({ length: 10 }, (_, n) => createTestCompany({ name: `Aa Filler ${tag} ${n}` })),
  );
  await Promise.all([first.company, second.company, ...fillers].map((company) => makeAvailable(company.id, [start])));

  // The customer upgrades and sets a maximum of $1,000.
  await page.goto('/profile#concierge');
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  await page
    .getByRole('dialog', { name: 'Upgrade to Concierge?' })
    .getByRole('button', { name: 'Confirm upgrade' })
    .click();
  await page.getByRole('dialog', { name: 'Thank you for upgrading!' }).getByRole('button', { name: 'Got it' }).click();
  const card = page.getByRole('region', { name: 'Let us handle your move' });
  await card.getByLabel('Maximum price (USD)').fill('1000');
  await card.getByRole('button', { name: 'Save maximum' }).click();
  await expect(card.getByTestId('max-price-current')).toHaveText('Your maximum: $1,000');

  // Staff ask both companies for the customer and note it.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await startSignedIn(staff, DEMO_ADMIN);
  await staff.goto('/admin-dashboard');
  const desk = staff.getByRole('article', { name: `Robin Desk${tag}` });
  await expect(desk).toContainText('Maximum price: $1,000');
  await expect(desk.getByRole('checkbox', { name: `Aa Filler ${tag} 0` })).toBeVisible();
  await expect(desk.getByRole('checkbox', { name: `Pine Movers ${tag}` })).toHaveCount(0);
  const findCompany = desk.getByLabel('Find another matching company');
  await findCompany.fill(`pine movers ${tag}`);
  await desk.getByRole('checkbox', { name: `Pine Movers ${tag}` }).check();
  await expect(desk.getByText('Found by name')).toBeVisible();
  await findCompany.fill(`Oak ${tag}`);
  await expect(desk.getByTestId('concierge-company-search-empty')).toBeVisible(); // not a part of the name
  await findCompany.fill(`Oak Movers ${tag}`);
  await desk.getByRole('checkbox', { name: `Oak Movers ${tag}` }).check();
  // Pine stays ticked in the list, though the search moved on.
  await expect(desk.getByRole('checkbox', { name: `Pine Movers ${tag}` })).toBeChecked();
  await settled(staff);
  await saveScreenshot(desk, 'concierge-company-search');
  expect(await seriousAxeFindings(staff)).toEqual([]);
  await desk.getByRole('button', { name: 'Request quotes' }).click();
  await expect(desk.getByText('Requested companies (2)')).toBeVisible();
  await desk.getByLabel('Add a note').fill('Asked Pine and Oak; Pine has the better reviews');
  await desk.getByRole('button', { name: 'Save note' }).click();
  await expect(desk.getByText('Asked Pine and Oak; Pine has the better reviews')).toBeVisible();

  // A company quotes; staff recommend it.
  const sent = await callRoute(routes.sendCompanyQuote, {
    token: first.user.accessToken,
    body: { move_request_id: moveId, moving_company_id: first.company.id, price: 1200 },
  });
  expect(sent.status).toBeLessThan(300);
  await staff.reload();
  await desk
    .getByRole('radiogroup', { name: 'Quote to recommend' })
    .getByRole('radio', { name: `Pine Movers ${tag}` })
    .check();
  await desk.getByLabel('Why this quote').fill('the best reviews of the two');
  await desk.getByRole('button', { name: 'Recommend' }).click();
  await expect(desk.getByTestId('concierge-recommendation')).toContainText('waiting for the customer');
  await expect(desk.getByTestId('concierge-recommendation')).toContainText('above the maximum');
  await settled(staff);
  await desk.scrollIntoViewIfNeeded();
  await saveScreenshot(staff, 'concierge-admin', { fullPage: true });
  expect(await seriousAxeFindings(staff)).toEqual([]);
  await staffContext.close();

  // The customer reads the timeline and approves above the maximum, ticking the consent.
  await page.reload();
  await expect(card.getByText('Asked 2 companies for a quote')).toBeVisible();
  await expect(card.getByText('1 company quoted')).toBeVisible();
  await expect(
    card.getByText(`Recommendation: Pine Movers ${tag}, $1,200, because the best reviews of the two`),
  ).toBeVisible();
  await expect(card.getByText('This is above your maximum of $1,000.')).toBeVisible();
  await settled(page);
  await shot('concierge-recommendation');
  expect(await seriousAxeFindings(page)).toEqual([]);

  await card.getByRole('button', { name: 'Approve and book' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve Pine Movers ${tag}?` });
  await fillBookingDialog(dialog, { day: start });
  // Before paying: the price, the terms and the $99 with when it comes back.
  await expect(dialog.getByText('Price: $1,200')).toBeVisible();
  await expect(dialog.getByTestId('concierge-fee-terms')).toContainText('Concierge fee: $99, paid once');
  await expect(dialog.getByTestId('concierge-fee-terms')).toContainText('the fee is not refunded');
  const confirm = dialog.getByRole('button', { name: 'Approve and pay $99' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('I accept a price above my maximum of $1,000').check();
  await settled(page);
  await shot('concierge-approve');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await confirm.click();

  // The $99 is charged now, on the local Stripe's checkout. Left unpaid, nothing is booked and
  // the card offers to finish; the paid second checkout books the quote.
  const { stripeUrl } = e2eStack();
  await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/checkout/cs_test_`));
  await page.goto('/profile#concierge');
  await expect(card.getByText('Approved, payment not finished')).toBeVisible();
  await settled(page);
  await shot('concierge-unpaid-approval');
  await card.getByRole('button', { name: 'Finish booking' }).click();
  await fillBookingDialog(dialog, { day: start });
  await dialog.getByLabel('I accept a price above my maximum of $1,000').check();
  await confirm.click();
  await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/checkout/cs_test_`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  // Back on /quotes, the return says what happened, as a deposit's does.
  await page.waitForURL(/\/quotes/);
  await expect(page.getByTestId('concierge-return')).toContainText(
    `Concierge fee of $99 paid: you are booked with Pine Movers ${tag} on`,
    { timeout: 30_000 },
  );
  expect((await storedQuote(moveId, first.company.id))?.status).toBe('BOOKED');

  await page.goto('/profile#concierge');
  await expect(card.getByText(`Your move is booked with Pine Movers ${tag} for`)).toBeVisible();
  await expect(card.getByText('You paid the $99 Concierge fee')).toBeVisible();
  await expect(card.getByText('Booked', { exact: true })).toBeVisible();

  // Cancelled: the card says so and what the $99 does now, and offers nothing to finish.
  const quoteId = (await storedQuote(moveId, first.company.id))!.id;
  expect((await cancelBooking(customer, quoteId)).status).toBe(200);
  // The step is recorded by an event handler: wait for it on the server, then read the page again.
  await expect
    .poll(
      async () =>
        (await callRoute(routes.getMyConcierge, { token: customer.accessToken })).body.timeline.some((entry) =>
          entry.text.startsWith('You cancelled your booking'),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.reload();
  await expect(card.getByText(`You cancelled your booking with Pine Movers ${tag} for`)).toBeVisible();
  await expect(card.getByText('Booking cancelled', { exact: true })).toBeVisible();
  await expect(card.getByTestId('recommendation-stage-note')).toContainText(
    'Your Concierge fee covers your next booking',
  );
  await expect(card.getByRole('button', { name: 'Finish booking' })).toHaveCount(0);
  await settled(page);
  await shot('concierge-cancelled');
  expect(await seriousAxeFindings(page)).toEqual([]);
});

test('a customer who already booked is not offered the upgrade', async ({ page, shot }) => {
  const booked = await customerWithQuotes(1, { lastName: `Booked${nameTag(4)}` });
  await quoted(booked, 0);
  expect((await book(booked.customer, booked.quoteIds[0])).body.status).toBe('BOOKED');
  await startSignedIn(page, booked.customer.email);
  await page.goto('/profile#concierge');
  const card = page.getByRole('region', { name: 'Let us handle your move' });
  await expect(card.getByText('You already have a booking, so Concierge is not offered for this move.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);
  await settled(page);
  await shot('concierge-booked-no-upgrade');
});
