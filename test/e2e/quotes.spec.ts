import type { Locator, Page } from '@playwright/test';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestCompany, makeAvailable } from '@test/support/fixtures/companies';
import { customerWithQuotes, MOVE_START, setQuote } from '@test/support/fixtures/quotes';
import { CUSTOMER_CANCELLATION_MESSAGES, CUSTOMER_CANCELLATION_REASON_LABELS } from '@schemas/booking-cancellation';
import {
  e2eStack,
  expect,
  expectToastClearOfHeading,
  fillBookingDialog,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/** /quotes: the customer's quote dashboard (spec sections 2, 3, 4, 8 and 9). */
test.beforeAll(() => {
  e2eStack();
});

const quoteCard = (page: Page, company: string) => page.getByRole('article', { name: new RegExp(company) });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const visibleDot = (page: Page) => page.locator('[data-testid="notification-dot"]:visible');

/** The My quotes entry: the top nav on desktop, the bottom bar on phones. */
const myQuotesLink = (page: Page, mobile: boolean) =>
  mobile
    ? page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: /Quotes/ })
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /My quotes/ });

async function expectStatus(card: Locator, label: string) {
  await expect(card.getByTestId('quote-status')).toHaveText(label);
}

test(
  'a customer compares, books, cancels and asks again; the red dot follows quote changes',
  { tag: '@phone' },
  async ({ page, shot }, testInfo) => {
    // A journey of dozens of steps: on a loaded 2-core machine it can outgrow the 60 s default (62 s seen).
    test.slow();
    const mobile = testInfo.project.name === 'mobile';
    const suffix = Math.random().toString(36).slice(2, 6);
    const [alpha, beta] = [`Alpha Movers ${suffix}`, `Beta Haulers ${suffix}`];
    const f = await customerWithQuotes(2, { companyNames: [alpha, beta] });
    await setQuote(f.moveId, f.companies[0].id, 'QUOTED', {
      price: 1200,
      description: 'Two movers and a truck.\nPiano included.',
      quoted_by_name: 'Pat M.',
    });
    await setQuote(f.moveId, f.companies[1].id, 'INVITED_TO_BOOK', {
      price: 800,
      top_price: 950,
      quoted_by_name: 'Lee B.',
    });
    // Alpha can take the move's first day: the booking dialog offers it.
    await makeAvailable(f.companies[0].id, [MOVE_START]);
    const savedCompany = await createTestCompany({ name: `Cedar Moving ${suffix}` });
    expect(
      (
        await callRoute(routes.saveMovingCompany, {
          token: f.customer.accessToken,
          body: { moving_company_id: savedCompany.id },
        })
      ).status,
    ).toBe(201);

    // Every POST /mark-quotes-viewed the page sends (each refresh of the list on /quotes sends one), as its answer.
    const viewMarks: Array<Promise<unknown>> = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/mark-quotes-viewed')) viewMarks.push(r.response());
    });

    // Two company responses never viewed: the red dot shows on My quotes before the first visit.
    await startSignedIn(page, f.customer.email);
    await page.goto('/profile');
    await expect(visibleDot(page)).toHaveCount(1);
    await myQuotesLink(page, mobile).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote dashboard' })).toBeVisible();
    await expect(page).toHaveTitle(/My quotes/);
    await expect(visibleDot(page)).toHaveCount(0);

    const a = quoteCard(page, alpha);
    const b = quoteCard(page, beta);
    await expectStatus(a, 'Quoted');
    await expect(a.getByTestId('quote-price')).toHaveText('$1,200');
    await expectStatus(b, 'Invited to book');
    await expect(b.getByTestId('quote-price')).toHaveText('$800 - $950');
    await expect(a.getByRole('link', { name: `Learn More about ${alpha}` })).toHaveAttribute(
      'href',
      `/moving-company/${f.companies[0].id}`,
    );
    const saved = page.getByRole('region', { name: 'Saved companies' });
    await expect(saved.getByRole('article', { name: /Cedar Moving/ })).toBeVisible();
    await expect(saved.getByRole('button', { name: 'Request quote' })).toBeEnabled();
    await expect(page.getByText('Tip: a wider move date range')).toBeVisible();
    await settled(page);
    await shot('quotes-dashboard');

    // Filters: mutually exclusive; saved companies hidden while one is on.
    const bookedOnly = page.getByRole('checkbox', { name: 'Show booked only' });
    const quotedOnly = page.getByRole('checkbox', { name: 'Show quoted only' });
    await bookedOnly.check();
    await expect(
      page.getByText('No quotes match your current filters. Try adjusting your filter selection.'),
    ).toBeVisible();
    await expect(saved).toBeHidden();
    await quotedOnly.check();
    await expect(bookedOnly).not.toBeChecked();
    await expect(page.getByTestId('quote-card')).toHaveCount(2);
    await quotedOnly.uncheck();
    await expect(saved).toBeVisible();

    // Book Alpha: quote modal → confirmation → congratulations.
    await a.getByRole('button', { name: 'View quote' }).click();
    const quoteModal = dialog(page, `Your quote from ${alpha}`);
    await expect(quoteModal).toContainText('$1,200');
    await expect(quoteModal).toContainText('Piano included.');
    await expect(quoteModal).toContainText('Pat M.');
    await settled(page);
    await shot('quotes-quote-modal');
    await quoteModal.getByRole('button', { name: 'Book', exact: true }).click();
    const confirm = dialog(page, 'Confirm your booking');
    await expect(confirm).toContainText(`You are about to book your move with ${alpha} for $1,200.`);
    // The dialog's actions stay in view while its long content scrolls (ModalActions, sticky).
    await expect(confirm.getByLabel('Move day')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Confirm booking' })).toBeInViewport();
    await fillBookingDialog(confirm, { day: MOVE_START, window: 'Afternoon, 12–5 pm' });
    await settled(page);
    await shot('quotes-book-day');
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    const congrats = dialog(page, 'Congratulations!');
    await expect(congrats).toContainText(`Your move is booked with ${alpha}`);
    await expect(congrats).toContainText('arrival window Afternoon, 12–5 pm');
    await settled(page);
    await shot('quotes-booked');
    await congrats.getByRole('button', { name: 'OK' }).click();
    await expectStatus(a, 'Booked');

    // Beta now says 'Already booked with Alpha' and warns.
    await b.getByRole('button', { name: 'View quote' }).click();
    const betaModal = dialog(page, `Your quote from ${beta}`);
    await expect(betaModal.getByRole('button', { name: 'Book', exact: true })).toHaveCount(0);
    await betaModal.getByRole('button', { name: `Already booked with ${alpha}` }).click();
    const warning = dialog(page, 'Already Booked');
    await expect(warning).toHaveText(
      new RegExp(
        `You have already booked your move with ${alpha}\\. Please cancel your existing booking before booking with a different company\\.`,
      ),
    );
    await settled(page);
    await shot('quotes-already-booked');
    await warning.getByRole('button', { name: 'OK' }).click();
    // Its overlay leaves with a transition: a click before it is gone lands on the overlay.
    await expect(warning).toBeHidden();

    // The booking shows the company's contact; cancel it: confirmation → notice → CANCELLED after reload.
    await a.getByRole('button', { name: 'View booking' }).click();
    const bookingModal = dialog(page, `Your booking with ${alpha}`);
    await expect(bookingModal.getByRole('link', { name: f.companies[0].email })).toBeVisible();
    await expect(bookingModal.getByRole('link', { name: '9195550100' })).toBeVisible();
    await settled(page);
    await shot('quotes-booking-modal');
    await bookingModal.getByRole('button', { name: 'Cancel booking' }).click();
    const cancelConfirm = dialog(page, 'Cancel your booking?');
    await expect(cancelConfirm).toContainText(`Are you sure you want to cancel your booking with ${alpha}?`);
    // What it costs by the terms (a price-only quote asks no deposit), and why, told to the company.
    await expect(cancelConfirm.getByTestId('cancellation-cost')).toHaveText(CUSTOMER_CANCELLATION_MESSAGES.noDeposit);
    await cancelConfirm
      .getByLabel(CUSTOMER_CANCELLATION_MESSAGES.reasonLabel)
      .selectOption({ label: CUSTOMER_CANCELLATION_REASON_LABELS.date_changed });
    await settled(page);
    await shot('quotes-cancel-dialog');
    expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
    await cancelConfirm.getByRole('button', { name: 'Cancel booking' }).click();
    const notice = dialog(page, 'Cancellation requested');
    await expect(notice).toContainText(`You have requested to cancel your booking with ${alpha}.`);
    await notice.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await expectStatus(a, 'Cancelled');

    // Request again: back to Quote requested, price TBD.
    const marksBefore = viewMarks.length;
    await a.getByRole('button', { name: 'Request a new quote' }).click();
    await expect(page.getByText('Quote requested successfully')).toBeVisible();
    await expectToastClearOfHeading(page, 'Quote requested successfully');
    await expectStatus(a, 'Quote requested');
    await expect(a.getByTestId('quote-price')).toHaveText('TBD');
    // The cancelled quote stays as history beside the new request.
    await expect(a.getByTestId('earlier-quote')).toHaveText(
      /^Earlier quote: \$1,200, cancelled [A-Z][a-z]{2} \d{1,2}$/,
    );
    await settled(page);
    await shot('quotes-after-request-again');

    // Nothing the customer did lights the dot; a company's change does, on window focus. The
    // list's refresh after the request marked the quotes viewed again: that stamp must be stored
    // before the company's change, or it would hide the change from the dot.
    await expect.poll(() => viewMarks.length).toBeGreaterThan(marksBefore);
    await Promise.all(viewMarks);
    // The count /profile asks for itself: the dot's refresh after the last mark may still be
    // answering on /quotes, and taking that one would leave /profile's own ask in flight (a
    // focus refresh joins a running ask instead of starting one after the change).
    const counted = page.waitForResponse(
      async (r) =>
        r.url().includes('/api/quote-notification-count') &&
        new URL((await r.request().headerValue('referer')) ?? 'http://none/').pathname === '/profile',
    );
    await page.goto('/profile');
    expect(await (await counted).json()).toEqual({ notification_count: 0 });
    await expect(visibleDot(page)).toHaveCount(0);
    await setQuote(f.moveId, f.companies[1].id, 'QUOTED', { price: 990, top_price: 1100 });
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange'))); // what TanStack listens to for focus
    await expect(visibleDot(page)).toHaveCount(1);
    await settled(page);
    await shot('quotes-red-dot');
    await myQuotesLink(page, mobile).click();
    await expect(b.getByTestId('quote-price')).toHaveText('$990 - $1,100');
    await expect(visibleDot(page)).toHaveCount(0);

    // A saved company: Request quote turns it into a quote card.
    await makeAvailable(savedCompany.id, [MOVE_START]);
    await saved.getByRole('button', { name: 'Request quote' }).click();
    await expect(page.getByText('Quote requested successfully')).toBeVisible();
    await expect(saved).toBeHidden();
    await expectStatus(quoteCard(page, 'Cedar Moving'), 'Quote requested');
    await expect(page.getByTestId('quote-card')).toHaveCount(3);
  },
);

test('a customer without quotes or saved companies sees the empty state', async ({ page, shot }) => {
  const { createTestUser } = await import('@test/support/fixtures/users');
  const customer = await createTestUser({ role: 'MOVER', profile: true });
  await startSignedIn(page, customer.email);
  await page.goto('/quotes');
  await expect(page.getByRole('heading', { name: "You don't have any saved companies or quotes yet" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View or edit move details' })).toHaveAttribute('href', '/move-info');
  await page.getByRole('checkbox', { name: 'Show quoted only' }).check();
  await expect(
    page.getByText('No quotes match your current filters. Try adjusting your filter selection.'),
  ).toBeVisible();
  await settled(page);
  await shot('quotes-empty');
});
