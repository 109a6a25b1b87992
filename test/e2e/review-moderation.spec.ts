import type { Browser, Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { writtenReview } from '@test/support/fixtures/booking-reviews';
import { completedMove } from '@test/support/fixtures/reviews';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import {
  DEMO_ADMIN,
  e2eStack,
  expect,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/** Moderation: a reported review reaches the admin's queue; the admin hides it for a listed reason; it shows hidden in place. */
test.beforeAll(() => {
  e2eStack();
});

/** A second signed-in browser at the same size as `page`. */
async function otherSession(browser: Browser, page: Page, baseURL: string | undefined, user: TestUser) {
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize(),
    isMobile: test.info().project.name === 'mobile',
  });
  const other = await context.newPage();
  await startSignedIn(other, user.email);
  return { page: other, close: () => context.close() };
}

test('an admin hides a reported review from the dashboard with a listed reason; the company page shows it hidden', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  test.slow();
  const move = await completedMove();
  const text = `The crew lead gave us his home number 919-555-0142 and street (${test.info().project.name}).`;
  await writtenReview(move, {
    publish: true,
    text,
    ratings: { overall: 2, on_time: 1, care: 3, communication: 2, price_as_quoted: 4 },
  });
  const company = move.companies[0].name;
  const reporter = await createTestUser({ role: 'MOVER', profile: true });
  const reported = await callRoute(routes.reportReview, {
    token: reporter.accessToken,
    params: { id: move.quoteId },
    body: { reason: 'PERSONAL_DATA', note: 'It shows a phone number.' },
  });
  expect(reported.status).toBe(200);

  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const section = page.getByRole('region', { name: 'Reported reviews' });
  const card = section.getByRole('article').filter({ hasText: text });
  await expect(card).toContainText(`${company}: review by`);
  await expect(card).toContainText('2 of 5 stars overall');
  await expect(card).toContainText('It shares personal data');
  await expect(card).toContainText('It shows a phone number.');
  await card.scrollIntoViewIfNeeded();
  await settled(page);
  await saveScreenshot(card, 'review-moderation-card');
  await shot('review-moderation-queue');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // 'Hide' waits for one of the four listed reasons.
  const hide = card.getByRole('button', { name: 'Hide' });
  await expect(hide).toBeDisabled();
  await card.getByRole('combobox', { name: 'Reason to hide' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Personal data',
    'Hate or threats',
    'Unrelated to the move',
    'A conflict of interest',
  ]);
  await page.getByRole('option', { name: 'Personal data' }).click();
  await hide.click();
  await expect(section.getByRole('status')).toHaveText(
    `The review of ${company} is hidden; the reviewer is told by e-mail.`,
  );
  await expect(card).toHaveCount(0);

  // The company page's reviews API answers it hidden, in its place, out of the summary.
  const list = await callRoute(routes.listCompanyReviews, {
    token: reporter.accessToken,
    params: { id: move.companyId },
    query: { sort: 'newest' },
  });
  expect(list.body.reviews.find((review) => review.id === move.quoteId)).toMatchObject({
    ratings: null,
    text: null,
    hidden_text: 'Hidden by MoveMatch: personal data',
  });
  expect(list.body.summary.count).toBe(0);

  const visitor = await otherSession(browser, page, baseURL, reporter);
  await visitor.page.goto(`/moving-company/${move.companyId}`);
  const reviews = visitor.page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('review-hidden')).toHaveText('Hidden by MoveMatch: personal data');
  await expect(reviews).not.toContainText('919-555-0142');
  await settled(visitor.page);
  await saveScreenshot(visitor.page, 'review-moderation-company-page', { fullPage: true });
  expect(await seriousAxeFindings(visitor.page)).toEqual([]);
  await visitor.close();
});
