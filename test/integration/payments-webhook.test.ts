import { LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET } from '@infra/local/stripe/local-keys';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { PAYMENT_MESSAGES } from '@schemas/payments';
import { callRoute } from '@test/support/api';
import { companyWithUser } from '@test/support/fixtures/company-users';
import {
  payCheckout,
  postWebhook,
  sessionIdOf,
  signature,
  stripeEvent,
  stripeEvents,
  webhooksSettled,
} from '@test/support/fixtures/stripe';
import {
  givenActiveMonthlyPlan,
  givenPayPerLeadPlan,
  storedSubscription,
  storedTokenBalance,
} from '@test/support/fixtures/subscriptions';
import { pointAtStack } from '@test/support/point-at-stack';
import { expected } from '@test/support/expected';

/*
 * The webhook matrix: POST /api/stripe/webhook verifies the Stripe-Signature over
 * the raw body, applies each event once, and converges on the newest state whatever the order.
 * Events are made and signed here (the webhook trusts only the signature); the race uses the
 * local Stripe's own delivery. docs/payments.md.
 */

const now = () => Math.floor(Date.now() / 1000);

let stripeEventsData: typeof import('@functions/core/data/payments/stripe-events');
let leadTokens: typeof import('@functions/core/data/lead-tokens/lead-tokens');

beforeAll(async () => {
  pointAtStack();
  stripeEventsData = await import('@functions/core/data/payments/stripe-events');
  leadTokens = await import('@functions/core/data/lead-tokens/lead-tokens');
});

/** A pay-per-lead company with an open (unpaid) refill checkout opened through the route. */
async function companyWithOpenRefill(tokens = 20) {
  const { company, user } = await companyWithUser();
  await givenPayPerLeadPlan(company.id, tokens);
  const answer = await callRoute(routes.createTokenRefillCheckout, {
    token: user.accessToken,
    params: { id: company.id },
  });
  expect(answer.status).toBe(200);
  return { company, user, sessionId: sessionIdOf(answer.body.checkoutUrl) };
}

/** checkout.session.completed for a paid session, as Stripe sends it. */
const paidSessionEvent = (sessionId: string, companyId: string) =>
  stripeEvent('checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    metadata: { moving_company_id: companyId, purpose: 'token_refill' },
  });

const boughtEntries = async (companyId: string) =>
  (await leadTokens.listTokenLedger(companyId)).filter((e) => e.kind === 'bought');

