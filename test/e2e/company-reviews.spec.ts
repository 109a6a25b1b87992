import { dayFromToday } from '@test/support/fixtures/dates';
import { createTestCompany, setCalendar } from '@test/support/fixtures/companies';
import { customerWithMove } from '@test/support/fixtures/moves';
import { answeredReview, hiddenReview, publishedReview } from '@test/support/fixtures/published-reviews';
import {
  e2eStack,
  expect,
  freshCustomer,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/** Where reviews show: the company page's Reviews section, and the rating on a match card. */
test.beforeAll(() => {
  e2eStack();
});

const MINUTE = 60_000;
/** Overall ratings, oldest first: 12 reviews, so the section has a second page of 2. */
const OVERALLS = [5, 4, 5, 3, 5, 1, 4, 5, 2, 5, 4, 5];

test('the company page shows the summary, the reviews with their move, a hidden one, the answer, sort, Load more and the report dialog', async ({
  page,
  shot,
}) => {
  test.slow();
  const name = `Review Trail Movers ${test.info().project.name}`;
  const company = await createTestCompany({ name });
  const start = Date.now() - 30 * 24 * 60 * MINUTE;
  const ids: string[] = [];
  for (const [i, overall] of OVERALLS.entries()) {
    ids.push(
      await publishedReview({
        companyId: company.id,
        overall,
        ratings: { on_time: overall === 1 ? 2 : 5, price_as_quoted: 4 },
        reviewerName: `Customer ${String.fromCharCode(65 + i)}.`,
        text:
          overall >= 4
            ? `Crew number ${i + 1} wrapped every piece of furniture and finished on time.`
            : `Crew number ${i + 1} arrived late and a dresser was scratched on the way down.`,
        publishedAt: new Date(start + i * MINUTE),
      }),
    );
  }
  await answeredReview(ids[11], 'Thank you for choosing us, and good luck in Charleston!');
  await hiddenReview(ids[10], 'PERSONAL_DATA');

  await freshCustomer(page);
  await page.goto(`/moving-company/${company.id}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const summary = reviews.getByTestId('review-summary');
  // 12 published, 1 hidden: the summary counts 11.
  await expect(summary).toContainText('11 reviews');
  await expect(summary).toContainText('4.0 out of 5');
  await expect(summary.getByRole('list', { name: 'Reviews by star' })).toContainText('5 stars: 6 reviews (55%)');
  await expect(summary.getByLabel('Ratings in detail')).toContainText('Price as quoted4.0 of 5');
  await expect(page.getByTestId('company-trust-facts').locator('[data-fact="reviews"]')).toHaveText(
    '4.0★ (11 reviews)',
  );

  const cards = reviews.getByTestId('review');
  await expect(cards).toHaveCount(10);
  await expect(cards.first()).toContainText('Customer L.');
  await expect(cards.first().getByTestId('review-answer')).toContainText(`Response from ${name}`);
  await expect(cards.first().getByTestId('review-move')).toHaveText(
    /^[A-Z][a-z]{2} \d{4} · Raleigh, NC → Charleston, SC · Verified booking$/,
  );
  await expect(cards.nth(1).getByTestId('review-hidden')).toHaveText('Hidden by MoveMatch: personal data');
  await expect(cards.nth(1)).not.toContainText('Crew number 11');
  await settled(page);
  await shot('company-reviews');
  // The section's top as the screen shows it (a full page of reviews is too tall to read).
  await summary.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'company-reviews-viewport');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // The last two come with the next page (pressed, or by scrolling to the button).
  await reviews.getByRole('button', { name: 'Load more reviews' }).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(12);
  await expect(reviews.getByRole('button', { name: 'Load more reviews' })).toHaveCount(0);

  await reviews.getByLabel('Sort reviews').selectOption('lowest');
  await expect(cards.first()).toContainText('Rated 1 of 5');
  await expect(cards.first()).toContainText('Customer F.');
  await reviews.getByLabel('Sort reviews').selectOption('highest');
  await expect(cards.first()).toContainText('Rated 5 of 5');

  await cards
    .first()
    .getByRole('button', { name: /^Report the review by/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Report this review' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toContainText('Choose why you are reporting this review');
  await dialog.getByRole('radio', { name: 'It is not about the move' }).check();
  await dialog.getByLabel('Anything MoveMatch should know (optional)').fill('It talks about another company.');
  await settled(page);
  await shot('company-reviews-report');
  await saveScreenshot(page, 'company-reviews-report-viewport');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you. MoveMatch will look at this review.')).toBeVisible();
  // Once per person: a second report is refused with the server's reason.
  await cards
    .first()
    .getByRole('button', { name: /^Report the review by/ })
    .click();
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('You have already reported this review.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("a company without reviews says so on its page and the match card shows each company's rating", async ({
  page,
  shot,
}) => {
  // A day of its own per project (both run against one stack) and per try (a failed try's
  // companies stay open on its day), far from the seed's calendars.
  const day = dayFromToday((test.info().project.name === 'mobile' ? 690 : 680) + test.info().retry);
  const rated = await createTestCompany({ name: `Well Reviewed Movers ${test.info().project.name}` });
  const unrated = await createTestCompany({ name: `Brand New Movers ${test.info().project.name}` });
  for (const company of [rated, unrated]) await setCalendar(company.id, [[day, true]]);
  await publishedReview({ companyId: rated.id, overall: 5 });
  await publishedReview({ companyId: rated.id, overall: 4 });
  const { customer } = await customerWithMove({
    from: { state: 'NC' },
    to: { state: 'SC' },
    start: day,
    end: day,
    packing: false,
  });
  await startSignedIn(page, customer.email);
  await page.goto('/matches');
  const card = (name: string) => page.getByTestId('match-card').filter({ hasText: name });
  await expect(card(rated.name).locator('[data-fact="reviews"]')).toHaveText('4.5★ (2 reviews)');
  await expect(card(unrated.name).locator('[data-fact="reviews"]')).toHaveText('No reviews yet');
  await settled(page);
  await shot('company-reviews-match-cards');

  await page.goto(`/moving-company/${unrated.id}`);
  await expect(page.getByRole('region', { name: 'Reviews' }).getByTestId('reviews-empty')).toContainText(
    'No reviews yet',
  );
  await settled(page);
  await shot('company-reviews-empty');
  expect(await seriousAxeFindings(page)).toEqual([]);
});
