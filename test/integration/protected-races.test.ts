import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { cancelBooking } from '@test/support/fixtures/quotes';
import {
  bookedThroughDeposit,
  holdBalanceNow,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { eventsIdle } from '@test/support/stack-events';

/*
 * Protected payment's races (issue 39, docs/payments-for-moves.md): the customer cancels on the
 * move day while the company marks the move completed. One of the two wins the booking's stage,
 * and the money follows the winner only: completed, the balance is captured and nothing is
 * refunded; cancelled, the hold is released and nothing is captured.
 */

describe('a cancellation and a completion of one protected booking at once', () => {
  it('one wins, and the card is either charged or released, never both', async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    await bookedThroughDeposit(fixture);
    expect(await holdBalanceNow(fixture.quoteId)).toBe('held');
    const { bookingPaymentOf, findBookedMove } = await import('@functions/core/data/quote/booked-moves');
    const holdId = bookingPaymentOf((await findBookedMove(fixture.quoteId))!)!.hold!.payment_intent;
    const page = await callRoute(routes.getBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    const [cancelled, completed] = await Promise.all([
      cancelBooking(fixture.customer, fixture.quoteId),
      callRoute(routes.completeBooking, {
        token: fixture.user.accessToken,
        params: { id: fixture.quoteId },
        body: { final_price: page.body.agreed_total, adjustments: [] },
      }),
    ]);
    await eventsIdle();
    expect([cancelled.status, completed.status].filter((status) => status === 200)).toHaveLength(1);

    const move = (await findBookedMove(fixture.quoteId))!;
    const payment = bookingPaymentOf(move)!;
    const holdIntent = await (await stripe()).paymentIntents.retrieve(holdId);
    if (completed.status === 200) {
      expect(move.stage).not.toBe('CANCELLED');
      expect(holdIntent.status).toBe('succeeded');
      expect(payment.capture?.amount).toBe(page.body.agreed_total - payment.deposit);
      expect(payment.deposit_refunded_at).toBeUndefined();
    } else {
      expect(move.stage).toBe('CANCELLED');
      expect(holdIntent.status).toBe('canceled');
      expect(payment.capture).toBeUndefined();
    }
  });
});
