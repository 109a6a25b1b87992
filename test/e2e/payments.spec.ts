import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { makeAvailable } from '@test/support/fixtures/companies';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { storedSubscription, storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { openLeads, sendQuote } from '@test/support/fixtures/lead-tokens';
import type { TestUser } from '@test/support/fixtures/users';
import {
  choosePriceOrRange,
  e2eStack,
  expect,
  nextMonthDay,
  pressSpendingToken,
  seriousAxeFindings,
  settled,
  startSignedIn,
  test,
} from './support';

/**
 * Paying for leads in the browser: an unsubscribed company meets the paywall, buys
 * the pay-per-lead start on the local Stripe's hosted checkout with 4242, spends a token per
 * new lead, runs out, its quote waits as payment-pending, and the paid refill sends it to the
 * customer. A declined card changes nothing and shows Stripe's message.
 */
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

test.beforeAll(() => {
  e2eStack();
});

/** A customer's NC move next month from a town of its own (so a search finds exactly it). */
async function leadInOwnTown(firstName: string) {
  const mark = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)
    .padEnd(6, 'x');
  const town = `Tokenville ${mark}`;
  const [start, end] = [nextMonthDay(16), nextMonthDay(17)];
  const { customer, moveId } = await customerWithMove({
    firstName,
    lastName: `Payne${mark}`,
    from: { address: '5 Coin Ct', city: town, zip: '27513', square_feet: 1500, count_bedrooms: 3, unit_level_start: 1 },
    to: {
      address: '9 Bay St',
      city: 'Charleston',
      state: 'SC',
      zip: '29401',
      square_feet: null,
      count_bedrooms: 3,
      unit_level_start: 1,
      is_stairs_required: false,
    },
    start: start.iso,
    end: end.iso,
    special: '',
    packing: false,
  });
  return { customer, moveId, town, firstName, dates: [start.iso, end.iso] };
}

