import { describe, expect, it } from 'vitest';
import { PAYOUT_MESSAGES, PLATFORM_FEE_SHARE } from '@schemas/payouts';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { cancelBooking } from '@test/support/fixtures/quotes';
import {
  bookedThroughDeposit,
  holdAndComplete,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { stripeControl } from '@test/support/fixtures/stripe';
import type { TestUser } from '@test/support/fixtures/users';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';
import { waitForEmail } from '@test/support/inbox';
import { createTestUser } from '@test/support/fixtures/users';

/*
 * Paying the mover (issue 39 item 5, docs/payments-for-moves.md): once a protected-payment move is
 * completed, MoveMatch transfers what the customer paid, less its fee, to the company's payout
 * account (one transfer per charge, tied to it); a deposit kept after a late cancellation too.
 * The company sees its balance, transfers and payouts on /profile.
 */

/**
 * Binding $2,600 with a $200 deposit (test/support/fixtures/estimates.ts bindingEstimate), booked
 * with full value protection ($180): $2,780 in all.
 */
const DEPOSIT = 200;
const TOTAL = 2780;
const fee = (dollars: number) => Math.round(dollars * 100 * PLATFORM_FEE_SHARE) / 100;

const payouts = (user: TestUser, companyId: string) =>
  callRoute(routes.getMoverPayments, { token: user.accessToken, params: { id: companyId } });

const storedPayment = async (quoteId: string) => {
  pointAtStack();
  const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
  const { data } = await bookedMoveEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data!.payment as { booking_id: string; transfers?: Array<{ part: string; amount: number; fee: number }> };
};

/** A move of today booked through the deposit, its balance held, completed at the agreed total ($2,780). */
async function completedProtectedMove() {
  const fixture = await protectedQuoteOfDay(0, { connect: true });
  await bookedThroughDeposit(fixture);
  expect((await holdAndComplete(fixture)).agreedTotal).toBe(TOTAL);
  return fixture;
}

describe('paying the mover once the move is done', () => {
  it("transfers the deposit and the captured balance, less MoveMatch's fee, once the customer confirms", async () => {
    const fixture = await completedProtectedMove();
    await eventsIdle();
    // Completed but not yet confirmed: the money stays with MoveMatch (a dispute could hold it).
    expect((await (await stripe()).transfers.list({ destination: fixture.accountId! })).data).toEqual([]);

    const confirmed = await callRoute(routes.confirmCompletion, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(confirmed.status).toBe(200);
    await eventsIdle();

    const { booking_id, transfers } = await storedPayment(fixture.quoteId);
    const balance = TOTAL - DEPOSIT;
    expect(transfers).toEqual([
      expect.objectContaining({ part: 'deposit', charged: DEPOSIT, fee: fee(DEPOSIT), amount: DEPOSIT - fee(DEPOSIT) }),
      expect.objectContaining({ part: 'balance', charged: balance, fee: fee(balance), amount: balance - fee(balance) }),
    ]);
    const atStripe = await (await stripe()).transfers.list({ destination: fixture.accountId! });
    expect(atStripe.data).toHaveLength(2);
    for (const transfer of atStripe.data) {
      expect(transfer.transfer_group).toBe(booking_id);
      expect(transfer.source_transaction).toMatch(/^ch_/);
    }

    const view = await payouts(fixture.user, fixture.company.id);
    expect(view.status).toBe(200);
    expect(view.body.balance.available).toBe(TOTAL - fee(DEPOSIT) - fee(balance));
    expect(view.body.transfers.map((t) => [t.part, t.quote_id, t.amount])).toEqual(
      expect.arrayContaining([
        ['deposit', fixture.quoteId, DEPOSIT - fee(DEPOSIT)],
        ['balance', fixture.quoteId, balance - fee(balance)],
      ]),
    );
    expect(view.body.fee_share).toBe(PLATFORM_FEE_SHARE);

    // Stripe's daily payout takes the balance to the bank; the page lists it on its way.
    expect((await stripeControl(`accounts/${fixture.accountId}/payout`)).status).toBe(200);
    const after = await payouts(fixture.user, fixture.company.id);
    expect(after.body.balance.available).toBe(0);
    expect(after.body.payouts).toEqual([
      expect.objectContaining({ amount: TOTAL - fee(DEPOSIT) - fee(balance), status: 'in_transit' }),
    ]);

    // The bank sends it back (a closed account): the page says it failed, and the money is available again.
    expect(
      (await stripeControl(`payouts/${after.body.payouts[0].id}/fail`, { failure_code: 'account_closed' })).status,
    ).toBe(200);
    const failed = await payouts(fixture.user, fixture.company.id);
    expect(failed.body.payouts).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(failed.body.balance.available).toBe(TOTAL - fee(DEPOSIT) - fee(balance));
  });

  it('a repeated MoverPayoutDue transfers nothing more', async () => {
    const fixture = await completedProtectedMove();
    await callRoute(routes.confirmCompletion, { token: fixture.customer.accessToken, params: { id: fixture.quoteId } });
    await eventsIdle();
    const { payMover } = await import('@functions/payments/mover-transfers');
    expect(await payMover(fixture.quoteId)).toEqual([]);
    const atStripe = await (await stripe()).transfers.list({ destination: fixture.accountId! });
    expect(atStripe.data).toHaveLength(2);
  });

  it('records a company that cannot take transfers for the admin, and transfers nothing', async () => {
    // Payouts enabled on the company, but no Stripe account filed (as if it had been removed).
    const fixture = await protectedQuoteOfDay(0);
    await bookedThroughDeposit(fixture);
    await callRoute(routes.completeBooking, {
      token: fixture.user.accessToken,
      params: { id: fixture.quoteId },
      body: { final_price: TOTAL, adjustments: [] },
    });
    await callRoute(routes.confirmCompletion, { token: fixture.customer.accessToken, params: { id: fixture.quoteId } });
    await eventsIdle();
    const payment = (await storedPayment(fixture.quoteId)) as { transfers?: unknown; transfer_failure?: string };
    expect(payment.transfers).toBeUndefined();
    expect(payment.transfer_failure).toMatch(/no payout account/);
  });
});

describe('a dispute resolved below what the customer paid', () => {
  it('refunds the difference from the balance, transfers the rest, and the books balance with Stripe', async () => {
    const fixture = await completedProtectedMove();
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const disputed = await callRoute(routes.disputeBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
      body: { reason: 'Two boxes of books arrived soaked through.', fair_price: TOTAL - 400 },
    });
    expect(disputed.status).toBe(200);
    const resolved = await callRoute(routes.resolveBookingDispute, {
      token: admin.accessToken,
      params: { id: fixture.quoteId },
      body: { outcome: 'between', amount: TOTAL - 200, note: 'Half of the damaged boxes’ value comes back.' },
    });
    expect(resolved.status).toBe(200);
    await eventsIdle();

    const payment = (await storedPayment(fixture.quoteId)) as Awaited<ReturnType<typeof storedPayment>> & {
      dispute_refunds?: Array<{ part: string; amount: number; refund_id: string }>;
      hold?: { payment_intent: string };
    };
    expect(payment.dispute_refunds).toEqual([expect.objectContaining({ part: 'balance', amount: 200 })]);
    const refunds = await (await stripe()).refunds.list({ payment_intent: payment.hold!.payment_intent });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([20_000]);
    // The company is paid the resolved price: the deposit and the balance less the refund.
    const balance = TOTAL - 200 - DEPOSIT;
    expect(payment.transfers).toEqual([
      expect.objectContaining({ part: 'deposit', charged: DEPOSIT }),
      expect.objectContaining({ part: 'balance', charged: balance, amount: balance - fee(balance) }),
    ]);
    const { differencesOf } = await import('@functions/payments/money-reconciliation');
    expect(await differencesOf(await stripe(), payment.booking_id)).toEqual([]);
    const mail = await waitForEmail(fixture.customer.email, (e) => e.subject.includes('is resolved'));
    expect(mail.body.text).toContain('$200 goes back to the card you paid with');
  });
});

describe('a deposit kept after a late cancellation', () => {
  it('is transferred to the company, less the fee', async () => {
    // The move is 30 days out; free cancellation ended 60 days before it.
    const fixture = await protectedQuoteOfDay(30, { connect: true });
    const { setQuote } = await import('@test/support/fixtures/quotes');
    const { bindingEstimate, structuredQuote } = await import('@test/support/fixtures/estimates');
    await setQuote(fixture.moveId, fixture.company.id, 'QUOTED', {
      ...structuredQuote(bindingEstimate({ free_cancellation_days: 60 })),
      quoted_by_name: 'Pat M.',
    });
    await bookedThroughDeposit(fixture);
    expect((await cancelBooking(fixture.customer, fixture.quoteId)).status).toBe(200);
    await eventsIdle();
    const { transfers } = await storedPayment(fixture.quoteId);
    expect(transfers).toEqual([expect.objectContaining({ part: 'deposit', amount: DEPOSIT - fee(DEPOSIT) })]);
  });
});

describe("a company's payouts page", () => {
  it("answers 403 to another company's user and to a customer, and 409 while payouts are not set up", async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    const other = await companyWithUser();
    expect((await payouts(other.user, fixture.company.id)).status).toBe(403);
    expect((await payouts(fixture.customer, fixture.company.id)).status).toBe(403);
    const notSetUp = await payouts(other.user, other.company.id);
    expect(notSetUp.status).toBe(409);
    expect(notSetUp.body.error).toBe(PAYOUT_MESSAGES.notEnabled);
  });
});
