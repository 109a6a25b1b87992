import type { QuoteStatus } from '@schemas/enums';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { backdatedQuote } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { card, e2eStack, expect, startSignedIn, test } from './support';

/** /performance-analytics: time filter, calendar promo, the metric cards and the chart (spec sections 2, 8 and 9). */
test.beforeAll(() => {
  e2eStack();
});

/** A company user whose new company has quotes of known ages, written through the entity. */
async function companyWithQuotes(): Promise<TestUser> {
  const { company, user } = await companyWithUser();
  const quotes: Array<[QuoteStatus, number | undefined, number]> = [
    ['BOOKED', 2400, 2],
    ['QUOTED', 1100, 3],
    ['QUOTE_REQUESTED', undefined, 4],
    ['INVITED_TO_BOOK', 900, 12],
    ['BOOKED', 3000, 60],
  ];
  for (const [status, price, age] of quotes) await backdatedQuote(company.id, status, price, age);
  return user;
}

test('shows the metrics; the time filter asks the server again', async ({ page, shot }) => {
  const user = await companyWithQuotes();
  await startSignedIn(page, user.email);
  await page.goto('/performance-analytics');
  await expect(page.getByRole('heading', { name: 'Performance analytics' })).toBeVisible();
  await expect(page).toHaveTitle(/Performance analytics/);
  await expect(card(page, 'Revenue pipeline')).toContainText('$7,400');
  await expect(card(page, 'Closing ratio')).toContainText('50%');
  await expect(card(page, 'Closing ratio')).toContainText('2 of 4 paid leads booked');
  await expect(card(page, 'Deals closed')).toContainText('2');
  await expect(card(page, 'Deals closed')).toContainText('Moves booked with you');
  await expect(card(page, 'Leads')).toContainText('5');
  await expect(card(page, 'Quotes sent')).toContainText('4');
  await expect(card(page, 'Quotes sent')).toContainText('50% of them booked');
  await expect(card(page, 'Completed moves')).toContainText('0');
  await expect(card(page, 'Median answer time')).toContainText('Shown once you have answered 3 quote requests');
  await expect(card(page, 'Cost per booking')).toContainText('Your monthly plan');
  await expect(card(page, 'Inventory accuracy')).toContainText('Shown once your crew has a move-day record signed');
  // The chart says in a table what it draws: one row a month, the leads on theirs.
  const chart = page.getByRole('region', { name: 'Over time: quotes and bookings by month' });
  await expect(chart.getByRole('table')).toBeAttached();
  // The legend in the bars' order.
  await expect(chart.locator('[class*="legendItemName"]')).toHaveText(['Quotes sent', 'Deals closed']);
  await expect(
    page.getByText('Companies that are available at least five days per week get more leads.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Update availability calendar' })).toHaveAttribute(
    'href',
    '/availability-calendar',
  );
  await shot('analytics-all-time');

  const request = page.waitForRequest((r) =>
    r.url().includes('/api/my-moving-company/performance-metrics?filter=last_7_days'),
  );
  await page.getByText('Last 7 days').click();
  await request;
  await expect(card(page, 'Revenue pipeline')).toContainText('$3,500');
  await expect(card(page, 'Closing ratio')).toContainText('50%');
  await expect(card(page, 'Closing ratio')).toContainText('1 of 2 paid leads booked');
  await expect(page.getByRole('region', { name: 'Over time: quotes and bookings by day' })).toBeVisible();

  const month = page.waitForRequest((r) => r.url().includes('filter=last_30_days'));
  await page.getByText('Last 30 days').click();
  await month;
  await expect(card(page, 'Revenue pipeline')).toContainText('$4,400');
  await shot('analytics-last-30-days');
});

test('a failed load shows the error box with Retry and zero metrics', async ({ page, shot }) => {
  const user = await companyWithQuotes();
  await startSignedIn(page, user.email);
  let fail = true;
  await page.route('**/api/my-moving-company/performance-metrics*', (route) =>
    fail ? route.fulfill({ status: 400, contentType: 'application/json', body: '{"error":"nope"}' }) : route.continue(),
  );
  await page.goto('/performance-analytics');
  const alert = page.getByRole('alert').filter({ hasText: 'Failed to load performance metrics. Please try again.' });
  await expect(alert).toBeVisible();
  await expect(card(page, 'Revenue pipeline')).toContainText('$0');
  await shot('analytics-error');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(card(page, 'Revenue pipeline')).toContainText('$7,400');
  await expect(alert).toHaveCount(0);
});