async function searchTown(page: Page, town: string) {
  await page.goto('/find-leads');
  await page.getByLabel('From city').fill(town);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Opens the quote editor on the one lead found and sends a price (`asks`: the session's first spend confirms). */
async function sendQuoteFromSearch(page: Page, town: string, firstName: string, price: string, asks: boolean) {
  await searchTown(page, town);
  const lead = page.getByTestId('lead-card');
  await expect(lead).toHaveCount(1);
  await expect(lead.getByRole('heading', { name: firstName })).toBeVisible();
  await pressSpendingToken(page, lead.getByRole('button', { name: 'Create & send quote' }), asks);
  const editor = page.getByRole('dialog', { name: 'Create & send quote' });
  await choosePriceOrRange(editor);
  await editor.getByLabel('Total quote amount or range start').fill(price);
  await editor.getByRole('button', { name: 'Save and send quote' }).click();
}

/** The hosted checkout page of the local Stripe (not the app). */
async function expectCheckoutPage(page: Page) {
  const { stripeUrl } = e2eStack();
  await page.waitForURL((url) => url.href.startsWith(`${stripeUrl}/checkout/cs_test_`));
  await expect(page.getByLabel('Card number')).toBeVisible();
}

async function pay(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

/** The rules whose serious or critical violations the page has (none expected). */
const tokensShown = (page: Page) => page.getByRole('region', { name: 'Subscription details' });

const companyQuoteOf = async (customer: TestUser, companyId: string) => {
  const answer = await callRoute(routes.listMyQuotes, { token: customer.accessToken });
  return (answer.body as Array<{ moving_company_id: string; status: string; price?: number }>).find(
    (q) => q.moving_company_id === companyId,
  );
};

test('an unsubscribed company pays pay-per-lead with 4242, spends tokens, runs out, and the paid refill sends its pending quote', async ({
  page,
  shot,
}) => {
  // Two checkouts, a paywall and two quotes through the UI: longer than the 60 s default on a loaded machine.
  test.slow();
  const { company, user } = await companyWithUser({ plan: 'none' });
  const first = await leadInOwnTown('Penny');
  const second = await leadInOwnTown('Nickel');
  await makeAvailable(company.id, [...new Set([...first.dates, ...second.dates])]);
  await startSignedIn(page, user.email);

  // 1. No plan: the lead search (run on opening the page) meets the paywall, which leads to the plan choice.
  await page.goto('/find-leads');
  const paywall = page.getByRole('dialog', { name: 'Subscription required' });
  await expect(paywall).toContainText('Your company needs an active subscription to work with leads.');
  await settled(page);
  await shot('payments-paywall');
  await paywall.getByRole('link', { name: 'Choose a subscription' }).click();
  await expect(page).toHaveURL(/\/add-stripe/);
  // Beside the plans, the demand in the company's area (the whole state), with no customer's name.
  const demand = page.getByRole('region', { name: 'Demand in your service area' });
  await expect(demand.getByTestId('lead-demand-count')).toContainText('moving in the next 30 days');
  await expect(demand).not.toContainText(first.firstName);
  await expect(demand).not.toContainText(second.firstName);
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('payments-demand-preview');

  // 2. Pay per lead, Next: the local Stripe's hosted checkout for $500.
  await page.getByRole('radio', { name: /^Pay Per Lead/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCheckoutPage(page);
  await expect(page.locator('body')).toContainText('$500.00');
  await settled(page);
  await shot('payments-checkout');
  await pay(page, PAYS);

  // 3. Back through the subscription redirect: the first payment lands on 'You're live' (the
  // calendar is published, the service area never chosen), then /profile shows a full bundle.
  const live = page.getByRole('region', { name: 'You’re live!' });
  await expect(live).toBeVisible();
  await expect(live.getByTestId('live-step').nth(0)).toContainText('Done');
  await expect(live.getByTestId('live-step').nth(1)).toContainText('To do');
  await expect(live.getByRole('link', { name: 'Find leads' })).toBeVisible();
  await settled(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot('payments-youre-live');
  // A next step's link lands on its section, below the company details.
  await live.getByRole('link', { name: 'Set your service area' }).click();
  await expect(page.getByRole('heading', { name: 'Service area' })).toBeInViewport();
  await shot('payments-service-area-anchor');
  await page.goto('/profile');
  await expect(tokensShown(page)).toContainText('Pay Per Lead');
  await expect(tokensShown(page)).toContainText('20/20');
  await settled(page);
  await shot('payments-profile-20');

  // 4. The first quote on a new lead spends one token.
  await sendQuoteFromSearch(page, first.town, first.firstName, '1800', true);
  await expect(page.getByText('Quote created successfully')).toBeVisible();
  await expect.poll(() => companyQuoteOf(first.customer, company.id)).toMatchObject({ status: 'QUOTED', price: 1800 });
  // The lead pages show the balance with the refill, at any balance.
  const tokenLine = page.getByTestId('lead-token-balance');
  await expect(tokenLine).toContainText('Lead tokens: 19 of 20');
  await expect(tokenLine.getByRole('button', { name: 'Refill tokens with Stripe' })).toBeVisible();
  await shot('payments-find-leads-tokens');
  await page.goto('/manage-leads');
  await expect(page.getByTestId('lead-token-balance')).toContainText('Lead tokens: 19 of 20');
  await page.goto('/profile');
  await expect(tokensShown(page)).toContainText('19/20');
  await expect(tokensShown(page).getByRole('button', { name: 'Refill tokens with Stripe' })).toBeVisible();

  // 5. Run out: 19 more leads quoted through the API.
  const leads = await openLeads(19);
  const sent = await Promise.all(leads.map((moveId) => sendQuote(user, moveId, company.id)));
  expect(sent.map((answer) => answer.status)).toEqual(leads.map(() => 201));
  expect(await storedTokenBalance(company.id)).toBe(0);
  await page.reload();
  await expect(tokensShown(page)).toContainText('0/20');
  await expect(tokensShown(page).getByRole('button', { name: 'Refill tokens with Stripe' })).toBeVisible();

  // 6. A quote with no token left waits, hidden from the customer, and the browser goes to the refill checkout.
  await sendQuoteFromSearch(page, second.town, second.firstName, '2400', false);
  await expect(page.getByText('Your quote was sent! Please complete payment to continue using tokens.')).toBeVisible();
  expect(await companyQuoteOf(second.customer, company.id)).toBeUndefined();
  await expectCheckoutPage(page);
  await pay(page, PAYS);

  // 7. The refill is credited, the pending quote goes out by itself and pays its token from the
  // refill; the page counts down from 3 s and leaves on time (not a phone's 17 s).
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByTestId('redirect-countdown')).toHaveText(/^Taking you back in [1-3] seconds?\.$/);
  await expect(page.getByRole('link', { name: 'Go now' })).toBeVisible();
  await page.waitForURL((url) => !url.pathname.startsWith('/moving-company-token-refill-success'), {
    timeout: 5_000,
  });
  await expect
    .poll(() => companyQuoteOf(second.customer, company.id), { timeout: 15_000 })
    .toMatchObject({ status: 'QUOTED', price: 2400 });
  await page.goto('/profile');
  await expect(tokensShown(page)).toContainText('19/20');
  await settled(page);
  await shot('payments-profile-refilled');
});

test('a declined card leaves the company unsubscribed, with Stripe’s message on the checkout page', async ({
  page,
}) => {
  const { company, user } = await companyWithUser({ plan: 'none' });
  await startSignedIn(page, user.email);
  await page.goto('/add-stripe');
  // Monthly is the default plan.
  await expect(page.getByRole('radio', { name: /^Monthly/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectCheckoutPage(page);
  await expect(page.locator('body')).toContainText('$599.00 per month');

  await pay(page, DECLINED);
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page.getByLabel('Card number')).toBeVisible();
  expect(await storedSubscription(company.id)).toBeNull();
  const profile = await callRoute(routes.getUser, { token: user.accessToken });
  expect(profile.body).toMatchObject({ stripe_subscription_status: 'freeTrialEligible' });

  // Giving up on the checkout returns to the plan choice, still without a plan.
  await page.getByRole('link', { name: /Cancel/ }).click();
  await expect(page).toHaveURL(/\/add-stripe/);
  await page.goto('/find-leads');
  await expect(page.getByRole('dialog', { name: 'Subscription required' })).toBeVisible();
});
