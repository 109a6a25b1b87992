import type { Page } from '@playwright/test';
import { createCompanyUser } from '@test/support/fixtures/company-users';
import { book, customerWithQuotes, quoted } from '@test/support/fixtures/quotes';
import { nameTag } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { e2eStack, expect, saveScreenshot, seriousAxeFindings, settled, startSignedIn, test } from './support';

/** The company confirms the crew's arrival window from the booking page; the customer sees it and is e-mailed. */
test.beforeAll(() => {
  e2eStack();
});

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('the company confirms the arrival window from the reminder’s link; the customer sees it confirmed', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const suffix = nameTag(4);
  const f = await customerWithQuotes(1, { lastName: `Arrival${suffix}`, companyNames: [`Oak Movers ${suffix}`] });
  await quoted(f, 0, 1500);
  const quoteId = f.quoteIds[0];
  expect((await book(f.customer, quoteId)).status).toBe(200);
  const companyUser = await createCompanyUser(f.companies[0].id);

  // The company: the reminder's one-click link asks once, then confirms.
  await startSignedIn(page, companyUser.email);
  await page.goto(`/bookings/${quoteId}?confirm-arrival=1`);
  const dialog = page.getByRole('dialog', { name: 'Confirm the arrival window?' });
  await expect(dialog).toContainText('Morning, 8 am–12 pm');
  await settled(page);
  await shot('booking-arrival-ask');
  await dialog.getByRole('button', { name: 'Confirm arrival window' }).click();
  await expect(dialog).toBeHidden();
  const arrival = section(page, 'Arrival confirmation');
  await expect(arrival.getByTestId('arrival-status')).toContainText('You confirmed the arrival window on');
  await expect(arrival.getByRole('button', { name: 'Confirm arrival window' })).toHaveCount(0);
  await expect(page.getByText('Arrival window confirmed by the company')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bookings/${quoteId}$`));
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('booking-arrival-company-confirmed');

  // The customer is told by e-mail and sees it on their page.
  const mail = await waitForEmail(f.customer.email, (e) => e.subject.includes('confirmed your crew'));
  expect(mail.body.text).toContain(`/bookings/${quoteId}`);
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile: test.info().project.name === 'mobile',
  });
  const customerPage = await context.newPage();
  await startSignedIn(customerPage, f.customer.email);
  await customerPage.goto(`/bookings/${quoteId}`);
  await expect(section(customerPage, 'Arrival confirmation').getByTestId('arrival-status')).toContainText(
    `${f.companies[0].name} confirmed the arrival window on`,
  );
  await settled(customerPage);
  expect(await seriousAxeFindings(customerPage)).toEqual([]);
  await saveScreenshot(customerPage, 'booking-arrival-customer', { fullPage: true });
  await context.close();
});
