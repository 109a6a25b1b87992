import type { Browser, Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import type { PutInventoryBody } from '@schemas/inventory';
import { callRoute } from '@test/support/api';
import { moveDayPassed } from '@test/support/fixtures/booking-completion';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { book, cancelBooking, customerWithQuotes, MOVE_START, quoted } from '@test/support/fixtures/quotes';
import { createTestUser, nameTag } from '@test/support/fixtures/users';
import { makeAvailable } from '@test/support/fixtures/companies';
import { dayFromToday } from '@test/support/fixtures/dates';
import { longDayLabel } from '@web/lib/calendar/calendar-dates';
import { e2eStack, expect, saveScreenshot, seriousAxeFindings, settled, startSignedIn, test } from './support';

/** /bookings/:quoteId: one booked move for its customer and its company. */
test.beforeAll(() => {
  e2eStack();
});

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A customer (Casey {lastName}) who booked a company's $1,500 quote for the afternoon, and a user of that company. */
async function bookedMove() {
  const suffix = nameTag(4);
  const lastName = `Booker${suffix}`;
  const f = await customerWithQuotes(1, { lastName, companyNames: [`Pine Movers ${suffix}`] });
  await quoted(f, 0, 1500);
  expect((await book(f.customer, f.quoteIds[0], { arrival_window: 'AFTERNOON' })).status).toBe(200);
  const companyUser = await createCompanyUser(f.companies[0].id);
  return { ...f, lastName, company: f.companies[0], companyUser, quoteId: f.quoteIds[0] };
}

/** The company user signed in on a browser of its own, at the size of the test's page. */
async function companyBrowser(browser: Browser, page: Page, baseURL: string | undefined, email: string) {
  const mobile = test.info().project.name === 'mobile';
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile: mobile });
  const companyPage = await context.newPage();
  await startSignedIn(companyPage, email);
  return { context, page: companyPage };
}

