import { describe, expect, it } from 'vitest';
import { CHARGEBACK_MESSAGES } from '@schemas/chargeback-view';
import type { BookingPayment } from '@schemas/deposits';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser } from '@test/support/fixtures/users';
import {
  bookedThroughDeposit,
  chargeOf,
  confirmAndSettle,
  holdAndComplete,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { stripeControl, webhooksSettled } from '@test/support/fixtures/stripe';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * Chargebacks (issue 39 item 7, docs/payments-for-moves.md): a customer's bank disputes a booking's charge;
 * the booking is flagged, the admin finds it in the queue with the evidence ready, and no money
 * of it goes to the company until the bank decides: won, the company is paid; lost, a transfer
 * of that charge is reversed.
 */

const storedPayment = async (quoteId: string) => {
  pointAtStack();
  const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
  const { data } = await bookedMoveEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data!.payment as BookingPayment;
};

async function dispute(paymentIntent: string) {
  const opened = await stripeControl<{ id: string }>(`charges/${await chargeOf(paymentIntent)}/dispute`, {
    reason: 'product_not_received',
  });
  expect(opened.status).toBe(200);
  await webhooksSettled();
  return opened.body.id;
}

async function closeDispute(id: string, status: 'won' | 'lost') {
  expect((await stripeControl(`disputes/${id}/close`, { status })).status).toBe(200);
  await webhooksSettled();
  await eventsIdle();
}

describe('a chargeback on a protected-payment booking', () => {
  it('flags the booking for the admin with its evidence, and holds the money until the bank decides: won pays the company', async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    await holdAndComplete(fixture);
    const disputeId = await dispute(paymentIntent);

    const flagged = await storedPayment(fixture.quoteId);
    expect(flagged.chargeback).toMatchObject({
      dispute_id: disputeId,
      part: 'deposit',
      amount: 200,
      status: 'needs_response',
    });

    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const queue = await callRoute(routes.listBookingQueue, {
      token: admin.accessToken,
      query: { view: 'chargebacks' },
    });
    const row = queue.body.rows.find((r) => r.quote_id === fixture.quoteId);
    expect(row?.chargeback).toMatchObject({
      part: 'deposit',
      reason: 'product_not_received',
      status: 'needs_response',
    });
    const evidence = await callRoute(routes.getEvidenceBundle, {
      token: admin.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(evidence.status).toBe(200);
    expect(evidence.body.chargeback?.status).toBe('needs_response');
    expect(evidence.body.booking.terms.valuation).toBeTruthy();
    expect(evidence.body.booking.terms.acknowledgements?.length).toBeGreaterThan(0);
    expect(evidence.body.booking.completion?.final_price).toBe(evidence.body.booking.agreed_total);
    expect(evidence.body.move_day_record).toBeTruthy();
    expect(JSON.stringify(evidence.body)).not.toContain(disputeId);

    // Confirmed while the dispute is open: nothing goes to the company.
    await confirmAndSettle(fixture);
    const held = await storedPayment(fixture.quoteId);
    expect(held.transfers).toBeUndefined();
    expect(held.transfer_failure).toBe(CHARGEBACK_MESSAGES.held);
    expect((await (await stripe()).transfers.list({ destination: fixture.accountId! })).data).toEqual([]);

    await closeDispute(disputeId, 'won');
    const paid = await storedPayment(fixture.quoteId);
    expect(paid.chargeback?.status).toBe('won');
    expect(paid.transfers?.map((t) => t.part).sort()).toEqual(['balance', 'deposit']);
  });

  it('lost after the company was paid: the transfer of the disputed charge is reversed', async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    await bookedThroughDeposit(fixture);
    await holdAndComplete(fixture);
    await confirmAndSettle(fixture);
    const before = await storedPayment(fixture.quoteId);
    const balance = before.transfers!.find((t) => t.part === 'balance')!;

    const disputeId = await dispute(before.hold!.payment_intent);
    expect((await storedPayment(fixture.quoteId)).chargeback?.part).toBe('balance');
    await closeDispute(disputeId, 'lost');

    const after = await storedPayment(fixture.quoteId);
    expect(after.chargeback?.status).toBe('lost');
    expect(after.transfers!.find((t) => t.part === 'balance')?.reversed).toBe(balance.amount);
    const atStripe = await (await stripe()).transfers.retrieve(balance.transfer_id);
    expect(atStripe.amount_reversed).toBe(Math.round(balance.amount * 100));
    // The deposit's transfer stands.
    expect(after.transfers!.find((t) => t.part === 'deposit')?.reversed).toBeUndefined();
  });
});
