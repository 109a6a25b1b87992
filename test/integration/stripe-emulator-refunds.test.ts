import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { paidSession, standaloneStripe } from '@test/support/standalone-stripe';

/* The local Stripe's refunds (lib/local/stripe/refunds.ts), through the SDK as the product calls it. */

const local = standaloneStripe('refunds');
const paidSessionOf = (cents = 99_00) => paidSession(local, cents);

const eventsOf = async (type: string) =>
  ((await (await fetch(`${local.emulator.url}/_control/events?type=${type}`)).json()) as { data: Stripe.Event[] }).data;

describe('local Stripe refunds', () => {
  it('refunds a paid session in full by payment intent, with charge.refunded', async () => {
    const session = await paidSessionOf();
    const paymentIntent = session.payment_intent as string;
    const refund = await local.stripe.refunds.create({ payment_intent: paymentIntent, metadata: { why: 'test' } });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 99_00,
      currency: 'usd',
      status: 'succeeded',
      payment_intent: paymentIntent,
      metadata: { why: 'test' },
    });
    expect(refund.charge).toMatch(/^ch_/);
    expect(await local.stripe.refunds.retrieve(refund.id)).toEqual(refund);
    expect((await local.stripe.refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.id)).toEqual([
      refund.id,
    ]);
    const charged = (await eventsOf('charge.refunded')).find(
      (e) => (e.data.object as Stripe.Charge).payment_intent === paymentIntent,
    );
    expect(charged?.data.object).toMatchObject({
      object: 'charge',
      amount: 99_00,
      amount_refunded: 99_00,
      refunded: true,
    });
  });

  it('refunds once for one Idempotency-Key, and refuses a second refund of the same payment', async () => {
    const session = await paidSessionOf();
    const paymentIntent = session.payment_intent as string;
    const first = await local.stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: `refund-${session.id}` },
    );
    const again = await local.stripe.refunds.create(
      { payment_intent: paymentIntent },
      { idempotencyKey: `refund-${session.id}` },
    );
    expect(again.id).toBe(first.id);
    await expect(local.stripe.refunds.create({ payment_intent: paymentIntent })).rejects.toMatchObject({
      code: 'charge_already_refunded',
      statusCode: 400,
    });
    expect((await local.stripe.refunds.list({ payment_intent: paymentIntent })).data).toHaveLength(1);
  });

  it('refunds part of a payment, then no more than is left', async () => {
    const session = await paidSessionOf(500_00);
    const charge = (
      await local.stripe.refunds.create({ payment_intent: session.payment_intent as string, amount: 100_00 })
    ).charge as string;
    await expect(local.stripe.refunds.create({ charge, amount: 400_01 })).rejects.toMatchObject({
      code: 'amount_too_large',
    });
    expect((await local.stripe.refunds.create({ charge })).amount).toBe(400_00);
  });

  it("refunds a subscription's paid invoice through its invoice payment's intent (the pinned API version's shape)", async () => {
    const session = await local.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: 599_00,
            recurring: { interval: 'month' },
            product_data: { name: 'Monthly' },
          },
        },
      ],
      success_url: 'http://localhost:5173/profile',
    });
    const paid = await fetch(`${local.emulator.url}/_control/checkout/${session.id}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ card: '4242 4242 4242 4242' }),
    });
    expect(paid.status).toBe(200);
    const subscription = (await local.stripe.checkout.sessions.retrieve(session.id)).subscription as string;
    const [invoice] = (await local.stripe.invoices.list({ subscription })).data;
    expect(invoice).toMatchObject({ status: 'paid', billing_reason: 'subscription_create', amount_paid: 599_00 });
    const [payment] = (await local.stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid' })).data;
    expect(payment).toMatchObject({
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: 599_00,
      status: 'paid',
      payment: { type: 'payment_intent' },
    });
    expect(await local.stripe.invoicePayments.retrieve(payment.id)).toEqual(payment);
    const refund = await local.stripe.refunds.create({ payment_intent: payment.payment.payment_intent as string });
    expect(refund).toMatchObject({ amount: 599_00, status: 'succeeded' });

    // Back-dating (a test control) moves the start and the period, not the length of the period.
    const before = await local.stripe.subscriptions.retrieve(subscription);
    const moved = await fetch(`${local.emulator.url}/_control/subscriptions/${subscription}/backdate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: 3600 }),
    });
    expect(moved.status).toBe(200);
    const after = await local.stripe.subscriptions.retrieve(subscription);
    expect(after.start_date).toBe(before.start_date - 3600);
    expect(after.items.data[0].current_period_end).toBe(before.items.data[0].current_period_end - 3600);
  });

  it('answers 404 for a payment it does not know, and 400 without one', async () => {
    await expect(local.stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });
    await expect(local.stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400 });
  });
});
