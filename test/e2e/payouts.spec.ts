import { companyWithUser } from '@test/support/fixtures/company-users';
import { TEST_ROUTING_NUMBER } from '@infra/local/stripe/connect-accounts';
import { TEST_CARDS } from '@infra/local/stripe/test-cards';
import { dayFromToday } from '@test/support/fixtures/dates';
import { bindingEstimate, structuredQuote } from '@test/support/fixtures/estimates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom, setQuote } from '@test/support/fixtures/quotes';
import { nameTag } from '@test/support/fixtures/users';
import {
  bookedThroughDeposit,
  holdAndComplete,
  holdBalanceNow,
  protectedQuoteOfDay,
  stripeOfStack,
} from '@test/support/fixtures/protected-payment';
import { stripeControl } from '@test/support/fixtures/stripe';
import { callRoute } from '@test/support/api';
import { eventsIdle } from '@test/support/stack-events';
import { routes } from '@schemas/routes';
import { DEPOSIT_CONSENT, DEPOSIT_MESSAGES } from '@schemas/deposits';
import { PROTECTED_PAYMENT_OFFERED } from '@schemas/payouts';
import {
  bookingQueueRow,
  DEMO_ADMIN,
  e2eStack,
  expect,
  fillBookingDialog,
  freshPage,
  openBookingDialog,
  saveScreenshot,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * Protected payment (docs/payments-for-moves.md): a company sets up its Stripe payout account from /profile,
 * a customer pays the deposit at booking, and the company sees what MoveMatch paid it.
 */
test.beforeAll(() => {
  e2eStack();
});

test('a company sets up payouts with Stripe from /profile and sees them set up', async ({ page, shot }) => {
  const { company, user } = await companyWithUser();
  await startSignedIn(page, user.email);
  await page.goto('/profile');
  const panel = page.getByRole('region', { name: 'Payments for moves' });
  await expect(panel).toContainText('Until then customers book you and pay you directly.');
  expect(await seriousAxeFindings(page, { include: 'section[aria-labelledby="payouts-title"]' })).toEqual([]);
  await panel.getByRole('button', { name: 'Set up payouts with Stripe' }).click();

  // Stripe's hosted onboarding (the local Stripe's page).
  await expect(page.getByRole('heading', { name: `Set up payouts for ${company.name}` })).toBeVisible();
  await page.getByLabel('Routing number').fill(TEST_ROUTING_NUMBER);
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByRole('button', { name: 'Agree and submit' }).click();

  await expect(page).toHaveURL(/\/profile\?payouts=returned$/);
  await expect(panel.getByTestId('payouts-enabled')).toContainText('Payouts are set up.');
  await shot('payouts-enabled');
  // Customers are told only once MoveMatch takes the booking's money (PROTECTED_PAYMENT_OFFERED).
  await page.goto(`/moving-company/${company.id}`);
  await expect(page.getByTestId(PROTECTED_PAYMENT_OFFERED ? 'protected-payment' : 'direct-payment')).toBeVisible();
});

/** A day of this spec only. */
const DEPOSIT_DAY = dayFromToday(571);

test('a customer books a company with protected payment: pays the deposit on Stripe and comes back booked', async ({
  page,
  shot,
}) => {
  const tag = nameTag(4);
  const seller = await companyWithUser({ name: `Protected Movers ${tag}` });
  await setPayoutsEnabledFor(seller.company.id);
  const { customer, moveId } = await customerWithMove({
    start: DEPOSIT_DAY,
    end: DEPOSIT_DAY,
    firstName: 'Casey',
    lastName: `Deposit${tag}`,
  });
  const { id: quoteId } = await requestQuoteFrom(customer, moveId, seller.company.id, DEPOSIT_DAY);
  // Binding $2,600 with a $200 deposit.
  await setQuote(moveId, seller.company.id, 'QUOTED', {
    ...structuredQuote(bindingEstimate()),
    quoted_by_name: 'Pat M.',
  });

  await startSignedIn(page, customer.email);
  await page.goto('/quotes');
  const dialog = await openBookingDialog(page, seller.company.name);
  await fillBookingDialog(dialog, { day: DEPOSIT_DAY });
  const payment = dialog.getByTestId('booking-payment');
  await expect(payment).toHaveAttribute('data-payment', 'protected');
  await expect(payment).toContainText(DEPOSIT_MESSAGES.protectedWithDeposit('$200'));
  await expect(payment).toContainText(DEPOSIT_CONSENT);
  await expect(dialog.getByText('Paid by card through MoveMatch when you book')).toBeVisible();
  await settled(page);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot('deposit-booking-dialog');
  await dialog.getByRole('button', { name: 'Book and pay $200 deposit' }).click();

  // The local Stripe's checkout: the deposit, and the consent to keep the card above Pay.
  const { stripeUrl } = e2eStack();
  await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/checkout/cs_test_`));
  await expect(page.getByText('$200.00').first()).toBeVisible();
  await expect(page.locator('#submit-message')).toHaveText(DEPOSIT_CONSENT);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL(/\/quotes\?deposit_session=cs_test_/);
  const notice = page.getByTestId('deposit-return');
  await expect(notice).toContainText(`Deposit of $200 paid: you are booked with ${seller.company.name}`, {
    timeout: 30_000,
  });
  await settled(page);
  await shot('deposit-returned-booked');
  await page.goto(`/bookings/${quoteId}`);
  await expect(page.getByTestId('booking-payment')).toHaveText(
    /^Protected payment: deposit of \$200 paid through MoveMatch by the card ending in 4242 on /,
  );
});

async function setPayoutsEnabledFor(companyId: string) {
  const { setPayoutsEnabled } = await import('@functions/core/data/company/moving-companies');
  await setPayoutsEnabled(companyId, true);
}

test('a company sees what MoveMatch paid it for a completed move, less the fee, and its payout to the bank', async ({
  page,
  shot,
}) => {
  const fixture = await protectedQuoteOfDay(0, { connect: true });
  await bookedThroughDeposit(fixture);
  await holdAndComplete(fixture);
  const confirmed = await callRoute(routes.confirmCompletion, {
    token: fixture.customer.accessToken,
    params: { id: fixture.quoteId },
  });
  expect(confirmed.status).toBe(200);
  await eventsIdle();
  await stripeControl(`accounts/${fixture.accountId}/payout`);

  await startSignedIn(page, fixture.user.email);
  await page.goto('/profile');
  const payments = page.getByTestId('mover-payments');
  // $2,780 paid (binding $2,600 and full value protection): the $200 deposit ($194 after the 3 %
  // fee) and $2,580 from the hold ($2,502.60).
  const transfers = payments.getByRole('list', { name: 'Transfers from MoveMatch' }).getByRole('listitem');
  await expect(transfers).toHaveCount(2);
  await expect(transfers.filter({ hasText: 'Deposit' })).toContainText('paid $200, fee $6');
  await expect(transfers.filter({ hasText: 'Deposit' })).toContainText('$194');
  await expect(transfers.filter({ hasText: 'Balance' })).toContainText('paid $2,580, fee $77.40');
  await expect(transfers.filter({ hasText: 'Balance' })).toContainText('$2,502.60');
  const bankPayouts = payments.getByRole('list', { name: 'Payouts to your bank' }).getByRole('listitem');
  await expect(bankPayouts).toHaveText([/On its way.*\$2,696\.60/]);
  await expect(payments).toContainText('Available to pay out$0');
  expect(await seriousAxeFindings(page, { include: '[data-testid="mover-payments"]' })).toEqual([]);
  await shot('mover-payments');
  await transfers.first().getByRole('link', { name: 'Open the booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${fixture.quoteId}$`));
});