test('both sides open the booking page: day and window, terms, the other side’s contact, checklist', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const m = await bookedMove();
  const day = longDayLabel(MOVE_START);

  // The customer: the booked quote's card on /quotes shows the booked day and window, and its
  // booking modal (the same) leads to the booking page.
  await startSignedIn(page, m.customer.email);
  await page.goto('/quotes');
  const card = page.getByRole('article', { name: new RegExp(m.company.name) });
  await expect(card.getByTestId('quote-booked-day')).toHaveText(`${day} · Afternoon, 12–5 pm`);
  await card.getByRole('button', { name: 'View booking' }).click();
  const modal = page.getByRole('dialog', { name: `Your booking with ${m.company.name}` });
  await expect(modal.getByText(`${day} · Afternoon, 12–5 pm`)).toBeVisible();
  await modal.getByRole('link', { name: 'Open booking page' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${m.quoteId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Your move with ${m.company.name}` })).toBeVisible();
  await expect(page.getByTestId('booking-stage')).toHaveText('Upcoming');
  await expect(page.getByTestId('booking-day')).toHaveText(day);
  await expect(page.getByTestId('booking-window')).toHaveText('Afternoon, 12–5 pm');
  await expect(page.getByTestId('booking-price')).toHaveText('$1,500');
  const company = section(page, 'Your moving company');
  await expect(company.getByRole('link', { name: m.company.email })).toHaveAttribute(
    'href',
    `mailto:${m.company.email}`,
  );
  await expect(company.getByRole('link', { name: '9195550100' })).toBeVisible();
  await expect(section(page, 'Move-day checklist')).toContainText('Reserve parking for the truck');
  await expect(section(page, 'Your customer')).toHaveCount(0);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('booking-page-customer');

  // The company: from the booked lead on /manage-leads.
  const other = await companyBrowser(browser, page, baseURL, m.companyUser.email);
  await other.page.goto('/manage-leads');
  const lead = other.page.getByRole('article', { name: `Casey ${m.lastName}` });
  await expect(lead).toContainText(`Booked day: ${day} · Afternoon, 12–5 pm`);
  await lead.getByRole('link', { name: 'Booking page' }).click();
  await expect(other.page.getByRole('heading', { level: 1, name: `Move for Casey ${m.lastName}` })).toBeVisible();
  await expect(other.page.getByTestId('booking-day')).toHaveText(day);
  const customer = section(other.page, 'Your customer');
  await expect(customer).toContainText(`Casey ${m.lastName}`);
  await expect(customer.getByRole('link', { name: m.customer.email })).toBeVisible();
  const move = section(other.page, 'The move');
  await expect(move).toContainText('12 Oak St, Cary, NC 27511');
  await expect(move).toContainText('9 Elm Ave, Durham, NC 27701');
  await expect(section(other.page, 'Move-day checklist')).toContainText('Confirm the crew');
  await settled(other.page);
  expect(await seriousAxeFindings(other.page)).toEqual([]);
  await saveScreenshot(other.page, 'booking-page-company', { fullPage: true });
  await other.context.close();
});

test('someone else’s booking is not found', async ({ page, shot }) => {
  const m = await bookedMove();
  const stranger = await createTestUser({ role: 'MOVER', profile: true });
  await startSignedIn(page, stranger.email);
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/bookings/${m.quoteId}`);
  await expect(page.getByRole('heading', { name: 'Booking not found' })).toBeVisible();
  await expect(page.getByText(m.company.email)).toHaveCount(0);
  await settled(page);
  // The sections of a booking (move-day record, changes, completion) ask nothing of a booking that is not theirs.
  expect(asked.filter((path) => path.includes(`/booking/${m.quoteId}/`))).toEqual([]);
  await shot('booking-page-not-found');
});

test('the company proposes a new day, window and price; the customer sees before and after and accepts', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const m = await bookedMove();
  const newDay = dayFromToday(31);
  await makeAvailable(m.company.id, [newDay]);
  // The customer has the booking open while the company proposes: the proposal arrives live.
  await startSignedIn(page, m.customer.email);
  await page.goto(`/bookings/${m.quoteId}`);
  await expect(page.getByTestId('booking-day')).toHaveText(longDayLabel(MOVE_START));

  // The company proposes, in its own browser.
  const { context, page: companyPage } = await companyBrowser(browser, page, baseURL, m.companyUser.email);
  await companyPage.goto(`/bookings/${m.quoteId}`);
  await companyPage.getByRole('button', { name: 'Propose a change' }).click();
  const form = companyPage.getByRole('form', { name: 'Propose a change' });
  await form.getByLabel('New move day').fill(newDay);
  await form.getByRole('combobox', { name: 'New arrival window' }).click();
  await companyPage.getByRole('option', { name: 'Morning, 8 am–12 pm' }).click();
  await form.getByRole('textbox', { name: 'New price ($)' }).fill('1700');
  // The reason is required: the form says so before anything is sent.
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(form.getByText('Say why in 3 to 500 characters')).toBeVisible();
  await form.getByRole('textbox', { name: 'Reason for the change' }).fill('The piano needs a fourth mover');
  await settled(companyPage);
  await saveScreenshot(companyPage, 'booking-change-form', { fullPage: true });
  await form.getByRole('button', { name: 'Send proposal' }).click();
  const waiting = section(companyPage, `Change proposed by ${m.company.name}`);
  await expect(waiting).toContainText('Waiting for the customer to accept or decline');
  await expect(waiting.getByRole('button', { name: 'Accept change' })).toHaveCount(0);
  await context.close();

  // The customer answers, on the page they kept open (no reload): the proposal is marked new.
  const panel = section(page, `Change proposed by ${m.company.name}`);
  await expect(panel).toContainText('The piano needs a fourth mover');
  await expect(panel.getByTestId('change-new')).toHaveText('New');
  const comparison = panel.getByTestId('change-comparison');
  await expect(comparison).toContainText(longDayLabel(MOVE_START));
  await expect(comparison).toContainText(longDayLabel(newDay));
  await expect(comparison).toContainText('$1,700 (price only)');
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('booking-change-pending-customer');
  await panel.getByRole('button', { name: 'Accept change' }).click();
  await expect(page.getByTestId('booking-day')).toHaveText(longDayLabel(newDay));
  await expect(page.getByTestId('booking-window')).toHaveText('Morning, 8 am–12 pm');
  await expect(page.getByTestId('booking-price')).toHaveText('$1,700');
  await expect(section(page, `Change proposed by ${m.company.name}`)).toHaveCount(0);
  await expect(page.getByTestId('change-history')).toContainText('Accepted');
  await expect(page.getByTestId('change-accepted')).toContainText(
    `Your move is now on ${longDayLabel(newDay)}, crew arrives Morning, 8 am–12 pm.`,
  );
  await settled(page);
  await shot('booking-change-accepted-customer');
});

