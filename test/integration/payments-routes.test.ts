import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { routes, type RouteId } from '@schemas/routes';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { LOCAL_STRIPE_SECRET_KEY } from '@infra/local/stripe/local-keys';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { pointAtStack } from '@test/support/point-at-stack';
import { setCalendar } from '@test/support/fixtures/companies';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { dayFromToday } from '@test/support/fixtures/dates';
import { customerWithMove } from '@test/support/fixtures/moves';
import { requestQuoteFrom } from '@test/support/fixtures/quotes';
import { CARD_DECLINED, payCheckout, sessionIdOf, stripeControl, webhooksSettled } from '@test/support/fixtures/stripe';
import {
  givenActiveMonthlyPlan,
  givenPayPerLeadPlan,
  storedSubscription,
  storedTokenBalance,
} from '@test/support/fixtures/subscriptions';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { expected } from '@test/support/expected';

/*
 * The payment routes against the local Stripe: checkouts for both plans, the
 * 'already exists' refusals, refills for pay-per-lead only, subscription details, completing
 * after checkout, the refill success page; who may call them; and the 402 paywall on every
 * lead and calendar route for a company without a running plan.
 */

/** Test companies start on the monthly plan unless told otherwise: these start with none. */
const UNSUBSCRIBED = { plan: 'none' } as const;

let stripe: Stripe;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  const { stripeUrl } = currentStack();
  const url = new URL(stripeUrl);
  stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  [admin, customer] = await Promise.all([
    createTestUser({ role: 'ADMIN', profile: true }),
    createTestUser({ role: 'MOVER', profile: true }),
  ]);
});

const asUser = (user: TestUser) => ({ token: user.accessToken });
async function setServiceRadius(companyId: string, radius: '50') {
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  await movingCompanyEntity().patch({ id: companyId }).set({ service_radius: radius }).go();
}
const details = (user: TestUser, companyId: string) =>
  callRoute(routes.getSubscriptionDetails, { ...asUser(user), params: { id: companyId } });
const search = (user: TestUser) =>
  callRoute(routes.searchMoveRequests, {
    ...asUser(user),
    body: { startDate: dayFromToday(10), endDate: dayFromToday(20) },
  });

