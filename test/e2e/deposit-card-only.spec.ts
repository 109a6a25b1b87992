import { DEPOSIT_MESSAGES } from '@schemas/deposits';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import { protectedQuoteOfDay } from '@test/support/fixtures/protected-payment';
import {
  e2eStack,
  expect,
  fillBookingDialog,
  openBookingDialog,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * A protected-payment company's quote that asks no deposit (docs/payments-for-moves.md, No deposit): the
 * customer saves a card on Stripe's page, nothing is charged, and comes back booked.
 */
test.beforeAll(() => {
  e2eStack();
});

/** A day of this spec only. */
const DAY_OFFSET = 583;

test('a customer books a protected company without a deposit: saves a card on Stripe, nothing charged, booked', async ({
  page,
  shot,
}) => {
  const fixture = await protectedQuoteOfDay(DAY_OFFSET, { estimate: bindingEstimate({ deposit: 0 }) });
  await startSignedIn(page, fixture.customer.email);
  await page.goto('/quotes');
  const dialog = await openBookingDialog(page, fixture.company.name);
  await fillBookingDialog(dialog, { day: dayFromToday(DAY_OFFSET) });
  const payment = dialog.getByTestId('booking-payment');
  await expect(payment).toHaveAttribute('data-payment', 'protected');
  await expect(payment).toContainText(DEPOSIT_MESSAGES.protectedCardOnly);
  await settled(page);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: DEPOSIT_MESSAGES.bookAndSaveCard }).click();

  // Stripe's setup page (the local Stripe's): nothing is charged, the card is saved.
  await expect(page.getByRole('heading', { name: 'Save a card for MoveMatch' })).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save card' }).click();

  await page.waitForURL(/\/quotes\?deposit_session=cs_test_/);
  await expect(page.getByTestId('deposit-return')).toContainText(
    `Card saved: you are booked with ${fixture.company.name}`,
    { timeout: 30_000 },
  );
  await shot('card-only-returned-booked');
  await page.goto(`/bookings/${fixture.quoteId}`);
  await expect(page.getByTestId('booking-payment')).toHaveText(
    /^Protected payment: no deposit; the card ending in 4242 saved through MoveMatch on /,
  );
});