test('the company proposes two arcade cabinets more and four boxes fewer; the customer sees the item diff and accepts', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const suffix = nameTag(4);
  const f = await customerWithQuotes(1, { lastName: `Stow${suffix}`, companyNames: [`Cedar Movers ${suffix}`] });
  const boxes = {
    rooms: [{ kind: 'bedroom', name: 'Our room', lines: [{ catalogue_id: 'box-medium', quantity: 10 }] }],
  } as PutInventoryBody;
  const saved = await callRoute(routes.putInventory, {
    token: f.customer.accessToken,
    params: { id: f.moveId },
    body: boxes,
  });
  expect(saved.status).toBe(200);
  await quoted(f, 0, 1500);
  expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
  const companyUser = await createCompanyUser(f.companies[0].id);
  const quoteId = f.quoteIds[0];

  const { context, page: companyPage } = await companyBrowser(browser, page, baseURL, companyUser.email);
  await companyPage.goto(`/bookings/${quoteId}`);
  await companyPage.getByRole('button', { name: 'Propose a change' }).click();
  const form = companyPage.getByRole('form', { name: 'Propose a change' });
  await expect(form.getByTestId('inventory-change-fields')).toContainText('version 1');
  await form.getByRole('button', { name: 'Add an item' }).click();
  await form.getByRole('combobox', { name: 'Room, added item 1' }).fill('Garage');
  await form.getByRole('combobox', { name: 'Item, added item 1' }).fill('Arcade cabinet');
  await form.getByRole('textbox', { name: 'Quantity, added item 1' }).fill('2');
  // Not a catalogue item: the company states its figures.
  await form.getByRole('textbox', { name: 'Cubic feet each, added item 1' }).fill('15');
  await form.getByRole('textbox', { name: 'Pounds each, added item 1' }).fill('40');
  await form.getByRole('button', { name: 'Remove a listed item' }).click();
  await form.getByRole('combobox', { name: 'Listed item to remove 1' }).click();
  await companyPage.getByRole('option', { name: 'Bedroom 1: Medium box (3 cu ft) (10 listed)' }).click();
  await form.getByRole('textbox', { name: 'Pieces to remove 1' }).fill('4');
  await form.getByRole('textbox', { name: 'New price ($)' }).fill('1650');
  await form
    .getByRole('textbox', { name: 'Reason for the change' })
    .fill('Two arcade cabinets in the garage; four boxes stay');
  await settled(companyPage);
  expect(await seriousAxeFindings(companyPage, { include: '[aria-label="Propose a change"]' })).toEqual([]);
  // A crew proposes from a phone too: at 375 px the filled item rows wrap, nothing scrolls sideways.
  await companyPage.setViewportSize({ width: 375, height: 812 });
  expect(await companyPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await saveScreenshot(companyPage, 'booking-change-items-form-375', { fullPage: true });
  await companyPage.setViewportSize({ width: 1280, height: 800 });
  await saveScreenshot(companyPage, 'booking-change-items-form', { fullPage: true });
  await form.getByRole('button', { name: 'Send proposal' }).click();
  await expect(section(companyPage, `Change proposed by ${f.companies[0].name}`)).toContainText('Items added');
  await context.close();

  await startSignedIn(page, f.customer.email);
  await page.goto(`/bookings/${quoteId}`);
  const panel = section(page, `Change proposed by ${f.companies[0].name}`);
  const diff = panel.getByTestId('inventory-diff');
  await expect(diff).toContainText('2 × Arcade cabinet (15 cu ft each) in Garage');
  await expect(diff).toContainText('4 × Medium box (3 cu ft) in Our room');
  const comparison = panel.getByTestId('change-comparison');
  await expect(comparison).toContainText('Version 1: 30 cu ft · about 280 lb · 10 pieces');
  await expect(comparison).toContainText('Version 2: 48 cu ft · about 248 lb · 8 pieces');
  await settled(page);
  await shot('booking-change-items-customer');
  await panel.getByRole('button', { name: 'Accept change' }).click();
  await expect(page.getByTestId('booking-price')).toHaveText('$1,650');
  await expect(page.getByTestId('change-history')).toContainText('added 2 × Arcade cabinet');
  await expect(page.getByText('Version 2: 48 cu ft · about 248 lb · 8 pieces').first()).toBeVisible();
});

