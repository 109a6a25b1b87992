import { beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { routes } from '@schemas/routes';
import { LOCAL_STRIPE_SECRET_KEY } from '@infra/local/stripe/local-keys';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser, createCompanyUser } from '@test/support/fixtures/company-users';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';
import { storedSubscription, storedTokenBalance } from '@test/support/fixtures/subscriptions';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * A company is billed for at most one plan (issue 20, item 2). Opening a plan checkout expires
 * the company's earlier open one; a checkout that escaped that (opened before the rule, or its
 * expiry lost a race) and is paid while a plan is live switches the plan deliberately: the old
 * subscription is canceled at Stripe first. In every case the subscriptions billing at the
 * local Stripe are exactly the one the product names (none for pay-per-lead).
 */

let stripe: Stripe;
let admin: TestUser;
let openPlanCheckouts: typeof import('@functions/core/data/open-plan-checkouts');

beforeAll(async () => {
  const url = new URL(currentStack().stripeUrl);
  stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: url.hostname, port: Number(url.port), protocol: 'http' });
  admin = await createTestUser({ role: 'ADMIN', profile: true });
  pointAtStack();
  openPlanCheckouts = await import('@functions/core/data/open-plan-checkouts');
});

type PlanRoute = typeof routes.createFlatRateSubscription | typeof routes.createPayPerLeadSubscription;

async function openPlan(user: TestUser, companyId: string, route: PlanRoute = routes.createFlatRateSubscription) {
  const answer = await callRoute(route, { token: user.accessToken, params: { id: companyId } });
  expect(answer.status).toBe(200);
  return sessionIdOf(answer.body.url);
}

/** A tab opened before one-open-checkout existed: its session is no longer the company's named one. */
const forgetOpenPlanCheckout = (companyId: string) => openPlanCheckouts.openPlanCheckoutEntity().delete({ moving_company_id: companyId }).go();

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
    billing.push(...list.data.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired').map((s) => s.id));
  }
  return billing;
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
    expect(plan).toMatchObject({ plan_type: 'flat_rate_monthly_subscription', status: 'active', replaced_plan_type: 'flat_rate_monthly_subscription' });
    expect(plan!.stripe_subscription_id).not.toBe(firstPlan!.stripe_subscription_id);
    expect(await billingSubscriptions([first, second])).toEqual([plan!.stripe_subscription_id]);
    expect((await stripe.subscriptions.retrieve(firstPlan!.stripe_subscription_id!)).status).toBe('canceled');
    expect(await details(user, company.id)).toMatchObject({ plan: 'Monthly', status: 'active', switchedFrom: { plan: 'Monthly', at: expect.any(String) } });

    // Replaying the first checkout (its redirect, late) changes nothing.
    await callRoute(routes.completeSubscription, { token: user.accessToken, params: { id: company.id }, body: { session_id: first } });
    expect((await storedSubscription(company.id))?.stripe_subscription_id).toBe(plan!.stripe_subscription_id);
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
    expect(await storedSubscription(company.id)).toMatchObject({ plan_type: 'pay_per_lead_subscription_start', status: 'active' });
    expect(await storedTokenBalance(company.id)).toBe(20);
    // Pay-per-lead has no Stripe subscription: nothing bills monthly any more.
    expect(await billingSubscriptions([monthly, payPerLead])).toEqual([]);
    expect((await stripe.subscriptions.retrieve(monthlyPlan!.stripe_subscription_id!)).status).toBe('canceled');
    expect(await details(user, company.id)).toMatchObject({
      plan: 'Pay Per Lead',
      nextBillDate: null,
      nextBillAmount: null,
      switchedFrom: { plan: 'Monthly', at: expect.any(String) },
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
    expect(plan).toMatchObject({ plan_type: 'flat_rate_monthly_subscription', status: 'active', replaced_plan_type: 'pay_per_lead_subscription_start' });
    expect(await billingSubscriptions([monthly, payPerLead])).toEqual([plan!.stripe_subscription_id]);
    expect(await details(user, company.id)).toMatchObject({ plan: 'Monthly', switchedFrom: { plan: 'Pay Per Lead' } });
  });
});