describe('the monthly plan', () => {
  it('opens a subscription checkout, is applied by the webhook, completes, renews, fails, cancels', async () => {
    const { company, user } = await companyWithUser(UNSUBSCRIBED);
    expect((await callRoute(routes.getUser, asUser(user))).body.stripe_subscription_status).toBe('freeTrialEligible');
    expect((await search(user)).status).toBe(402);

    const created = await callRoute(routes.createFlatRateSubscription, { ...asUser(user), params: { id: company.id } });
    expect(created.status).toBe(200);
    expect(created.body.url).toMatch(/\/checkout\/cs_/);
    const sessionId = sessionIdOf(created.body.url);
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'subscription',
      amount_total: 599_00,
      metadata: { moving_company_id: company.id, purpose: 'flat_rate' },
    });
    // Cards only: without it the local Stripe, like a dashboard with ACH on, offers a delayed method too.
    expect(session.payment_method_types).toEqual(['card']);
    expect(session.success_url).toMatch(/\/moving-company\/subscription-redirect\?session_id=\{CHECKOUT_SESSION_ID\}$/);

    expect((await payCheckout(sessionId)).status).toBe(200);
    await webhooksSettled();
    const plan = await storedSubscription(company.id);
    expect(plan).toMatchObject({
      plan_type: 'flat_rate_monthly_subscription',
      status: 'active',
      stripe_subscription_id: expected.stringMatching(/^sub_/),
    });

    const completed = await callRoute(routes.completeSubscription, {
      ...asUser(user),
      params: { id: company.id },
      body: { session_id: sessionId },
    });
    expect(completed.status).toBe(200);
    // The company's first return: the 'You're live' steps, none done yet; only this once.
    expect(completed.body).toEqual({
      status: 'active',
      planType: 'flat_rate_monthly_subscription',
      tokensRemaining: null,
      liveSteps: { calendarPublished: false, serviceAreaChosen: false },
    });
    const reloaded = await callRoute(routes.completeSubscription, {
      ...asUser(user),
      params: { id: company.id },
      body: { session_id: sessionId },
    });
    expect(reloaded.body).toEqual({
      status: 'active',
      planType: 'flat_rate_monthly_subscription',
      tokensRemaining: null,
    });
    expect((await details(user, company.id)).body).toEqual({
      planType: 'flat_rate_monthly_subscription',
      plan: 'Monthly',
      subscriptionPlan: 'flat_rate_monthly_subscription',
      status: 'active',
      nextBillDate: expected.any(String),
      nextBillAmount: 599_00,
      tokensRemaining: null,
      tokensPerBundle: 20,
    });
    expect((await callRoute(routes.getUser, asUser(user))).body.stripe_subscription_status).toBe('active');
    expect((await search(user)).status).toBe(200);

    // Already subscribed: both plans refuse; a monthly company buys no tokens.
    const again = await callRoute(routes.createFlatRateSubscription, { ...asUser(user), params: { id: company.id } });
    expect(again).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.subscriptionExists } });
    const payPerLead = await callRoute(routes.createPayPerLeadSubscription, {
      ...asUser(user),
      params: { id: company.id },
    });
    expect(payPerLead).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.subscriptionExists } });
    const refill = await callRoute(routes.createTokenRefillCheckout, { ...asUser(user), params: { id: company.id } });
    expect(refill).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.notPayPerLead } });

    // Billing moves it: a failed renewal is past_due (leads stay open in the grace), a cancellation ends it.
    const subscriptionId = plan!.stripe_subscription_id!;
    const renewed = await stripeControl<{ invoice: { lines: { data: { period: { end: number } }[] } } }>(
      `subscriptions/${subscriptionId}/renew`,
    );
    expect(renewed.status).toBe(200);
    await webhooksSettled();
    // The next bill moves to the renewed period's end, read where the pinned API has it (items, invoice.lines).
    const renewedEnd = new Date(renewed.body.invoice.lines.data[0].period.end * 1000).toISOString();
    expect(await storedSubscription(company.id)).toMatchObject({ status: 'active', current_period_end: renewedEnd });
    expect((await stripeControl(`subscriptions/${subscriptionId}/fail-renewal`)).status).toBe(200);
    await webhooksSettled();
    expect(await storedSubscription(company.id)).toMatchObject({
      status: 'past_due',
      past_due_since: expected.any(String),
    });
    expect((await search(user)).status).toBe(200);
    expect((await stripeControl(`subscriptions/${subscriptionId}/cancel`)).status).toBe(200);
    await webhooksSettled();
    expect((await storedSubscription(company.id))?.status).toBe('canceled');
    expect((await search(user)).status).toBe(402);
    // A late redirect of the old session changes nothing; a new checkout is allowed again.
    await callRoute(routes.completeSubscription, {
      ...asUser(user),
      params: { id: company.id },
      body: { session_id: sessionId },
    });
    expect((await storedSubscription(company.id))?.status).toBe('canceled');
    expect(
      (await callRoute(routes.createFlatRateSubscription, { ...asUser(user), params: { id: company.id } })).status,
    ).toBe(200);
  });

  it('leaves the company without a plan when the card is declined', async () => {
    const { company, user } = await companyWithUser(UNSUBSCRIBED);
    const created = await callRoute(routes.createFlatRateSubscription, { ...asUser(user), params: { id: company.id } });
    const sessionId = sessionIdOf(created.body.url);
    const paid = await payCheckout(sessionId, CARD_DECLINED);
    expect(paid.status).toBe(402);
    await webhooksSettled();
    expect(await storedSubscription(company.id)).toBeNull();
    const completed = await callRoute(routes.completeSubscription, {
      ...asUser(user),
      params: { id: company.id },
      body: { session_id: sessionId },
    });
    expect(completed).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.sessionNotPaid } });
    expect((await details(user, company.id)).body).toMatchObject({ planType: null, status: 'freeTrialEligible' });
  });
});

