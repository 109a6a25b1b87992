import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { customerWithMove } from '@test/support/fixtures/moves';
import { ulid } from 'ulid';
import { nameTag } from '@test/support/fixtures/users';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { book, cancelBooking, requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import {
  DEMO_COMPANY_USER,
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
 * /find-leads: a moving company's lead search (spec sections 2 and 8). A test that saves a lead
 * or asks for a quote does it as a pay-per-lead company of its own (the demo company's plan);
 * searching alone, the demo company.
 */
test.beforeAll(() => {
  e2eStack();
});

/** A customer's NC move request next month from a town of its own, made through the API. */
async function customerLead() {
  const suffix = randomUUID().slice(0, 6);
  const lastName = `Privateson${nameTag()}`;
  const town = `Leadville ${suffix}`;
  const { customer, moveId } = await customerWithMove({
    firstName: 'Harper',
    lastName,
    from: {
      address: '7 Hidden Oak Rd',
      city: town,
      zip: '27513',
      square_feet: 1800,
      count_bedrooms: 3,
      unit_level_start: 1,
    },
    to: {
      address: '2 Bay St',
      city: 'Charleston',
      state: 'SC',
      zip: '29401',
      square_feet: null,
      count_bedrooms: 3,
      unit_level_start: 1,
      is_stairs_required: false,
    },
    start: nextMonthDay(10).iso,
    end: nextMonthDay(11).iso,
    special: 'Upright piano on the second floor',
    packing: false,
  });
  return { town, lastName, email: customer.email, customerId: customer.sub, moveId, customer };
}

async function pickDates(page: Page, first: string, second: string) {
  await page.getByRole('button', { name: 'Choose dates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Date range' });
  await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog.getByRole('button', { name: first }).click();
  await dialog.getByRole('button', { name: second }).click();
  return dialog;
}

const search = (page: Page) => page.getByRole('button', { name: 'Search', exact: true }).click();

/** The demo company's /find-leads, searching the lead's own town: one card. */
async function searchOwnTown(page: Page, town: string) {
  await startSignedIn(page, DEMO_COMPANY_USER);
  await page.goto('/find-leads');
  await page.getByLabel('From city').fill(town);
  await search(page);
  await expect(page.getByTestId('lead-card')).toHaveCount(1);
}

test('a company finds a lead by date and city, sees the first name only, saves and removes it', async ({
  page,
  shot,
}) => {
  const lead = await customerLead();
  const { user } = await ownPayPerLeadCompany();
  await startSignedIn(page, user.email);
  await page.goto('/find-leads');
  await expect(page).toHaveTitle(/Find leads/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find leads' })).toBeVisible();

  const dialog = await pickDates(page, nextMonthDay(9).label, nextMonthDay(12).label);
  await settled(page);
  await shot('find-leads-dates');
  await expect(dialog.getByTestId('lead-range-from')).not.toHaveText('Any date');
  await dialog.getByRole('button', { name: 'Apply dates' }).click();
  await page.getByLabel('From city').fill(lead.town.toLowerCase());
  await search(page);

  const cards = page.getByTestId('lead-card');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card.getByRole('heading', { name: 'Harper' })).toBeVisible();
  await expect(card).toContainText(`${lead.town}, NC to Charleston, SC`);
  await expect(card).toContainText('2 levels · 2nd floor · 1,800 sq ft · 3 bedrooms');
  await expect(card).toContainText('Stairs: Yes');
  await expect(card).toContainText('Upright piano on the second floor');
  await expect(card.getByRole('button', { name: 'Create & send quote' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(lead.lastName);
  await expect(page.locator('body')).not.toContainText(lead.email);
  await shot('find-leads-results');

  await card.getByRole('button', { name: 'Save lead' }).click();
  await expect(page.getByText('Lead saved successfully')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove lead' })).toBeVisible();
  await card.getByRole('button', { name: 'Remove lead' }).click();
  await expect(page.getByText('Lead removed from saved')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save lead' })).toBeVisible();
});

test('filters narrow the results, Clear Dates widens them, and an empty search says so', async ({ page, shot }) => {
  const lead = await customerLead();
  await searchOwnTown(page, lead.town);

  // The move needs no packing: checking Packing leaves nothing.
  await page.getByRole('checkbox', { name: 'Packing' }).check();
  await search(page);
  await expect(page.getByText('No leads found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await shot('find-leads-empty');
  await page.getByRole('checkbox', { name: 'Packing' }).uncheck();

  // To zip of another place: nothing; the right one: found.
  await page.getByLabel('To zip').fill('28202');
  await search(page);
  await expect(page.getByText('No leads found')).toBeVisible();
  await page.getByLabel('To zip').fill('294');
  await search(page);
  await expect(page.getByTestId('lead-card')).toHaveCount(1);

  // A window after the move: nothing; Clear Dates brings it back.
  const dialog = await pickDates(page, nextMonthDay(20).label, nextMonthDay(22).label);
  await dialog.getByRole('button', { name: 'Apply dates' }).click();
  await search(page);
  await expect(page.getByText('No leads found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Dates' }).click();
  await search(page);
  await expect(page.getByTestId('lead-card')).toHaveCount(1);
});

// A request the company has not answered is no quote yet (the card and the
// modal it opens both say 'Create & send quote', as /manage-leads does), and a modal is at most
// 70% of the window high, never capped below 300 px (spec section 9).
test("a lead the customer requested says 'Create & send quote'; its modal fits 70% of the window", async ({ page }) => {
  const lead = await customerLead();
  const { company, user } = await ownPayPerLeadCompany();
  const { quoteEntity } = await import('@functions/core/data/quote/quotes');
  await quoteEntity()
    .create({
      id: ulid(),
      move_request_id: lead.moveId,
      moving_company_id: company.id,
      customer_id: lead.customerId,
      status: 'QUOTE_REQUESTED',
    })
    .go();
  await page.setViewportSize({ width: 1280, height: 600 });
  await startSignedIn(page, user.email);
  await page.goto('/find-leads');
  await page.getByLabel('From city').fill(lead.town);
  await search(page);
  const card = page.getByTestId('lead-card');
  await expect(card).toHaveCount(1);
  await pressSpendingToken(page, card.getByRole('button', { name: 'Create & send quote' }));
  const dialog = page.getByRole('dialog', { name: 'Create & send quote' });
  await expect(dialog).toBeVisible();
  await settled(page);
  expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(600 * 0.7 + 1);

  await page.setViewportSize({ width: 1280, height: 380 }); // 70% would be 266 px: the 300 px floor holds
  await expect.poll(async () => Math.round((await dialog.boundingBox())!.height)).toBe(300);
});

test('a move its customer booked with another company leaves the results, and comes back if they cancel', async ({
  page,
}) => {
  const lead = await customerLead();
  await searchOwnTown(page, lead.town);

  const { company } = await companyWithUser();
  const { customer } = lead;
  const { id: quoteId } = await requestQuoteFrom(customer, lead.moveId, company.id, nextMonthDay(10).iso);
  await setQuote(lead.moveId, company.id, 'QUOTED', { price: 1400 });
  expect((await book(customer, quoteId)).status).toBe(200);
  await search(page);
  await expect(page.getByText('No leads found')).toBeVisible();

  expect((await cancelBooking(customer, quoteId)).status).toBe(200);
  await search(page);
  await expect(page.getByTestId('lead-card')).toHaveCount(1);
});