describe('POST /api/stripe/webhook: signature', () => {
  it('refuses a missing, bad or stale signature with 400 and changes nothing', async () => {
    const { company, sessionId } = await companyWithOpenRefill();
    const event = paidSessionEvent(sessionId, company.id);
    const rawBody = JSON.stringify(event);
    const refused = [
      await postWebhook(event, null),
      await postWebhook(event, 'garbage'),
      await postWebhook(event, signature(rawBody, { secret: 'whsec_someone_else' })),
      await postWebhook(event, signature(JSON.stringify({ ...event, id: 'evt_other' }))), // signed another body
      await postWebhook(event, signature(rawBody, { timestamp: now() - 600 })), // outside the 5-minute tolerance
      await postWebhook(event, signature(rawBody, { timestamp: now() + 600 })), // as far in the future
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Invalid Stripe signature' });
    }
    expect(await storedTokenBalance(company.id)).toBe(20);
    expect(await stripeEventsData.findStripeEvent(event.id)).toBeNull();

    // The same event, signed properly, is applied: the refusals were about the signature.
    const accepted = await postWebhook(event);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ received: true });
    expect(await storedTokenBalance(company.id)).toBe(40);
  });

  it("accepts an event signed with the Connect endpoint's own secret (events of payout accounts)", async () => {
    const event = stripeEvent('payment_intent.created', { id: 'pi_test_connect', object: 'payment_intent' });
    const rawBody = JSON.stringify(event);
    const answer = await postWebhook(event, signature(rawBody, { secret: LOCAL_STRIPE_CONNECT_WEBHOOK_SECRET }));
    expect(answer.status).toBe(200);
  });

  it('refuses a correctly signed body that is not an event (null, {}, no data) with 400', async () => {
    const bodies = [
      null,
      {},
      [],
      { id: 'evt_test_nodata', type: 'checkout.session.completed' },
      { id: 'evt_test_nullobj', type: 'invoice.paid', data: { object: null } },
    ];
    for (const body of bodies) {
      const answer = await postWebhook(body as object);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: PAYMENT_MESSAGES.malformedEvent });
    }
    expect(await stripeEventsData.findStripeEvent('evt_test_nodata')).toBeNull();
  });

  it('refuses a signed event whose object cannot be used (400 once, logged by id), then acknowledges its replays', async () => {
    for (const type of ['checkout.session.completed', 'customer.subscription.updated', 'invoice.paid'] as const) {
      const event = stripeEvent(type, {});
      const answer = await postWebhook(event);
      expect(answer.status, type).toBe(400);
      expect(answer.body).toEqual({ error: PAYMENT_MESSAGES.unusableEvent });
      expect((await stripeEventsData.findStripeEvent(event.id))?.done_at).toBeTruthy();
      expect((await postWebhook(event)).status).toBe(200);
    }
  });

  it('answers 409 to a delivery that arrives while the same event is being applied, then applies the retry', async () => {
    const { company, sessionId } = await companyWithOpenRefill();
    const event = paidSessionEvent(sessionId, company.id);
    // Another delivery holds the claim and has not finished (it may still fail).
    await stripeEventsData.claimStripeEvent(event.id, event.type);
    const duplicate = await postWebhook(event);
    expect(duplicate).toMatchObject({ status: 409, body: { error: PAYMENT_MESSAGES.eventInFlight } });
    expect(await storedTokenBalance(company.id)).toBe(20);
    // The first delivery failed and let go: Stripe's retry applies it, and a later replay is a plain 200.
    await stripeEventsData.releaseStripeEvent(event.id);
    expect((await postWebhook(event)).status).toBe(200);
    expect(await storedTokenBalance(company.id)).toBe(40);
    expect((await postWebhook(event)).status).toBe(200);
    expect(await storedTokenBalance(company.id)).toBe(40);
  });

  it('acknowledges an event type it does not use (200) and ignores it', async () => {
    const event = stripeEvent('payment_intent.created', { id: 'pi_test_1', object: 'payment_intent' });
    const answer = await postWebhook(event);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ received: true });
    expect(await stripeEventsData.findStripeEvent(event.id)).toBeNull();
  });
});

