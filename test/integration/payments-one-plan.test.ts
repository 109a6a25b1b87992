import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { routes } from '@schemas/routes';
import { LOCAL_STRIPE_SECRET_KEY } from '@infra/local/stripe/local-keys';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { DUPLICATE_PLAN_REFUND_WINDOW_HOURS, PRICES } from '@schemas/constants';
import { payCheckout, sessionIdOf, stripeControl, stripeEvents, webhooksSettled } from '@test/support/fixtures/stripe';
import { storedSubscription, storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import { expected } from '@test/support/expected';

/*
 * A company is billed for at most one plan. Opening a plan checkout expires
 * the company's earlier open one; a checkout that escaped that (opened before the rule, or its
 * expiry lost a race) and is paid while a plan is live switches the plan deliberately: the old
 * subscription is canceled at Stripe first. In every case the subscriptions billing at the
 * local Stripe are exactly the one the product names (none for pay-per-lead).
 */

let stripe: Stripe;
let admin: TestUser;
let openPlanCheckouts: typeof import('@functions/core/data/payments/open-plan-checkouts');

beforeAll(async () => {
  const url = new URL(currentStack().stripeUrl);
  stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  admin = await createTestUser({ role: 'ADMIN', profile: true });
  pointAtStack();
  openPlanCheckouts = await import('@functions/core/data/payments/open-plan-checkouts');
});

type PlanRoute = typeof routes.createFlatRateSubscription;

async function openPlan(user: TestUser, companyId: string, route: PlanRoute = routes.createFlatRateSubscription) {
  const answer = await callRoute(route, { token: user.accessToken, params: { id: companyId } });
  expect(answer.status).toBe(200);
  return sessionIdOf(answer.body.url);
}

/** A tab opened before one-open-checkout existed: its session is no longer the company's named one. */
const forgetOpenPlanCheckout = (companyId: string) =>
  openPlanCheckouts.openPlanCheckoutEntity().delete({ moving_company_id: companyId }).go();

/** The subscriptions Stripe bills for these sessions' customers (every status but canceled). */
async function billingSubscriptions(sessionIds: string[]): Promise<string[]> {
  const customers = new Set<string>();
  for (const id of sessionIds) {
    const session = await stripe.checkout.sessions.retrieve(id);
    if (typeof session.customer === 'string') customers.add(session.customer);
  }
  const billing: string[] = [];
  for (const customer of customers) {
    const list = await stripe.subscriptions.list({ customer, limit: 100 });
    billing.push(
      ...list.data.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired').map((s) => s.id),
    );
  }
  return billing;
}

/** What Stripe kept of a subscription's payments: paid invoice payments less their refunds, in cents. */
async function keptCents(subscriptionId: string): Promise<number> {
  let kept = 0;
  for (const invoice of (await stripe.invoices.list({ subscription: subscriptionId, limit: 100 })).data) {
    for (const payment of (await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid' })).data) {
      const refunds = await stripe.refunds.list({
        payment_intent: payment.payment.payment_intent as string,
        limit: 100,
      });
      kept += (payment.amount_paid ?? 0) - refunds.data.reduce((sum, r) => sum + r.amount, 0);
    }
  }
  return kept;
}

/** The refunds Stripe made of a subscription's payments. */
async function refundsOf(subscriptionId: string): Promise<Stripe.Refund[]> {
  const found: Stripe.Refund[] = [];
  for (const invoice of (await stripe.invoices.list({ subscription: subscriptionId, limit: 100 })).data) {
    for (const payment of (await stripe.invoicePayments.list({ invoice: invoice.id })).data) {
      found.push(
        ...(await stripe.refunds.list({ payment_intent: payment.payment.payment_intent as string, limit: 100 })).data,
      );
    }
  }
  return found;
}

/** Two monthly tabs of one company (the first opened before one-open-checkout), the first paid: its plan. */
async function firstOfTwoMonthlyTabsPaid() {
  const { company, user } = await companyWithUser({ plan: 'none' });
  const first = await openPlan(user, company.id);
  await forgetOpenPlanCheckout(company.id);
  const second = await openPlan(user, company.id);
  expect((await payCheckout(first)).status).toBe(200);
  await webhooksSettled();
  const firstPlan = await storedSubscription(company.id);
  return { company, user, first, second, firstSubscription: firstPlan!.stripe_subscription_id! };
}

const details = (user: TestUser, companyId: string) =>
  callRoute(routes.getSubscriptionDetails, { token: user.accessToken, params: { id: companyId } }).then((a) => a.body);

describe('one open plan checkout per company', () => {
  it("expires the earlier checkout when a colleague or the admin's Connect to Stripe opens another", async () => {
    const { company, user } = await companyWithUser({ plan: 'none' });
    const colleague = await createCompanyUser(company.id);
    const first = await openPlan(user, company.id);
    const second = await openPlan(colleague, company.id, routes.createPayPerLeadSubscription);
    const third = await openPlan(admin, company.id);
    expect((await stripe.checkout.sessions.retrieve(first)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(second)).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(third)).status).toBe('open');

    // The older tabs cannot be paid any more; the newest can, and is the one plan.
    expect((await payCheckout(first)).status).toBe(400);
    expect((await payCheckout(second)).status).toBe(400);
    expect((await payCheckout(third)).status).toBe(200);
    await webhooksSettled();
    const plan = await storedSubscription(company.id);
    expect(await billingSubscriptions([first, second, third])).toEqual([plan!.stripe_subscription_id]);
    expect(await details(user, company.id)).toMatchObject({ plan: 'Monthly', status: 'active' });
  });
});

describe('a plan checkout paid while another plan is live', () => {
  it('two monthly tabs both paid: the older subscription is canceled, the newer one bills and is named', async () => {
    const { company, user } = await companyWithUser({ plan: 'none' });
    const first = await openPlan(user, company.id);
    await forgetOpenPlanCheckout(company.id);
    const second = await openPlan(user, company.id);
    expect((await payCheckout(first)).status).toBe(200);
    await webhooksSettled();
    const firstPlan = await storedSubscription(company.id);
    expect((await payCheckout(second)).status).toBe(200);
    await webhooksSettled();

    const plan = await storedSubscription(company.id);
    expect(plan).toMatchObject({
      plan_type: 'flat_rate_monthly_subscription',
      status: 'active',
      replaced_plan_type: 'flat_rate_monthly_subscription',
    });
    expect(plan!.stripe_subscription_id).not.toBe(firstPlan!.stripe_subscription_id);
    expect(await billingSubscriptions([first, second])).toEqual([plan!.stripe_subscription_id]);
    expect((await stripe.subscriptions.retrieve(firstPlan!.stripe_subscription_id!)).status).toBe('canceled');
    expect(await details(user, company.id)).toMatchObject({
      plan: 'Monthly',
      status: 'active',
      switchedFrom: { plan: 'Monthly', at: expected.any(String) },
    });

    // Replaying the first checkout (its redirect, late) changes nothing.
    await callRoute(routes.completeSubscription, {
      token: user.accessToken,
      params: { id: company.id },
      body: { session_id: first },
    });
    expect((await storedSubscription(company.id))?.stripe_subscription_id).toBe(plan!.stripe_subscription_id);
  });

  it('two monthly tabs both paid within a day: one subscription bills and exactly one $599 is kept (the replaced one refunded once)', async () => {
    const { company, user, second, firstSubscription } = await firstOfTwoMonthlyTabsPaid();
    expect((await payCheckout(second)).status).toBe(200);
    await webhooksSettled();
    const plan = await storedSubscription(company.id);
    expect(plan!.stripe_subscription_id).not.toBe(firstSubscription);
    expect(await billingSubscriptions([second])).toEqual([plan!.stripe_subscription_id]);
    expect(await keptCents(firstSubscription)).toBe(0);
    expect(await keptCents(plan!.stripe_subscription_id!)).toBe(PRICES.flatRateMonthlyCents);
    expect(await refundsOf(firstSubscription)).toHaveLength(1);
    expect(await details(user, company.id)).toMatchObject({
      switchedFrom: { plan: 'Monthly', refundedAmount: PRICES.flatRateMonthlyCents },
    });

    // The second checkout's webhook delivered again, its redirect, and the refund itself asked again: still one refund.
    const [completed] = (await stripeEvents('checkout.session.completed')).filter(
      (e) => (e.data.object as { id: string }).id === second,
    );
    expect((await stripeControl(`events/${completed.id}/resend`)).status).toBe(200);
    await webhooksSettled();
    await callRoute(routes.completeSubscription, {
      token: user.accessToken,
      params: { id: company.id },
      body: { session_id: second },
    });
    const { refundDuplicatePlan } = await import('@functions/payments/duplicate-plan-refund');
    expect(await refundDuplicatePlan(firstSubscription)).toBe(PRICES.flatRateMonthlyCents);
    expect(await refundsOf(firstSubscription)).toHaveLength(1);
    expect(await keptCents(firstSubscription)).toBe(0);
    expect((await storedSubscription(company.id))?.stripe_subscription_id).toBe(plan!.stripe_subscription_id);
  });

  it('a monthly plan replaced after its first day: nothing is refunded (the company had the plan)', async () => {
    const { company, user, second, firstSubscription } = await firstOfTwoMonthlyTabsPaid();
    const pastTheWindow = (DUPLICATE_PLAN_REFUND_WINDOW_HOURS + 1) * 3600;
    expect(
      (await stripeControl(`subscriptions/${firstSubscription}/backdate`, { seconds: pastTheWindow })).status,
    ).toBe(200);
    expect((await payCheckout(second)).status).toBe(200);
    await webhooksSettled();
    const plan = await storedSubscription(company.id);
    expect(plan).toMatchObject({
      plan_type: 'flat_rate_monthly_subscription',
      replaced_plan_type: 'flat_rate_monthly_subscription',
    });
    expect(await billingSubscriptions([second])).toEqual([plan!.stripe_subscription_id]);
    expect((await stripe.subscriptions.retrieve(firstSubscription)).status).toBe('canceled');
    expect(await refundsOf(firstSubscription)).toEqual([]);
    expect(await keptCents(firstSubscription)).toBe(PRICES.flatRateMonthlyCents);
    const shown = await details(user, company.id);
    expect(shown.switchedFrom).toMatchObject({ plan: 'Monthly' });
    expect(shown.switchedFrom).not.toHaveProperty('refundedAmount');
  });

  it('monthly live, then an old pay-per-lead tab paid: the monthly subscription ends at Stripe before pay-per-lead is shown', async () => {
    const { company, user } = await companyWithUser({ plan: 'none' });
    const payPerLead = await openPlan(user, company.id, routes.createPayPerLeadSubscription);
    await forgetOpenPlanCheckout(company.id);
    const monthly = await openPlan(user, company.id);
    expect((await payCheckout(monthly)).status).toBe(200);
    await webhooksSettled();
    const monthlyPlan = await storedSubscription(company.id);
    expect(monthlyPlan?.status).toBe('active');

    expect((await payCheckout(payPerLead)).status).toBe(200);
    await webhooksSettled();
    expect(await storedSubscription(company.id)).toMatchObject({
      plan_type: 'pay_per_lead_subscription_start',
      status: 'active',
    });
    expect(await storedTokenBalance(company.id)).toBe(20);
    // Pay-per-lead has no Stripe subscription: nothing bills monthly any more.
    expect(await billingSubscriptions([monthly, payPerLead])).toEqual([]);
    expect((await stripe.subscriptions.retrieve(monthlyPlan!.stripe_subscription_id!)).status).toBe('canceled');
    expect(await keptCents(monthlyPlan!.stripe_subscription_id!)).toBe(0);
    expect(await details(user, company.id)).toMatchObject({
      plan: 'Pay Per Lead',
      nextBillDate: null,
      nextBillAmount: null,
      // Replaced within its first day: the monthly payment was a duplicate and is refunded.
      switchedFrom: { plan: 'Monthly', at: expected.any(String), refundedAmount: PRICES.flatRateMonthlyCents },
    });
  });

  it('pay-per-lead live, then an old monthly tab paid: exactly the new monthly subscription bills', async () => {
    const { company, user } = await companyWithUser({ plan: 'none' });
    const monthly = await openPlan(user, company.id);
    await forgetOpenPlanCheckout(company.id);
    const payPerLead = await openPlan(user, company.id, routes.createPayPerLeadSubscription);
    expect((await payCheckout(payPerLead)).status).toBe(200);
    await webhooksSettled();
    expect((await payCheckout(monthly)).status).toBe(200);
    await webhooksSettled();
    const plan = await storedSubscription(company.id);
    expect(plan).toMatchObject({
      plan_type: 'flat_rate_monthly_subscription',
      status: 'active',
      replaced_plan_type: 'pay_per_lead_subscription_start',
    });
    expect(await billingSubscriptions([monthly, payPerLead])).toEqual([plan!.stripe_subscription_id]);
    expect(await details(user, company.id)).toMatchObject({ plan: 'Monthly', switchedFrom: { plan: 'Pay Per Lead' } });
  });
});
