import type { Browser, Locator, Page } from '@playwright/test';
import { completedMove } from '@test/support/fixtures/reviews';
import { e2eStack, expect, saveScreenshot, seriousAxeFindings, settled, startSignedIn, test } from './support';

/** Writing reviews on /bookings/:quoteId: the customer reviews, the company rates the customer and answers. */
test.beforeAll(() => {
  e2eStack();
});

const REVIEW_TEXT = 'The crew wrapped every piece of furniture and arrived right on time. Great job.';
const ANSWER = 'Thank you! It was a pleasure to move your family.';

/** A second signed-in browser at the same size as `page`. */
async function otherSession(browser: Browser, page: Page, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile: test.info().project.name === 'mobile',
  });
  const other = await context.newPage();
  await startSignedIn(other, email);
  return { page: other, close: () => context.close() };
}

const starOf = (scope: Locator, group: string, stars: number) =>
  scope
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });

/** Clicks the star as a mouse user does (its label: the radio itself is visually hidden). */
async function rate(scope: Locator, group: string, stars: number) {
  const id = await starOf(scope, group, stars).getAttribute('id');
  await scope.locator(`label[for="${id}"]`).click();
}

test('the customer reviews a completed move, the company rates the customer and answers, the customer sees the answer', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  // Three sessions and five axe scans on a shared machine.
  test.slow();
  // Final price $950 against $1,000 agreed: 'Price as quoted' is prefilled at 5 stars.
  const m = await completedMove({ price: 1000, finalPrice: 950 });
  const company = m.companies[0].name;

  await startSignedIn(page, m.customer.email);
  await page.goto('/quotes');
  const prompt = page.getByTestId('review-prompt');
  await expect(prompt).toContainText(`How did ${company} do?`);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('review-quotes-prompt');
  await prompt.getByRole('link', { name: 'Write a review' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${m.quoteId}\\?review=1$`));

  const mine = page.getByRole('region', { name: 'Your review' });
  // Opened from the invitation: the focus is on the first star of the overall rating.
  await expect(starOf(mine, 'Overall rating', 1)).toBeFocused();
  await expect(mine.getByText('Final price $950 vs agreed $1,000')).toBeVisible();
  await expect(starOf(mine, 'Price as quoted', 5)).toBeChecked();

  // Sent incomplete: every missing rating and the text say what they need; nothing is sent.
  await mine.getByRole('button', { name: 'Send review' }).click();
  await expect(mine.getByText('Choose a rating from 1 to 5 stars')).toHaveCount(4);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('review-form-errors');

  // A keyboard user: focus a star and press Enter.
  await starOf(mine, 'Overall rating', 5).focus();
  await page.keyboard.press('Enter');
  await rate(mine, 'On time', 5);
  await rate(mine, 'Care of belongings', 4);
  await rate(mine, 'Communication', 5);
  await mine.getByLabel('About the move').fill(REVIEW_TEXT);
  await expect(mine).toContainText(`${REVIEW_TEXT.length} / 2,000`);
  await expect(mine.getByText('Choose a rating from 1 to 5 stars')).toHaveCount(0);
  await settled(page);
  await shot('review-form-filled');
  await mine.getByRole('button', { name: 'Send review' }).click();
  await expect(mine).toContainText(
    new RegExp(
      `Thanks: your review will be published when ${company} has rated the move too, or on \\w+ \\d+, \\d{4}\\.`,
    ),
  );
  await expect(mine).toContainText(REVIEW_TEXT);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('review-submitted');

  // The company cannot see the blind review; it rates the customer privately, which publishes it.
  const companySide = await otherSession(browser, page, baseURL, m.companyUser.email);
  const cpage = companySide.page;
  await cpage.goto(`/bookings/${m.quoteId}`);
  const reviews = cpage.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('Rate the customer (private: only MoveMatch sees it)');
  await expect(reviews).toContainText('The customer’s review shows here once it is published');
  await expect(reviews).not.toContainText(REVIEW_TEXT);
  await rate(reviews, 'Inventory as described', 5);
  await rate(reviews, 'Access as described', 4);
  await rate(reviews, 'Communication', 5);
  await reviews.getByLabel('Note (optional)').fill('Everything was packed and ready.');
  await settled(cpage);
  expect(await seriousAxeFindings(cpage)).toEqual([]);
  await saveScreenshot(cpage, 'review-company-rates', { fullPage: true });
  await reviews.getByRole('button', { name: 'Send rating' }).click();
  await expect(reviews).toContainText('Your private rating of the customer');
  await expect(reviews).toContainText(REVIEW_TEXT);

  await reviews.getByLabel('Your answer').fill(ANSWER);
  await reviews.getByRole('button', { name: 'Publish answer' }).click();
  await expect(reviews.getByTestId('review-answer')).toContainText(`Response from ${company}`);
  await expect(reviews.getByTestId('review-answer')).toContainText(ANSWER);
  await expect(reviews.getByRole('button', { name: 'Publish answer' })).toHaveCount(0);
  await settled(cpage);
  expect(await seriousAxeFindings(cpage)).toEqual([]);
  await saveScreenshot(cpage, 'review-company-answered', { fullPage: true });
  await companySide.close();

  // The customer sees their published review with the answer, and may still edit it.
  await page.reload();
  await expect(mine).toContainText(/Published on \w+ \d+, \d{4}/);
  await expect(mine.getByTestId('review-answer')).toContainText(ANSWER);
  await expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(mine).not.toContainText('Everything was packed and ready.');
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('review-published-with-answer');
});