describe('POST /api/stripe/webhook: exactly once', () => {
  it('credits a session once when the same event is delivered 10 times at once', async () => {
    const { company, sessionId } = await companyWithOpenRefill();
    const event = paidSessionEvent(sessionId, company.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postWebhook(event)));
    // Duplicates that arrive while the first is being applied get 409 (Stripe retries them); the rest 200.
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(await storedTokenBalance(company.id)).toBe(40);
    expect(await boughtEntries(company.id)).toHaveLength(2); // the start and this refill
    expect((await stripeEventsData.findStripeEvent(event.id))?.done_at).toBeTruthy();

    // The same session in another event (Stripe may send one twice under two ids) credits nothing more.
    expect((await postWebhook(paidSessionEvent(sessionId, company.id))).status).toBe(200);
    expect(await storedTokenBalance(company.id)).toBe(40);
  });

  it('credits once when the webhook and the redirect race', async () => {
    const { company, user, sessionId } = await companyWithOpenRefill(0);
    expect((await payCheckout(sessionId)).status).toBe(200); // the local Stripe now delivers its webhook
    const redirects = await Promise.all(
      Array.from({ length: 5 }, () =>
        callRoute(routes.getTokenRefillSuccess, {
          token: user.accessToken,
          query: { session_id: sessionId, moving_company_id: company.id },
        }),
      ),
    );
    await webhooksSettled();
    for (const answer of redirects) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, tokensRemaining: 20 });
    }
    // At most one answer says it added the 20 (none when the webhook was first); the rest say nothing new.
    expect(redirects.filter((a) => a.body.tokensAdded === 20).length).toBeLessThanOrEqual(1);
    for (const answer of redirects.filter((a) => a.body.tokensAdded === 0))
      expect(answer.body.alreadyApplied).toBe(true);
    // Replaying the local Stripe's own event afterwards changes nothing either.
    const delivered = (await stripeEvents('checkout.session.completed')).find(
      (e) => (e.data.object as { id: string }).id === sessionId,
    );
    expect(delivered).toBeDefined();
    expect((await postWebhook(delivered!)).status).toBe(200);
    expect(await storedTokenBalance(company.id)).toBe(20);
    expect(await boughtEntries(company.id)).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook: order', () => {
  const subscriptionObject = (id: string, companyId: string, status: string) => ({
    id,
    object: 'subscription',
    status,
    metadata: { moving_company_id: companyId },
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: now() + 30 * 86400 }] },
  });
  const invoiceObject = (subscriptionId: string, companyId: string, status: string) => ({
    id: `in_${subscriptionId}_${status}`,
    object: 'invoice',
    status,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: { moving_company_id: companyId } },
    },
    lines: { object: 'list', data: [{ period: { start: now(), end: now() + 30 * 86400 } }] },
  });

  it('ends canceled when the cancellation arrives before older events', async () => {
    const { company } = await companyWithUser();
    const { subscriptionId } = await givenActiveMonthlyPlan(company.id, { providerUpdatedAt: now() - 3600 });
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject(subscriptionId, company.id, 'canceled'),
      now() - 10,
    );
    const paid = stripeEvent('invoice.paid', invoiceObject(subscriptionId, company.id, 'paid'), now() - 20);
    const updated = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(subscriptionId, company.id, 'active'),
      now() - 30,
    );
    for (const event of [deleted, paid, updated]) expect((await postWebhook(event)).status).toBe(200);
    expect((await storedSubscription(company.id))?.status).toBe('canceled');
    // A late invoice.paid newer than the cancellation does not revive a canceled subscription.
    await postWebhook(stripeEvent('invoice.paid', invoiceObject(subscriptionId, company.id, 'paid'), now() + 5));
    expect((await storedSubscription(company.id))?.status).toBe('canceled');
  });

  it('keeps the newest state: a failed payment older than the recovery does not make it past_due', async () => {
    const { company } = await companyWithUser();
    const { subscriptionId } = await givenActiveMonthlyPlan(company.id, { providerUpdatedAt: now() - 3600 });
    const failed = stripeEvent('invoice.payment_failed', invoiceObject(subscriptionId, company.id, 'open'), now() - 60);
    const recovered = stripeEvent('invoice.paid', invoiceObject(subscriptionId, company.id, 'paid'), now() - 5);
    expect((await postWebhook(recovered)).status).toBe(200);
    expect((await postWebhook(failed)).status).toBe(200);
    const plan = await storedSubscription(company.id);
    expect(plan?.status).toBe('active');
    expect(plan?.past_due_since).toBeUndefined();

    // In order, the failure makes it past_due (grace starts) and the next payment clears it.
    await postWebhook(stripeEvent('invoice.payment_failed', invoiceObject(subscriptionId, company.id, 'open'), now()));
    expect(await storedSubscription(company.id)).toMatchObject({
      status: 'past_due',
      past_due_since: expected.any(String),
    });
    await postWebhook(stripeEvent('invoice.paid', invoiceObject(subscriptionId, company.id, 'paid'), now() + 1));
    const cleared = await storedSubscription(company.id);
    expect(cleared?.status).toBe('active');
    expect(cleared?.past_due_since).toBeUndefined();
  });

  it("ignores an event of a subscription that is not the company's plan", async () => {
    const { company } = await companyWithUser();
    await givenActiveMonthlyPlan(company.id);
    const foreign = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject('sub_someone_else', company.id, 'canceled'),
    );
    expect((await postWebhook(foreign)).status).toBe(200);
    expect((await storedSubscription(company.id))?.status).toBe('active');
  });
});