test('a company cancels a protected booking with its reason; the customer reads why and that the deposit comes back', async ({
  page,
  browser,
  baseURL,
  shot,
}) => {
  const fixture = await protectedQuoteOfDay(3);
  await bookedThroughDeposit(fixture);
  const reason = 'Our only truck failed inspection this week; we are very sorry.';

  await startSignedIn(page, fixture.user.email);
  await page.goto(`/bookings/${fixture.quoteId}`);
  const section = page.getByTestId('company-cancel-section');
  await section.getByRole('button', { name: 'Cancel this booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(dialog.getByLabel('Why are you cancelling?')).toHaveAccessibleDescription(/The customer reads this/);
  await expect(dialog).toContainText('Tell the customer why, in at least 10 characters');
  await dialog.getByLabel('Why are you cancelling?').fill(reason);
  expect(await seriousAxeFindings(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot('company-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(section).toBeHidden();

  // The customer, in a browser of their own.
  const customer = await freshPage(browser, baseURL);
  await startSignedIn(customer.page, fixture.customer.email);
  await customer.page.goto(`/bookings/${fixture.quoteId}`);
  const notice = customer.page.getByTestId('cancelled-by-company');
  await expect(notice).toContainText(`Their reason: “${reason}”`);
  await expect(notice).toContainText('Your $200 deposit is refunded in full; nothing more will be charged.');
  expect(await seriousAxeFindings(customer.page, { include: '[data-testid="cancelled-by-company"]' })).toEqual([]);
  await notice.getByRole('link', { name: 'Find another company' }).click();
  await expect(customer.page).toHaveURL(/\/matches$/);
  await customer.context.close();
});

test("the admin reads the money through MoveMatch and a disputed booking's ledger", async ({ page }) => {
  const fixture = await protectedQuoteOfDay(0, { connect: true });
  const { paymentIntent } = await bookedThroughDeposit(fixture);
  const charge = (await (await stripeOfStack()).paymentIntents.retrieve(paymentIntent)).latest_charge as string;
  expect((await stripeControl(`charges/${charge}/dispute`, { reason: 'fraudulent' })).status).toBe(200);
  await eventsIdle();

  await startSignedIn(page, DEMO_ADMIN);
  await page.goto('/admin-dashboard');
  const money = page.getByRole('region', { name: 'Money through MoveMatch' });
  await expect(money.getByTestId('money-held')).toContainText(/Held for moves\$[\d,.]+/);
  await expect(money.getByTestId('money-disputed')).not.toContainText('$0');

  const row = await bookingQueueRow(page, 'Chargebacks', fixture.company.name);
  await row.getByRole('button', { name: 'Show the money ledger' }).click();
  const ledger = row.getByTestId('booking-ledger');
  await expect(ledger.getByRole('row')).toHaveText([
    'DayMovementPartAmountFee',
    /Card chargedDeposit\$200—$/,
    /Chargeback openedDeposit\$200—$/,
  ]);
  await expect(row.getByTestId('booking-ledger-held')).toContainText('Held for moves: $200');
  expect(await seriousAxeFindings(page, { include: 'section[aria-labelledby="money-title"]' })).toEqual([]);
  expect(await seriousAxeFindings(page, { include: '[data-testid="booking-ledger"]' })).toEqual([]);
  await saveScreenshot(money, 'admin-money');
  await saveScreenshot(row, 'admin-booking-ledger');
  // At 375 px the figures take two columns and the ledger scrolls inside its box.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(ledger).toBeVisible();
  await saveScreenshot(money, 'admin-money-375');
  await saveScreenshot(row, 'admin-booking-ledger-375');
});

test('a customer whose card refused the balance hold saves a new card on Stripe and the balance is held on it', async ({
  page,
}) => {
  const fixture = await protectedQuoteOfDay(1);
  await bookedThroughDeposit(fixture, TEST_CARDS.offSessionFails);
  expect(await holdBalanceNow(fixture.quoteId)).toBe('failed');

  await startSignedIn(page, fixture.customer.email);
  await page.goto(`/bookings/${fixture.quoteId}`);
  const update = page.getByTestId('card-update');
  await expect(update).toContainText(DEPOSIT_MESSAGES.holdFailed);
  expect(await seriousAxeFindings(page, { include: '[data-testid="card-update"]' })).toEqual([]);
  await update.getByRole('button', { name: 'Update your card' }).click();

  // Stripe's setup page (the local Stripe's): nothing is charged, the card is saved.
  await expect(page.getByRole('heading', { name: 'Save a card for MoveMatch' })).toBeVisible();
  await page.getByLabel('Card number').fill(TEST_CARDS.pays);
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(new RegExp(`/bookings/${fixture.quoteId}\\?card_session=cs_`));
  await expect(page.getByTestId('card-saved')).toHaveText(DEPOSIT_MESSAGES.cardSaved);
  await expect(page.getByTestId('booking-terms')).toContainText('The balance of up to $2,580 is held on your card');
  await expect(page.getByTestId('booking-terms')).toContainText('card ending in 4242');
  await saveScreenshot(page.getByTestId('card-saved'), 'card-saved');
});