describe('updating the card after a failed payment', () => {
  it("opens Stripe's customer portal; a card that pays settles the bill and the plan is active again", async () => {
    const { company, user } = await companyWithUser(UNSUBSCRIBED);
    const created = await callRoute(routes.createFlatRateSubscription, { ...asUser(user), params: { id: company.id } });
    await payCheckout(sessionIdOf(created.body.url));
    await webhooksSettled();
    const subscriptionId = (await storedSubscription(company.id))!.stripe_subscription_id!;
    await stripeControl(`subscriptions/${subscriptionId}/fail-renewal`);
    await webhooksSettled();
    expect((await details(user, company.id)).body.status).toBe('past_due');

    const portal = await callRoute(routes.createBillingPortalSession, { ...asUser(user), params: { id: company.id } });
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/\/billing\/bps_/);
    const page = await fetch(portal.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<label for="card">Card number</label>');
    const portalId = new URL(portal.body.url).pathname.split('/').pop()!;

    expect((await stripeControl(`billing/${portalId}/card`, { card: CARD_DECLINED })).status).toBe(402);
    await webhooksSettled();
    expect((await details(user, company.id)).body.status).toBe('past_due');
    expect((await stripeControl(`billing/${portalId}/card`, { card: '4242 4242 4242 4242' })).status).toBe(200);
    await webhooksSettled();
    expect((await details(user, company.id)).body).toMatchObject({ status: 'active', plan: 'Monthly' });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
  });

  it('refuses a company without a monthly plan billed to a card (400)', async () => {
    const { company, user } = await companyWithUser(UNSUBSCRIBED);
    await givenPayPerLeadPlan(company.id, 5);
    const answer = await callRoute(routes.createBillingPortalSession, { ...asUser(user), params: { id: company.id } });
    expect(answer).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.noCardToUpdate } });
  });
});

describe('pay-per-lead', () => {
  it('starts with 20 tokens (the redirect may come first), refuses a second start, refills 20 more', async () => {
    const { company, user } = await companyWithUser(UNSUBSCRIBED);
    const created = await callRoute(routes.createPayPerLeadSubscription, {
      ...asUser(user),
      params: { id: company.id },
    });
    expect(created.status).toBe(200);
    const sessionId = sessionIdOf(created.body.url);
    expect(await stripe.checkout.sessions.retrieve(sessionId)).toMatchObject({
      mode: 'payment',
      amount_total: 500_00,
      payment_method_types: ['card'],
    });

    expect((await payCheckout(sessionId)).status).toBe(200);
    // Done before paying: a published day and a chosen service area mark the 'You're live' steps done.
    await setCalendar(company.id, [[dayFromToday(5), true]]);
    await setServiceRadius(company.id, '50');
    const completed = await callRoute(routes.completeSubscription, {
      ...asUser(user),
      params: { id: company.id },
      body: { session_id: sessionId },
    });
    expect(completed.body).toEqual({
      status: 'active',
      planType: 'pay_per_lead_subscription_start',
      tokensRemaining: 20,
      liveSteps: { calendarPublished: true, serviceAreaChosen: true },
    });
    await webhooksSettled();
    expect(await storedTokenBalance(company.id)).toBe(20);
    expect((await details(user, company.id)).body).toMatchObject({
      plan: 'Pay Per Lead',
      tokensRemaining: 20,
      nextBillDate: null,
      nextBillAmount: null,
    });

    const again = await callRoute(routes.createPayPerLeadSubscription, { ...asUser(user), params: { id: company.id } });
    expect(again).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.payPerLeadExists } });
    const monthly = await callRoute(routes.createFlatRateSubscription, { ...asUser(user), params: { id: company.id } });
    expect(monthly).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.subscriptionExists } });

    const refill = await callRoute(routes.createTokenRefillCheckout, { ...asUser(user), params: { id: company.id } });
    expect(refill.status).toBe(200);
    const refillId = sessionIdOf(refill.body.checkoutUrl);
    const refillSession = await stripe.checkout.sessions.retrieve(refillId);
    expect(refillSession.payment_method_types).toEqual(['card']);
    expect(refillSession.success_url).toBe(
      `${currentStack().webUrl}/moving-company-token-refill-success?session_id={CHECKOUT_SESSION_ID}&moving_company_id=${company.id}&return_url=%2Fprofile`,
    );
    const query = { session_id: refillId, moving_company_id: company.id };
    const unpaid = await callRoute(routes.getTokenRefillSuccess, { ...asUser(user), query });
    expect(unpaid.body).toEqual({
      success: false,
      tokensAdded: 0,
      tokensRemaining: 20,
      error: PAYMENT_MESSAGES.sessionNotPaid,
    });

    await payCheckout(refillId);
    await webhooksSettled(); // the webhook credits the 20 first here
    // The page, and a reload of it, say nothing new was added: the 20 came once, with the webhook.
    for (let visit = 0; visit < 2; visit += 1) {
      const success = await callRoute(routes.getTokenRefillSuccess, { ...asUser(user), query });
      expect(success.body).toEqual({ success: true, tokensAdded: 0, alreadyApplied: true, tokensRemaining: 40 });
    }
    const ledger = await callRoute(routes.getTokenLedger, { ...asUser(user), params: { id: company.id } });
    expect(ledger.body.entries.map((e: { kind: string; tokens: number }) => [e.kind, e.tokens])).toEqual([
      ['bought', 20],
      ['bought', 20],
    ]);
  });

  it('counts as running at 0 tokens', async () => {
    const { company, user } = await companyWithUser(UNSUBSCRIBED);
    await givenPayPerLeadPlan(company.id, 0);
    expect((await search(user)).status).toBe(200);
    expect((await details(user, company.id)).body).toMatchObject({ status: 'active', tokensRemaining: 0 });
  });
});

