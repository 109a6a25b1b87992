import type { Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany } from '@test/support/fixtures/companies';
import { companyWithUser, linkUserToCompany } from '@test/support/fixtures/company-users';
import { pointAtStack } from '@test/support/point-at-stack';
import { createTestUser, signIn, type TestUser } from '@test/support/fixtures/users';
import { e2eStack, expect, secondCalendarPageDay, settled, startSignedIn, test } from './support';

/** /availability-calendar: the company's calendar (spec sections 2, 4 and 8). */

/** Days of the calendar's second page, named 10 to 21 by the test: n is the page's (n − 8)th day, so 10 … 22 share one page. */
const dayOf = (n: number) => secondCalendarPageDay(n - 8);
const DAYS = [10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21].map(dayOf);
const day = (n: number) => dayOf(n);

const dayButton = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^${day(n).label}, `) });
/** The day's name: its state, then (when a booking took crews that day) its crews, then an edit. */
const expectDay = async (page: Page, n: number, state: 'available' | 'unavailable', edited = false) =>
  expect(dayButton(page, n)).toHaveAccessibleName(
    new RegExp(`^${day(n).label}, ${state}(, \\d+ of \\d+ crews? booked.*?)?${edited ? ', unpublished change' : ''}$`),
  );
/** Resets the days this test touches to unavailable, through the API, so every run starts alike. */
async function resetDays() {
  const changes = DAYS.map((d) => ({ date: d.iso, is_available: false }));
  expect(
    (await companyCall(routes.bulkUpdateAvailability, { body: { moving_company_id: company.id, changes } })).status,
  ).toBe(200);
}

/**
 * The company whose calendar this file changes, a new one (the demo company's calendar stays
 * as seeded for the spec files running beside this one).
 */
let company: { id: string };
let user: TestUser;

async function companyCall(route: typeof routes.bulkUpdateAvailability, call: object) {
  const { accessToken } = await signIn(user.email);
  return callRoute(route, { token: accessToken, params: { id: company.id }, ...call });
}

test.beforeAll(async () => {
  e2eStack();
  ({ company, user } = await companyWithUser());
});

/** The calendar opens on this week; one 'Next 6 weeks' shows the test's days. */
async function openSecondPage(page: Page) {
  await page.goto('/availability-calendar');
  await expect(page.getByRole('heading', { name: 'Availability Calendar' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous 6 weeks' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next 6 weeks' }).click();
  await expect(dayButton(page, 10)).toBeEnabled();
}

test('company marks days with click, Ctrl-click and Shift-click, cancels, publishes and reloads', async ({
  page,
  shot,
}) => {
  // A journey of dozens of steps: on a loaded 2-core machine it can outgrow the 60 s default (62 s seen).
  test.slow();
  await resetDays();
  await startSignedIn(page, user.email);
  await openSecondPage(page);
  await expect(page.getByText('MON', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Click selects one day; Ctrl-click adds another; Shift-click selects a range.
  await dayButton(page, 10).click();
  await dayButton(page, 12).click({ modifiers: ['ControlOrMeta'] });
  await expect(page.getByText('2 days selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Selected as Available' }).click();
  await expectDay(page, 10, 'available', true);
  await expectDay(page, 11, 'unavailable');
  await expectDay(page, 12, 'available', true);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  await dayButton(page, 15).click();
  await dayButton(page, 18).click({ modifiers: ['Shift'] });
  await expect(page.getByText('4 days selected')).toBeVisible();
  await expect(dayButton(page, 16)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Mark Selected as Available' }).click();
  await expectDay(page, 17, 'available', true);
  // Marking a day back to its saved value is no longer an edit.
  await dayButton(page, 17).click();
  await page.getByRole('button', { name: 'Mark Selected as Unavailable' }).click();
  await expectDay(page, 17, 'unavailable');
  await shot('availability-edits');

  // Switching pages keeps the unpublished edits.
  await page.getByRole('button', { name: 'Next 6 weeks' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Previous 6 weeks' }).click();
  await expectDay(page, 10, 'available', true);

  // Publish, then Discard my changes: the edits are lost and the saved state is back.
  await page.getByRole('button', { name: 'Publish Calendar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Publish Calendar' });
  await expect(confirm.getByRole('button', { name: 'Keep editing' })).toBeVisible();
  await settled(page);
  await shot('availability-confirm');
  await confirm.getByRole('button', { name: 'Discard my changes' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard.getByText('Your unpublished changes will be lost.')).toBeVisible();
  await discard.getByRole('button', { name: 'Discard my changes' }).click();
  await expectDay(page, 10, 'unavailable');
  await expectDay(page, 15, 'unavailable');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // Edit again and publish for real.
  await dayButton(page, 10).click();
  await dayButton(page, 12).click({ modifiers: ['Shift'] });
  await dayButton(page, 20).click({ modifiers: ['ControlOrMeta'] });
  await page.getByRole('button', { name: 'Mark Selected as Available' }).click();
  await page.getByRole('button', { name: 'Publish Calendar' }).click();
  await page
    .getByRole('dialog', { name: 'Publish Calendar' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  const live = page.getByRole('dialog', { name: 'Calendar published' });
  await expect(live.getByText('Your calendar is now live.')).toBeVisible();
  await expect(live.getByRole('link', { name: 'Find Leads' })).toHaveAttribute('href', '/find-leads');
  await settled(page);
  await shot('availability-live');
  await live.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await expectDay(page, 11, 'available');

  // After a reload the saved state comes from the server.
  await page.reload();
  await openSecondPage(page);
  for (const n of [10, 11, 12, 20]) await expectDay(page, n, 'available');
  for (const n of [13, 14, 15, 21]) await expectDay(page, n, 'unavailable');
  await shot('availability-reloaded');
});

test('a weekly rule marks the chosen weekdays of a period in one step, then publishes as usual', async ({
  page,
  shot,
}) => {
  await resetDays();
  await startSignedIn(page, user.email);
  await openSecondPage(page);
  const rule = page.getByRole('region', { name: 'Weekly rule' });
  await rule.getByLabel('Available', { exact: true }).check();
  await rule.getByRole('button', { name: 'Weekdays' }).click();
  await rule.getByLabel('From').fill(day(10).iso);
  await rule.getByLabel('To').fill(day(16).iso);
  await rule.getByRole('button', { name: 'Apply to calendar' }).click();
  const weekdays = [10, 11, 12, 13, 14, 15, 16].filter(
    (n) => ![0, 6].includes(new Date(`${day(n).iso}T12:00`).getDay()),
  );
  await expect(page.getByText(`${weekdays.length} days marked available. Publish to make them live.`)).toBeVisible();
  for (const n of [10, 11, 12, 13, 14, 15, 16])
    await expectDay(page, n, weekdays.includes(n) ? 'available' : 'unavailable', weekdays.includes(n));
  await settled(page);
  await shot('availability-weekly-rule');
  await page.getByRole('button', { name: 'Publish Calendar' }).click();
  await page
    .getByRole('dialog', { name: 'Publish Calendar' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Calendar published' })).toBeVisible();
  await page.reload();
  await openSecondPage(page);
  for (const n of weekdays) await expectDay(page, n, 'available');
});

test('days can be selected with the keyboard', async ({ page }) => {
  await resetDays();
  await startSignedIn(page, user.email);
  await openSecondPage(page);
  await dayButton(page, 13).focus();
  await page.keyboard.press('Enter');
  await expect(dayButton(page, 13)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(dayButton(page, 14)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('3 days selected')).toBeVisible();
  await page.keyboard.press('ArrowDown'); // the 22nd, a week later
  await page.keyboard.press('Control+Space');
  await expect(page.getByText('4 days selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark Selected as Unavailable' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No days selected')).toBeVisible();
});

test('a customer visiting the calendar is told it is for moving companies, and stays signed in', async ({ page }) => {
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  await startSignedIn(page, customer.email);
  await page.goto('/availability-calendar');
  await expect(page.getByTestId('role-notice')).toContainText('This page is for moving companies');
  await page.getByRole('link', { name: 'Go to Find movers' }).click();
  await expect(page).toHaveURL(/\/move-info$/);
});

test('without a company the calendar is disabled behind a go-to-profile dialog', async ({ page, shot }) => {
  const loner = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
  await startSignedIn(page, loner.email);
  await page.goto('/availability-calendar');
  const noCompany = page.getByRole('dialog', { name: 'No moving company found' });
  await expect(noCompany.getByText('No moving company found. Please set up your company profile first.')).toBeVisible();
  await expect(noCompany.getByRole('link', { name: 'Go to profile' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('button', { name: 'Publish Calendar' })).toBeDisabled();
  await settled(page);
  await shot('availability-no-company');
});

test('with a company missing its billboard the calendar is disabled behind a dialog', async ({ page }) => {
  const company = await createTestCompany();
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  await movingCompanyEntity().patch({ id: company.id }).remove(['billboard']).go();
  const unfinished = await createTestUser({ role: 'MOVING_COMPANY', profile: true });
  await linkUserToCompany(unfinished.sub, company.id);
  await startSignedIn(page, unfinished.email);
  await page.goto('/availability-calendar');
  const finish = page.getByRole('dialog', { name: 'Finish your profile' });
  await expect(finish.getByText('Please finish creating your profile first.')).toBeVisible();
  await expect(finish.getByRole('link', { name: 'Enter company info' })).toHaveAttribute(
    'href',
    '/profile/company-edit',
  );
  await expect(page.locator('[data-iso]:not([disabled])')).toHaveCount(0);
});

test('failed loads and publishes show the spec toasts', async ({ page }) => {
  await resetDays();
  await startSignedIn(page, user.email);
  await page.route('**/api/moving-company/*/availability*', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"broken"}' }),
  );
  await page.goto('/availability-calendar');
  await expect(page.getByText('Failed to load availability data')).toBeVisible();
  await page.unroute('**/api/moving-company/*/availability*');

  await page.route('**/api/moving-company/*/bulk-update-availability', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"broken"}' }),
  );
  await openSecondPage(page);
  await dayButton(page, 21).click();
  await page.getByRole('button', { name: 'Mark Selected as Available' }).click();
  await page.getByRole('button', { name: 'Publish Calendar' }).click();
  await page
    .getByRole('dialog', { name: 'Publish Calendar' })
    .getByRole('button', { name: 'Publish', exact: true })
    .click();
  await expect(page.getByText('Failed to publish availability calendar')).toBeVisible();
  // The edits stay pending, to publish again.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectDay(page, 21, 'available', true);
});
