import type { Page } from '@playwright/test';
import { makeAvailable } from '@test/support/fixtures/companies';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithQuotes, MOVE_START, setQuote } from '@test/support/fixtures/quotes';
import { e2eStack, expect, fillBookingDialog, saveScreenshot, settled, startSignedIn, test } from './support';

/** Booking a day and a window (docs/booking-lifecycle.md): the customer picks them, the company sees its booked day. */
test.beforeAll(() => {
  e2eStack();
});

const longLabel = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** Pages the company's calendar forward, six weeks at a time, until the day of `iso` shows. */
async function showDayOf(page: Page, iso: string) {
  const day = page.getByRole('button', { name: new RegExp(`^${longLabel(iso)}, `) });
  const loaded = () => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Previous 6 weeks' })).toBeVisible();
  await loaded();
  for (let i = 0; i < 4 && !(await day.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Next 6 weeks' }).click();
    await loaded();
  }
  await expect(day).toBeVisible();
}

test('the customer books a day and a window; the company sets two crews and sees the booked day', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  test.slow();
  const suffix = Math.random().toString(36).slice(2, 6);
  const name = `Daylight Movers ${suffix}`;
  const f = await customerWithQuotes(1, { companyNames: [name] });
  const companyId = f.companies[0].id;
  await setQuote(f.moveId, companyId, 'QUOTED', { price: 1800, description: 'Two movers.', quoted_by_name: 'Pat M.' });
  const second = dayFromToday(31); // the day after MOVE_START
  await makeAvailable(companyId, [MOVE_START, second]);
  const member = await createCompanyUser(companyId);

  // The company sets two crews a day (its own browser, the same screen size).
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const companyPage = await context.newPage();
  await startSignedIn(companyPage, member.email);
  await companyPage.goto('/availability-calendar');
  const crews = companyPage.getByRole('textbox', { name: /Crews per day/ });
  await expect(crews).toHaveValue('1');
  await crews.fill('2');
  await companyPage.getByRole('textbox', { name: /Your own arrival window/ }).fill('7–9 am');
  await companyPage.getByRole('button', { name: 'Save settings' }).click();
  await expect(companyPage.getByText('Your calendar settings are saved.')).toBeVisible();

  // The customer books the move's first day, in the company's own window.
  await startSignedIn(page, f.customer.email);
  await page.goto('/quotes');
  await page
    .getByRole('article', { name: new RegExp(name) })
    .getByRole('button', { name: 'View quote' })
    .click();
  await page
    .getByRole('dialog', { name: `Your quote from ${name}` })
    .getByRole('button', { name: 'Book', exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  const daySelect = confirm.getByLabel('Move day');
  await expect(daySelect.locator('option:not([disabled])')).toHaveText([longLabel(MOVE_START), longLabel(second)]);
  await expect(confirm.getByRole('radiogroup', { name: /Arrival window/ }).getByRole('radio')).toHaveCount(3);
  await expect(confirm).toContainText(
    `${name} will then see your full name, e-mail address and phone (if you added one) to coordinate the move.`,
  );
  await fillBookingDialog(confirm, { day: MOVE_START, window: '7–9 am' });
  await settled(page);
  await shot('booking-day-dialog');
  await confirm.getByRole('button', { name: 'Confirm booking' }).click();
  const congrats = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(congrats).toContainText(
    `Your move is booked with ${name} on ${longLabel(MOVE_START)}, arrival window 7–9 am.`,
  );
  await expect(congrats.getByRole('link', { name: 'View your booking' })).toHaveAttribute(
    'href',
    `/bookings/${f.quoteIds[0]}`,
  );
  await settled(page);
  await shot('booking-day-booked');

  // The company's calendar marks the day: one of two crews booked, by Casey.
  await companyPage.reload();
  await showDayOf(companyPage, MOVE_START);
  await expect(
    companyPage.getByRole('button', {
      name: new RegExp(`^${longLabel(MOVE_START)}, available, 1 of 2 crews booked \\(Casey\\)`),
    }),
  ).toBeVisible();
  await expect(companyPage.getByRole('region', { name: 'Booked in these weeks' })).toContainText(
    `${longLabel(MOVE_START)}: 1 of 2 crews booked · Casey (7–9 am)`,
  );
  await settled(companyPage);
  await saveScreenshot(companyPage, 'booking-day-company-calendar', { fullPage: true });
  await context.close();
});