describe('who may use the payment routes', () => {
  it('lets a company act only for itself (403 for another), and an admin for any company', async () => {
    const [mine, other] = await Promise.all([companyWithUser(UNSUBSCRIBED), companyWithUser(UNSUBSCRIBED)]);
    await givenPayPerLeadPlan(other.company.id, 5);
    const otherId = other.company.id;
    const refused = [
      await callRoute(routes.createFlatRateSubscription, { ...asUser(mine.user), params: { id: otherId } }),
      await callRoute(routes.createPayPerLeadSubscription, { ...asUser(mine.user), params: { id: otherId } }),
      await callRoute(routes.createTokenRefillCheckout, { ...asUser(mine.user), params: { id: otherId } }),
      await details(mine.user, otherId),
      await callRoute(routes.getTokenLedger, { ...asUser(mine.user), params: { id: otherId } }),
      await callRoute(routes.completeSubscription, {
        ...asUser(mine.user),
        params: { id: otherId },
        body: { session_id: 'cs_x' },
      }),
      await callRoute(routes.getTokenRefillSuccess, {
        ...asUser(mine.user),
        query: { session_id: 'cs_x', moving_company_id: otherId },
      }),
    ];
    expect(refused.map((a) => a.status)).toEqual(Array(refused.length).fill(403));

    // A session of the other company named with my own company id: 403, nothing credited.
    const refill = await callRoute(routes.createTokenRefillCheckout, {
      ...asUser(other.user),
      params: { id: otherId },
    });
    const refillId = sessionIdOf(refill.body.checkoutUrl);
    await payCheckout(refillId);
    await webhooksSettled();
    const foreign = await callRoute(routes.getTokenRefillSuccess, {
      ...asUser(mine.user),
      query: { session_id: refillId, moving_company_id: mine.company.id },
    });
    expect(foreign).toMatchObject({ status: 403, body: { error: PAYMENT_MESSAGES.sessionOfAnotherCompany } });
    expect(await storedTokenBalance(mine.company.id)).toBe(0);

    // An admin opens a checkout for any company and is brought back to the admin dashboard.
    expect((await details(admin, otherId)).body).toMatchObject({ tokensRemaining: 25 });
    const byAdmin = await callRoute(routes.createFlatRateSubscription, {
      ...asUser(admin),
      params: { id: mine.company.id },
    });
    expect(byAdmin.status).toBe(200);
    const session = await stripe.checkout.sessions.retrieve(sessionIdOf(byAdmin.body.url));
    expect(session.success_url).toMatch(
      new RegExp(`session_id=\\{CHECKOUT_SESSION_ID\\}&movingCompanyId=${mine.company.id}$`),
    );
    expect(
      (
        await callRoute(routes.createFlatRateSubscription, {
          ...asUser(admin),
          params: { id: 'NOSUCHCOMPANY0000000000000' },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a customer on every payment route (403)', async () => {
    const { company } = await companyWithUser(UNSUBSCRIBED);
    const calls: Array<[RouteId, object]> = [
      ['createFlatRateSubscription', { params: { id: company.id } }],
      ['createPayPerLeadSubscription', { params: { id: company.id } }],
      ['createTokenRefillCheckout', { params: { id: company.id } }],
      ['getSubscriptionDetails', { params: { id: company.id } }],
      ['getTokenLedger', { params: { id: company.id } }],
      ['completeSubscription', { params: { id: company.id }, body: { session_id: 'cs_x' } }],
      ['getTokenRefillSuccess', { query: { session_id: 'cs_x', moving_company_id: company.id } }],
    ];
    for (const [id, call] of calls) {
      expect((await callRoute(routes[id], { ...asUser(customer), ...call })).status, id).toBe(403);
    }
  });
});

describe('the paywall: 402 on every lead and calendar route without a running plan', () => {
  let company: Awaited<ReturnType<typeof companyWithUser>>['company'];
  let user: TestUser;
  let moveId: string;
  let quoteId: string;

  beforeAll(async () => {
    ({ company, user } = await companyWithUser(UNSUBSCRIBED));
    const { customer: mover, moveId: move } = await customerWithMove({ start: dayFromToday(400) });
    moveId = move;
    ({ id: quoteId } = await requestQuoteFrom(mover, moveId, company.id));
  });

  const gated: Array<[RouteId, () => object]> = [
    ['searchMoveRequests', () => ({ body: { startDate: dayFromToday(10), endDate: dayFromToday(20) } })],
    ['listMyCompanyQuotes', () => ({})],
    ['findQuoteByMoveRequestId', () => ({ params: { id: moveId } })],
    ['sendCompanyQuote', () => ({ body: { move_request_id: moveId, moving_company_id: company.id, price: 900 } })],
    ['updateCompanyQuote', () => ({ params: { id: quoteId }, body: { price: 900 } })],
    [
      'getAvailability',
      () => ({ params: { id: company.id }, query: { start_date: dayFromToday(1), end_date: dayFromToday(5) } }),
    ],
    [
      'bulkUpdateAvailability',
      () => ({
        params: { id: company.id },
        body: { moving_company_id: company.id, changes: [{ date: dayFromToday(3), is_available: true }] },
      }),
    ],
    ['checkAvailability', () => ({ params: { move_request_id: moveId } })],
    ['listMySavedLeads', () => ({})],
    ['saveLead', () => ({ body: { move_request_id: moveId } })],
    ['deleteSavedLead', () => ({ params: { id: moveId } })],
    ['deleteSavedLeadByBody', () => ({ body: { move_request_id: moveId } })],
  ];

  const statuses = async () => {
    const answers: Record<string, number> = {};
    for (const [id, call] of gated) answers[id] = (await callRoute(routes[id], { ...asUser(user), ...call() })).status;
    return answers;
  };

  it.each(gated)('%s answers 402 with the paywall message for a company that never subscribed', async (id, call) => {
    const answer = await callRoute(routes[id], { ...asUser(user), ...call() });
    expect(answer).toMatchObject({ status: 402, body: { error: PAYMENT_MESSAGES.subscriptionRequired } });
  });

  it('answers 402 when canceled or past_due beyond the 7-day grace, and opens within it', async () => {
    const all402 = Object.fromEntries(gated.map(([id]) => [id, 402]));
    await givenActiveMonthlyPlan(company.id, { status: 'canceled' });
    expect(await statuses()).toEqual(all402);
    await givenActiveMonthlyPlan(company.id, {
      status: 'past_due',
      pastDueSince: new Date(Date.now() - 8 * 86400_000).toISOString(),
    });
    expect(await statuses()).toEqual(all402);
    await givenActiveMonthlyPlan(company.id, {
      status: 'past_due',
      pastDueSince: new Date(Date.now() - 2 * 86400_000).toISOString(),
    });
    const open = await statuses();
    expect(Object.values(open).filter((status) => status === 402)).toEqual([]);
  });

  it('counts unpaid and incomplete_expired as no plan: 402 everywhere, and a new plan checkout may be opened', async () => {
    const all402 = Object.fromEntries(gated.map(([id]) => [id, 402]));
    for (const status of ['unpaid', 'incomplete_expired']) {
      await givenActiveMonthlyPlan(company.id, { status });
      expect(await statuses()).toEqual(all402);
      const checkout = await callRoute(routes.createFlatRateSubscription, {
        ...asUser(user),
        params: { id: company.id },
      });
      expect(checkout.status).toBe(200);
    }
  });
});
