import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { startStripeEmulator, type StripeEmulator } from '@infra/local/stripe/server';
import { LOCAL_STRIPE_SECRET_KEY } from '@infra/local/stripe/local-keys';
import { currentStack } from '@test/support/current-stack';
import { expected } from '@test/support/expected';

const SECRET_KEY = 'sk_test_emulator';
const WEBHOOK_SECRET = 'whsec_emulator';
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** A webhook endpoint that verifies every delivery with the SDK, answering `statuses` in turn (then 200). */
class Receiver {
  readonly events: Stripe.Event[] = [];
  readonly answered: number[] = [];
  statuses: number[] = [];
  server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const status = this.statuses.shift() ?? 200;
      this.answered.push(status);
      if (status === 200) {
        // Throws (→ test failure through a 400 below) on a bad signature.
        try {
          this.events.push(
            Stripe.webhooks.constructEvent(body, String(request.headers['stripe-signature']), WEBHOOK_SECRET),
          );
        } catch {
          response.writeHead(400).end();
          return;
        }
      }
      response.writeHead(status).end();
    });
  });

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
  }

  types = () => this.events.map((e) => e.type);
}

let receiver: Receiver;
let emulator: StripeEmulator;
let stripe: Stripe;
let dataDir: string;

/** What a control call answers: an error, or the object it acted on (a renewal: the subscription). */
type ControlAnswer = { error?: { message: string }; subscription?: Stripe.Subscription } & Record<string, unknown>;

