import { describe, expect, it } from 'vitest';
import type { BookingPayment } from '@schemas/deposits';
import type { LedgerKind } from '@schemas/money-ledger';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { cancelBooking } from '@test/support/fixtures/quotes';
import { hourlyEstimate } from '@test/support/fixtures/estimates';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import {
  bookedThroughDeposit,
  chargeOf,
  confirmAndSettle,
  holdAndComplete,
  holdBalanceNow,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { stripeControl, webhooksSettled } from '@test/support/fixtures/stripe';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * The books of protected-payment money (issue 39 item 8, docs/payments-for-moves.md): every movement of a
 * booking's money is a ledger entry written with the record of the movement, and the booking's
 * ledger agrees with Stripe's own objects at each step: the deposit, the hold, the capture, the
 * transfers, a refund, a released hold, a chargeback lost and its reversal. The reconciliation
 * over every booking (and the marketplace totals) is tested alone: money-reconciliation.test.ts.
 */

/** Binding $2,600, $200 deposit, full value protection $180: $2,780 (fixtures/estimates.ts). */
const DEPOSIT = 20_000;
const TOTAL = 278_000;

let admin: TestUser | undefined;
const adminUser = async () => (admin ??= await createTestUser({ role: 'ADMIN', profile: true }));

const ledgerOf = async (quoteId: string) => {
  const answer = await callRoute(routes.getBookingLedger, {
    token: (await adminUser()).accessToken,
    params: { id: quoteId },
  });
  expect(answer.status).toBe(200);
  return answer.body;
};

const kindsOf = (ledger: { entries: Array<{ kind: LedgerKind; part: string | null; amount: number }> }) =>
  ledger.entries.map((e) => `${e.kind} ${e.part ?? '-'} ${e.amount}`);

/** Where the booking's ledger and Stripe disagree (none, when the books balance). */
async function differences(bookingId: string) {
  pointAtStack();
  const { differencesOf } = await import('@functions/payments/money-reconciliation');
  return differencesOf(await stripe(), bookingId);
}

const storedPayment = async (quoteId: string) => {
  pointAtStack();
  const { findBookedMove } = await import('@functions/core/data/quote/booked-moves');
  return (await findBookedMove(quoteId))!.payment as BookingPayment;
};

describe('the ledger of a booking', () => {
  it('books the deposit, the hold, its capture and the transfers as they happen, and agrees with Stripe at each step', async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    await bookedThroughDeposit(fixture);
    const { booking_id } = await storedPayment(fixture.quoteId);

    let ledger = await ledgerOf(fixture.quoteId);
    expect(ledger.booking_id).toBe(booking_id);
    expect(kindsOf(ledger)).toEqual([`charge deposit ${DEPOSIT}`]);
    expect(ledger.figures).toMatchObject({ captured: DEPOSIT, held: DEPOSIT });
    expect(await differences(booking_id)).toEqual([]);

    await holdAndComplete(fixture);
    await eventsIdle();
    const balance = TOTAL - DEPOSIT;
    ledger = await ledgerOf(fixture.quoteId);
    expect(kindsOf(ledger)).toEqual(
      expect.arrayContaining([
        `authorization balance ${balance}`,
        `authorization_end balance ${balance}`,
        `charge balance ${balance}`,
      ]),
    );
    expect(ledger.figures).toMatchObject({ captured: TOTAL, authorized: 0, held: TOTAL });
    expect(await differences(booking_id)).toEqual([]);

    await confirmAndSettle(fixture);
    ledger = await ledgerOf(fixture.quoteId);
    const transfers = ledger.entries.filter((e) => e.kind === 'transfer');
    expect(transfers.map((t) => t.part).sort()).toEqual(['balance', 'deposit']);
    // Paid out less MoveMatch's fee: nothing is held for the move any more.
    expect(ledger.figures.transferred + ledger.figures.fees).toBe(TOTAL);
    expect(ledger.figures.held).toBe(0);
    expect(await differences(booking_id)).toEqual([]);
  });

  it('books a deposit refunded before the free-cancellation day, and a cancelled booking’s hold as released', async () => {
    const early = await protectedQuoteOfDay(30);
    await bookedThroughDeposit(early);
    expect((await cancelBooking(early.customer, early.quoteId)).status).toBe(200);
    await eventsIdle();
    const refunded = await ledgerOf(early.quoteId);
    expect(kindsOf(refunded)).toEqual([`charge deposit ${DEPOSIT}`, `refund deposit ${DEPOSIT}`]);
    expect(refunded.figures).toMatchObject({ refunded: DEPOSIT, held: 0 });
    expect(await differences(refunded.booking_id!)).toEqual([]);

    // Cancelled the day before the move with the balance already held: the hold is released.
    const late = await protectedQuoteOfDay(1);
    await bookedThroughDeposit(late);
    expect(await holdBalanceNow(late.quoteId)).toBe('held');
    const hold = (await storedPayment(late.quoteId)).hold!;
    expect((await cancelBooking(late.customer, late.quoteId)).status).toBe(200);
    await eventsIdle();
    expect((await (await stripe()).paymentIntents.retrieve(hold.payment_intent)).status).toBe('canceled');
    const released = await ledgerOf(late.quoteId);
    expect(released.figures.authorized).toBe(0);
    expect(kindsOf(released)).toContain(`authorization_end balance ${TOTAL - DEPOSIT}`);
    expect(await differences(released.booking_id!)).toEqual([]);
  });

  it('books a chargeback lost after the company was paid, with the transfer taken back', async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    await holdAndComplete(fixture);
    await confirmAndSettle(fixture);
    const opened = await stripeControl<{ id: string }>(`charges/${await chargeOf(paymentIntent)}/dispute`, {
      reason: 'fraudulent',
    });
    expect(opened.status).toBe(200);
    await webhooksSettled();
    expect((await stripeControl(`disputes/${opened.body.id}/close`, { status: 'lost' })).status).toBe(200);
    await webhooksSettled();
    await eventsIdle();

    const ledger = await ledgerOf(fixture.quoteId);
    expect(kindsOf(ledger)).toEqual(
      expect.arrayContaining([`dispute_opened deposit ${DEPOSIT}`, `dispute_closed deposit ${DEPOSIT}`]),
    );
    const reversal = ledger.entries.find((e) => e.kind === 'transfer_reversal');
    expect(reversal).toMatchObject({ part: 'deposit' });
    expect(ledger.figures).toMatchObject({ disputed: 0, lost: DEPOSIT, held: 0 });
    expect(await differences(ledger.booking_id!)).toEqual([]);
  });

  it('refunds the deposit above a lower final price at completion, and pays the company the final price only', async () => {
    // Hourly, 2 movers for 5 to 7 hours ($750 to $1,010), a $150 deposit.
    const fixture = await protectedQuoteOfDay(0, { connect: true, estimate: hourlyEstimate({ deposit: 150 }) });
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    expect(await holdBalanceNow(fixture.quoteId)).toBe('held');
    // One hour's work in the end: $100.
    const page = await callRoute(routes.getBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    const done = await callRoute(routes.completeBooking, {
      token: fixture.user.accessToken,
      params: { id: fixture.quoteId },
      body: {
        final_price: 100,
        adjustments: [
          {
            line: 'Moving charge',
            amount: 100 - page.body.agreed_total,
            reason: 'Only the piano was moved in the end',
          },
        ],
      },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const bookingPage = await callRoute(routes.getBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(bookingPage.body.payment).toMatchObject({ deposit_refunded_part: 50 });
    const charge = await (await stripe()).charges.retrieve(await chargeOf(paymentIntent));
    expect(charge.amount_refunded).toBe(5_000);

    await confirmAndSettle(fixture);
    const ledger = await ledgerOf(fixture.quoteId);
    expect(kindsOf(ledger)).toEqual(expect.arrayContaining([`refund deposit 5000`]));
    const transfer = ledger.entries.find((e) => e.kind === 'transfer');
    expect(transfer!.amount + transfer!.fee).toBe(10_000);
    expect(ledger.figures).toMatchObject({ authorized: 0, held: 0 });
    expect(await differences(ledger.booking_id!)).toEqual([]);
  });

  it('finds a refund made on Stripe that the ledger never booked', async () => {
    const fixture = await protectedQuoteOfDay(20);
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    const { booking_id } = await storedPayment(fixture.quoteId);
    // Someone refunds part of the deposit in Stripe's dashboard, outside MoveMatch.
    await (await stripe()).refunds.create({ payment_intent: paymentIntent, amount: 5_000 });
    expect(await differences(booking_id)).toEqual([{ booking_id, figure: 'refunded', ledger: 0, stripe: 5_000 }]);
  });

  it('keeps both of two parallel changes of the payment record (neither overwrites the other)', async () => {
    const fixture = await protectedQuoteOfDay(25);
    await bookedThroughDeposit(fixture);
    pointAtStack();
    const { updateBookingPayment } = await import('@functions/core/data/quote/booked-moves');
    const at = new Date().toISOString();
    await Promise.all([
      updateBookingPayment(fixture.quoteId, (current) => ({
        ...current,
        transfer_failed_at: at,
        transfer_failure: 'a',
      })),
      updateBookingPayment(fixture.quoteId, (current) => ({ ...current, hold_failed_at: at, hold_failure: 'b' })),
      updateBookingPayment(fixture.quoteId, (current) => ({ ...current, capture_failed_at: at, capture_failure: 'c' })),
    ]);
    expect(await storedPayment(fixture.quoteId)).toMatchObject({
      transfer_failure: 'a',
      hold_failure: 'b',
      capture_failure: 'c',
    });
  });

  it('answers an unknown booking 404', async () => {
    const token = (await adminUser()).accessToken;
    const unknown = await callRoute(routes.getBookingLedger, { token, params: { id: 'no-such-booking' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Booking not found' });
  });
});
