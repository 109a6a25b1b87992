import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES, PROTECTED_PAYMENT_OFFERED } from '@schemas/payouts';
import { routes } from '@schemas/routes';
import { TEST_ROUTING_NUMBER } from '@infra/local/stripe/connect-accounts';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { stripeEvents, webhooksSettled } from '@test/support/fixtures/stripe';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * Protected payment's payout accounts (docs/payments-for-moves.md): a company connects a Stripe Express
 * account through Stripe's hosted onboarding (the local Stripe's page), and its company page says
 * 'Protected payment' once Stripe can pay it.
 */

const payoutAccount = (user: TestUser, companyId: string) =>
  callRoute(routes.getPayoutAccount, { token: user.accessToken, params: { id: companyId } });
const startOnboarding = (user: TestUser, companyId: string) =>
  callRoute(routes.startPayoutOnboarding, { token: user.accessToken, params: { id: companyId } });

/** Submits the hosted onboarding page as a browser would; answers the status and where it sends the browser. */
async function submitOnboarding(url: string, routingNumber: string) {
  const response = await fetch(`${url}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ routing_number: routingNumber, account_number: '000123456789' }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

describe('a company connects its payout account', () => {
  it('onboards at Stripe and comes back to /profile; the webhook records that Stripe can pay it', async () => {
    const { company, user } = await companyWithUser();
    const customer = await createTestUser({ role: 'MOVER', profile: true });
    expect((await payoutAccount(user, company.id)).body).toEqual({ status: 'NOT_CONNECTED', requirements_due: [] });
    const page = async () =>
      (await callRoute(routes.getMovingCompany, { token: customer.accessToken, params: { id: company.id } })).body;
    expect((await page()).protected_payment).toBe(false);

    const started = await startOnboarding(user, company.id);
    expect(started.status).toBe(200);
    expect(started.body.url).toMatch(/\/connect\/acctlink_/);
    const onboarding = await payoutAccount(user, company.id);
    expect(onboarding.body.status).toBe('ONBOARDING');
    expect(onboarding.body.requirements_due).toContain('external_account');

    const wrong = await submitOnboarding(started.body.url, '021000021');
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain(`Use the test routing number ${TEST_ROUTING_NUMBER}.`);

    const done = await submitOnboarding(started.body.url, TEST_ROUTING_NUMBER);
    expect(done.status).toBe(303);
    expect(new URL(done.location!).pathname + new URL(done.location!).search).toBe('/profile?payouts=returned');
    await webhooksSettled();
    const [event] = (await stripeEvents('account.updated')).filter(
      (candidate) =>
        (candidate.data.object as { metadata?: Record<string, string> }).metadata?.moving_company_id === company.id,
    );
    expect(event?.account).toMatch(/^acct_/);
    // The webhook recorded it: the filed state, without a read of Stripe.
    pointAtStack();
    const { findPayoutAccount } = await import('@functions/core/data/payments/payout-accounts');
    expect((await findPayoutAccount(company.id))?.status).toBe('ENABLED');
    const { findCompany } = await import('@functions/core/data/company/moving-companies');
    expect((await findCompany(company.id, { consistent: true }))?.payouts_enabled).toBe(true);
    // Customers are told only once MoveMatch takes the booking's money (issue 39 item 2).
    expect((await page()).protected_payment).toBe(PROTECTED_PAYMENT_OFFERED);
    expect((await payoutAccount(user, company.id)).body).toEqual({ status: 'ENABLED', requirements_due: [] });
    expect(await startOnboarding(user, company.id)).toMatchObject({
      status: 409,
      body: { error: PAYOUT_MESSAGES.alreadyEnabled },
    });
  });

  it('keeps one account per company however often onboarding is opened, and only for its own users', async () => {
    const { company, user } = await companyWithUser();
    const other = await companyWithUser();
    const links = await Promise.all([startOnboarding(user, company.id), startOnboarding(user, company.id)]);
    expect(links.map((link) => link.status)).toEqual([200, 200]);
    pointAtStack();
    const { findPayoutAccount } = await import('@functions/core/data/payments/payout-accounts');
    const filed = await findPayoutAccount(company.id);
    expect(filed?.stripe_account_id).toMatch(/^acct_/);
    expect((await startOnboarding(user, company.id)).status).toBe(200);
    expect((await findPayoutAccount(company.id))?.stripe_account_id).toBe(filed?.stripe_account_id);
    expect((await startOnboarding(other.user, company.id)).status).toBe(403);
    expect((await payoutAccount(other.user, company.id)).status).toBe(403);
  });
});
