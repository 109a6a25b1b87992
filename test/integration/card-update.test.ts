import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGES, type BookingPayment } from '@schemas/deposits';
import { routes } from '@schemas/routes';
import { TEST_CARDS } from '@infra/local/stripe/test-cards';
import { callRoute } from '@test/support/api';
import { createTestUser } from '@test/support/fixtures/users';
import {
  bookedThroughDeposit,
  holdBalanceNow,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * A customer replaces the card of a protected booking whose balance hold was refused (issue 39
 * item 3, docs/payments-for-moves.md): 'Update your card' opens a setup-mode Stripe Checkout, the card is
 * saved to the customer's Stripe customer, the booking keeps it, and the balance is held on it.
 */

/** Binding $2,600 with full value protection $180, less the $200 deposit. */
const BALANCE = 2580;

const storedPayment = async (quoteId: string) => {
  pointAtStack();
  const { findBookedMove } = await import('@functions/core/data/quote/booked-moves');
  return (await findBookedMove(quoteId))!.payment as BookingPayment;
};

/** A booking of tomorrow whose kept card needs its holder, so the hold the job makes is refused. */
async function bookingWithRefusedHold() {
  const fixture = await protectedQuoteOfDay(1);
  await bookedThroughDeposit(fixture, TEST_CARDS.offSessionFails);
  expect(await holdBalanceNow(fixture.quoteId)).toBe('failed');
  return fixture;
}

describe("the customer's own card update", () => {
  it('saves a new card on Stripe’s setup page, keeps it on the booking and holds the balance on it', async () => {
    const fixture = await bookingWithRefusedHold();
    const page = () =>
      callRoute(routes.getBooking, { token: fixture.customer.accessToken, params: { id: fixture.quoteId } });
    expect((await page()).body.payment).toMatchObject({ hold_failed: true, balance_held: null });

    const opened = await callRoute(routes.startCardUpdate, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(opened.status).toBe(200);
    const sessionId = sessionIdOf(opened.body.url);
    const session = await (await stripe()).checkout.sessions.retrieve(sessionId);
    const before = await storedPayment(fixture.quoteId);
    expect(session).toMatchObject({ mode: 'setup', customer: before.stripe_customer, status: 'open' });
    expect(session.success_url).toContain(`/bookings/${fixture.quoteId}?card_session=`);

    expect((await payCheckout(sessionId, TEST_CARDS.pays)).status).toBe(200);
    await webhooksSettled();
    await eventsIdle();

    const after = await storedPayment(fixture.quoteId);
    expect(after.payment_method).not.toBe(before.payment_method);
    expect(after.card_last4).toBe('4242');
    expect(after.hold_failed_at).toBeUndefined();
    expect((await page()).body.payment).toMatchObject({
      hold_failed: false,
      balance_held: BALANCE,
      card_last4: '4242',
    });
    const hold = await (await stripe()).paymentIntents.retrieve(after.hold!.payment_intent);
    expect(hold).toMatchObject({ status: 'requires_capture', payment_method: after.payment_method });
  });

  it("refuses another customer's booking (404), a company (403), and a booking whose card cannot change (409)", async () => {
    const fixture = await protectedQuoteOfDay(40);
    await bookedThroughDeposit(fixture);
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    const asStranger = await callRoute(routes.startCardUpdate, {
      token: stranger.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(asStranger.status).toBe(404);
    const asCompany = await callRoute(routes.startCardUpdate, {
      token: fixture.user.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(asCompany.status).toBe(403);

    const cancelled = await callRoute(routes.cancelBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = await callRoute(routes.startCardUpdate, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body).toEqual({ error: DEPOSIT_MESSAGES.cardUpdateNotPossible });
  });
});