const control = async (path: string, body: unknown = {}) => {
  const response = await fetch(`http://127.0.0.1:${emulator.port}/_control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ControlAnswer };
};

const monthly = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: 59_900,
          product_data: { name: 'Flat rate monthly' },
          recurring: { interval: 'month' },
        },
      },
    ],
    success_url: 'http://localhost:5173/moving-company/subscription-redirect?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/add-stripe',
    client_reference_id: 'company-1',
    metadata: { moving_company_id: 'company-1', purpose: 'flat_rate' },
    subscription_data: { metadata: { moving_company_id: 'company-1' } },
    ...extra,
  });

const tokens = () =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      { quantity: 1, price_data: { currency: 'usd', unit_amount: 50_000, product_data: { name: '20 lead tokens' } } },
    ],
    success_url: 'http://localhost:5173/profile?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/add-stripe',
    client_reference_id: 'company-2',
    metadata: { moving_company_id: 'company-2', purpose: 'pay_per_lead_start' },
  });

async function paidSubscription() {
  const session = await monthly();
  await control(`checkout/${session.id}/pay`, { card: PAYS });
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  return paid.subscription as Stripe.Subscription;
}

/** The local Stripe driven by the real `stripe` SDK, with webhooks to a receiver of the test's own. */
describe('local Stripe emulator', () => {
  beforeAll(async () => {
    receiver = new Receiver();
    dataDir = mkdtempSync(join(tmpdir(), 'stripe-emulator-'));
    emulator = await startStripeEmulator({
      port: 0,
      dataDir,
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: await receiver.listen(),
      retryDelaysMs: [100, 200, 400],
    });
    stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: emulator.port, protocol: 'http', maxNetworkRetries: 0 });
  });

  afterAll(async () => {
    await emulator?.stop();
    receiver?.server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  beforeEach(async () => {
    await emulator.idle();
    receiver.events.length = 0;
    receiver.answered.length = 0;
    receiver.statuses = [];
  });

  it('creates and retrieves a subscription-mode session in Stripe shape', async () => {
    const session = await monthly();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 59_900,
      currency: 'usd',
      customer: null,
      subscription: null,
      client_reference_id: 'company-1',
      metadata: { moving_company_id: 'company-1', purpose: 'flat_rate' },
      success_url: 'http://localhost:5173/moving-company/subscription-redirect?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${emulator.url}/checkout/${session.id}`);
    const again = await stripe.checkout.sessions.retrieve(session.id, { expand: ['line_items'] });
    expect(again.line_items?.data[0]).toMatchObject({
      description: 'Flat rate monthly',
      amount_total: 59_900,
      price: { recurring: { interval: 'month' } },
    });
  });

  it('refuses requests without the secret key, and bad parameters, in Stripe error shape', async () => {
    const wrong = new Stripe('sk_test_wrong_key_123', {
      host: '127.0.0.1',
      port: emulator.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    await expect(wrong.customers.create({})).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
    const anonymous = await fetch(`http://127.0.0.1:${emulator.port}/v1/customers`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      error: { type: 'invalid_request_error', message: expected.stringContaining('API key') },
    });
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: 100,
              product_data: { name: 'x' },
              recurring: { interval: 'month' },
            },
          },
        ],
        success_url: 'http://localhost/x',
      }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400 });
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
  });

  it('pays a subscription with 4242: customer, active monthly subscription, paid invoice, signed webhooks in order', async () => {
    const session = await monthly();
    const { status, body } = await control(`checkout/${session.id}/pay`, { card: PAYS });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'complete', payment_status: 'paid' });

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(paid.customer).toMatch(/^cus_/);
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: paid.customer,
      cancel_at_period_end: false,
      metadata: { moving_company_id: 'company-1' },
    });
    const item = subscription.items.data[0];
    expect(item.price.unit_amount).toBe(59_900);
    // About one month ahead, on the item only: the pinned API version has no subscription.current_period_*.
    const days = (item.current_period_end - subscription.created) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(subscription).not.toHaveProperty('current_period_end');
    expect(subscription).not.toHaveProperty('current_period_start');
    expect((await stripe.customers.retrieve(paid.customer as string)).object).toBe('customer');
    const listed = await stripe.subscriptions.list({ customer: paid.customer as string });
    expect(listed.data.map((s) => s.id)).toEqual([subscription.id]);

    await emulator.idle();
    expect(receiver.types()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    const [completed, , invoicePaid] = receiver.events;
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      data: { object: { id: session.id, status: 'complete', subscription: subscription.id } },
    });
    expect(completed.id).toMatch(/^evt_/);
    const invoice = invoicePaid.data.object as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 59_900,
      customer: paid.customer,
      parent: { subscription_details: { subscription: subscription.id } },
    });
    // The pinned shape: no invoice.subscription, and the lines with the period they pay for.
    expect(invoice).not.toHaveProperty('subscription');
    expect(invoice.lines.data).toHaveLength(1);
    expect(invoice.lines.data[0]).toMatchObject({
      object: 'line_item',
      amount: 59_900,
      period: { start: item.current_period_start, end: item.current_period_end },
      parent: {
        type: 'subscription_item_details',
        subscription_item_details: { subscription: subscription.id, subscription_item: item.id },
      },
    });
  });

  it('filters the offered payment methods by allowed_payment_method_types (the dashboard offers card and ACH)', async () => {
    const base = {
      mode: 'payment' as const,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'x' } } }],
      success_url: 'http://localhost/x',
    };
    expect((await stripe.checkout.sessions.create(base)).payment_method_types).toEqual(['card', 'us_bank_account']);
    const cardOnly = await stripe.checkout.sessions.create({ ...base, allowed_payment_method_types: ['card'] });
    expect(cardOnly).toMatchObject({ allowed_payment_method_types: ['card'], payment_method_types: ['card'] });
  });

  it('pays a payment-mode session: complete and paid, one checkout.session.completed, no subscription', async () => {
    const session = await tokens();
    await control(`checkout/${session.id}/pay`, { card: '4242424242424242' });
    await emulator.idle();
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      subscription: null,
      amount_total: 50_000,
    });
    expect(receiver.types()).toEqual(['checkout.session.completed']);
    expect(receiver.events[0].data.object).toMatchObject({
      metadata: { purpose: 'pay_per_lead_start' },
      client_reference_id: 'company-2',
    });
  });

  it('declines 4000…0002 with Stripe’s message: nothing paid, no event; a wrong number is incorrect', async () => {
    const session = await tokens();
    const declined = await control(`checkout/${session.id}/pay`, { card: DECLINED });
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
    });
    const wrong = await control(`checkout/${session.id}/pay`, { card: '1234 5678 9012 3456' });
    expect(wrong.body.error!.message).toBe('Your card number is incorrect.');
    await emulator.idle();
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
    expect(receiver.events).toEqual([]);
  });

  it('serves the hosted checkout page: declined re-renders with the message, 4242 redirects to success_url', async () => {
    const session = await monthly();
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('<label for="card">Card number</label>');
    expect(page).toContain('$599.00 per month');
    expect(page).toContain('href="http://localhost:5173/add-stripe"');
    const post = (card: string) =>
      fetch(`${emulator.url}/checkout/${session.id}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card }),
        redirect: 'manual',
      });
    const declined = await post(DECLINED);
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    const paid = await post(PAYS);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5173/moving-company/subscription-redirect?session_id=${session.id}`,
    );
    expect(await (await fetch(session.url!)).text()).toContain('already paid');
  });

  it('retries a failing endpoint with backoff until it answers 2xx, with a fresh valid signature each time', async () => {
    receiver.statuses = [500, 503];
    const session = await tokens();
    await control(`checkout/${session.id}/pay`, { card: PAYS });
    await emulator.idle();
    expect(receiver.answered).toEqual([500, 503, 200]);
    expect(receiver.types()).toEqual(['checkout.session.completed']);
    const deliveries = (await (await fetch(`http://127.0.0.1:${emulator.port}/_control/webhooks`)).json()) as {
      data: Array<{ eventId: string; state: string; attempts: unknown[] }>;
    };
    const delivery = deliveries.data.find((d) => d.eventId === receiver.events[0].id);
    expect(delivery).toMatchObject({ state: 'delivered', attempts: [{}, {}, {}] });
  });

  it('gives up after the last retry and can replay the same event later', async () => {
    receiver.statuses = [500, 500, 500, 500];
    const session = await tokens();
    await control(`checkout/${session.id}/pay`, { card: PAYS });
    await emulator.idle();
    expect(receiver.answered).toEqual([500, 500, 500, 500]);
    const events = (await (
      await fetch(`http://127.0.0.1:${emulator.port}/_control/events?type=checkout.session.completed`)
    ).json()) as { data: Stripe.Event[] };
    const event = events.data.at(-1)!;
    expect(event.data.object).toMatchObject({ id: session.id });
    expect((await control(`events/${event.id}/resend`)).status).toBe(200);
    await emulator.idle();
    expect(receiver.events.map((e) => e.id)).toEqual([event.id]);
  });

  it('renewal, failed renewal and cancellation move the subscription and send their events', async () => {
    const subscription = await paidSubscription();
    const firstEnd = subscription.items.data[0].current_period_end;
    await emulator.idle();
    receiver.events.length = 0;

    const renewed = await control(`subscriptions/${subscription.id}/renew`);
    const renewedItem = renewed.body.subscription!.items.data[0];
    expect(renewed.body.subscription).toMatchObject({ status: 'active' });
    expect(renewedItem.current_period_start).toBe(firstEnd);
    expect(renewedItem.current_period_end).toBeGreaterThan(firstEnd + 27 * 86_400);
    await emulator.idle();
    expect(receiver.types()).toEqual(['customer.subscription.updated', 'invoice.paid']);
    expect(receiver.events[0].data.previous_attributes).toMatchObject({
      items: { data: [{ current_period_end: firstEnd }] },
    });
    expect(receiver.events[1].data.object).toMatchObject({
      billing_reason: 'subscription_cycle',
      amount_paid: 59_900,
      lines: { data: [{ period: { start: firstEnd, end: renewedItem.current_period_end } }] },
    });

    receiver.events.length = 0;
    await control(`subscriptions/${subscription.id}/fail-renewal`);
    await emulator.idle();
    expect(receiver.types()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(receiver.events[0].data.object).toMatchObject({ status: 'open', amount_paid: 0 });
    expect(receiver.events[1].data).toMatchObject({
      object: { status: 'past_due' },
      previous_attributes: { status: 'active' },
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');

    receiver.events.length = 0;
    const canceled = await stripe.subscriptions.cancel(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: expected.any(Number) });
    await emulator.idle();
    expect(receiver.types()).toEqual(['customer.subscription.deleted']);
    expect((await control(`subscriptions/${subscription.id}/renew`)).status).toBe(400);
    expect((await stripe.subscriptions.list({ customer: subscription.customer as string })).data).toEqual([]);
  });

  it('cancels through the control endpoint too', async () => {
    const subscription = await paidSubscription();
    await emulator.idle();
    receiver.events.length = 0;
    expect((await control(`subscriptions/${subscription.id}/cancel`)).body).toMatchObject({ status: 'canceled' });
    await emulator.idle();
    expect(receiver.types()).toEqual(['customer.subscription.deleted']);
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it for other parameters', async () => {
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    await expect(
      stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    const sessionA = await monthly();
    expect(sessionA.id).not.toBe((await monthly()).id);
  });

  it('keeps its state in <dataDir>/stripe/state.json', () => {
    const state = JSON.parse(readFileSync(join(dataDir, 'stripe', 'state.json'), 'utf8')) as { sessions: object };
    expect(Object.keys(state.sessions).length).toBeGreaterThan(0);
  });
});

describe('local Stripe in the test stack', () => {
  it('runs on the stack’s Stripe port with the local secret key', async () => {
    const { stripePort } = currentStack();
    const client = new Stripe(LOCAL_STRIPE_SECRET_KEY, { host: '127.0.0.1', port: stripePort, protocol: 'http' });
    expect((await client.customers.create({ email: 'stack@example.com' })).id).toMatch(/^cus_/);
  });
});
