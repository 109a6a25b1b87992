import { describe, expect, it } from 'vitest';
import type { BookingPayment } from '@schemas/deposits';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { createTestUser } from '@test/support/fixtures/users';
import {
  bookedThroughDeposit,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * The daily reconciliation and the admin's money totals (issue 39 item 8, docs/payments-for-moves.md). Alone
 * on its stack (EXCLUSIVE_FILES): the job compares every booking of the window and the totals are
 * the whole marketplace's, which files beside it would move.
 */

const DEPOSIT = 20_000;

const adminMoney = async (token: string) => {
  const answer = await callRoute(routes.getAdminMoney, { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const storedPayment = async (quoteId: string) => {
  pointAtStack();
  const { findBookedMove } = await import('@functions/core/data/quote/booked-moves');
  return (await findBookedMove(quoteId))!.payment as BookingPayment;
};

describe('the daily reconciliation with Stripe', () => {
  it('moves the totals with each booking, finds what Stripe has and the ledger lacks, and shows it to the admin', async () => {
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const before = await adminMoney(admin.accessToken);

    const fixture = await protectedQuoteOfDay(15);
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    const payment = await storedPayment(fixture.quoteId);
    const after = await adminMoney(admin.accessToken);
    expect(after.totals.captured - before.totals.captured).toBe(DEPOSIT);
    expect(after.totals.held - before.totals.held).toBe(DEPOSIT);

    pointAtStack();
    const { handler } = await import('@functions/payments/reconcile-money-ledger');
    // This booking agrees with Stripe (other files' bookings on this stack are theirs to answer for).
    await handler();
    const clean = await adminMoney(admin.accessToken);
    expect(clean.reconciliation!.bookings_checked).toBeGreaterThan(0);
    expect(clean.reconciliation!.differences.filter((d) => d.booking_id === payment.booking_id)).toEqual([]);

    // Outside MoveMatch: a refund in Stripe's dashboard, and a charge of a booking the ledger never heard of.
    const client = await stripe();
    await client.refunds.create({ payment_intent: paymentIntent, amount: 5_000 });
    const ghost = `bk-ghost-${Date.now()}`;
    await client.paymentIntents.create({
      amount: 12_300,
      currency: 'usd',
      customer: payment.stripe_customer!,
      payment_method: payment.payment_method!,
      confirm: true,
      off_session: true,
      transfer_group: ghost,
    });

    const result = await handler();
    expect(result.differences).toBeGreaterThanOrEqual(2);
    const shown = await adminMoney(admin.accessToken);
    expect(shown.reconciliation!.differences).toEqual(
      expect.arrayContaining([
        { booking_id: payment.booking_id, figure: 'refunded', ledger: 0, stripe: 5_000 },
        { booking_id: ghost, figure: 'captured', ledger: 0, stripe: 12_300 },
      ]),
    );
    // The totals are the ledger's: what happened outside MoveMatch is a difference, not a figure.
    expect(shown.totals).toEqual(after.totals);
  });
});