test('on the move day the crew checks the inventory off on a phone and the customer signs there; both see the signed record', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const lastName = `Sign${nameTag(4)}`;
  const f = await customerWithQuotes(1, { lastName, companyNames: [`Oak Crew ${nameTag(4)}`] });
  const inventory = {
    rooms: [
      { kind: 'living_room', name: 'Living room', lines: [{ catalogue_id: 'sofa-3-seat', quantity: 1 }] },
      { kind: 'bedroom', name: 'Bedroom', lines: [{ catalogue_id: 'box-medium', quantity: 6 }] },
    ],
  } as PutInventoryBody;
  expect(
    (await callRoute(routes.putInventory, { token: f.customer.accessToken, params: { id: f.moveId }, body: inventory }))
      .status,
  ).toBe(200);
  await quoted(f, 0, 1500);
  expect((await book(f.customer, f.quoteIds[0])).status).toBe(200);
  const quoteId = f.quoteIds[0];
  await moveDayPassed(quoteId, 0);
  const companyUser = await createCompanyUser(f.companies[0].id);

  // The crew, on a phone.
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true });
  const crew = await context.newPage();
  await startSignedIn(crew, companyUser.email);
  await crew.goto(`/bookings/${quoteId}`);
  const record = section(crew, 'Move-day record');
  const form = record.getByTestId('move-day-form-loading');
  await expect(form).toBeVisible();
  await form.getByRole('checkbox', { name: 'Living room: Sofa, 3 seats × 1' }).check();
  await form.getByRole('combobox', { name: 'Condition, item 1' }).click();
  await crew.getByRole('option', { name: 'Damaged' }).click();
  await form.getByRole('textbox', { name: 'Note, item 1' }).fill('Scuff on the left arm');
  await form.getByRole('checkbox', { name: 'Bedroom: Medium box (3 cu ft) × 6' }).check();
  await form.getByRole('textbox', { name: 'Exceptions' }).fill('One box re-taped');
  await form.getByRole('button', { name: 'Save the record' }).click();
  await expect(crew.getByText('Move-day record saved')).toBeVisible();
  await form.getByRole('textbox', { name: 'Customer’s full name' }).fill(`casey ${lastName}`);
  const overflow = await crew.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeFindings(crew, { include: '[data-testid="move-day-record"]' })).toEqual([]);
  await saveScreenshot(crew, 'move-day-record-crew-phone', { fullPage: true });
  await form.getByRole('button', { name: 'Sign the record' }).click();
  await expect(crew.getByText('Signed. Both of you get the signed record as a PDF by e-mail.')).toBeVisible();
  // Delivery is next; the loading record reads as signed.
  await expect(record.getByTestId('move-day-form-delivery')).toBeVisible();
  await record.getByText('At loading').click();
  await expect(record.getByTestId('move-day-signature')).toContainText(`Signed by casey ${lastName}`);
  await context.close();

  // The customer reads what was signed.
  await startSignedIn(page, f.customer.email);
  await page.goto(`/bookings/${quoteId}`);
  const seen = section(page, 'Move-day record');
  await seen.getByText('At loading').click();
  const summary = seen.getByTestId('move-day-summary-loading');
  await expect(summary).toContainText('Scuff on the left arm');
  await expect(summary).toContainText('One box re-taped');
  await expect(summary.getByTestId('move-day-signature')).toContainText(`Signed by casey ${lastName}`);
  await shot('move-day-record-customer');
});

test('a company whose booking was cancelled sees the customer as on its lead, and why', async ({ page, shot }) => {
  const m = await bookedMove();
  expect((await cancelBooking(m.customer, m.quoteId)).status).toBe(200);

  await startSignedIn(page, m.companyUser.email);
  await page.goto(`/bookings/${m.quoteId}`);
  const contact = page.getByTestId('customer-contact');
  await expect(contact).toContainText(
    'This booking was cancelled, so the customer’s last name, e-mail and street addresses are hidden again, as on your lead.',
  );
  await expect(contact).not.toContainText(m.lastName);
  await expect(contact).not.toContainText(m.customer.email);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('booking-cancelled-company');
});
