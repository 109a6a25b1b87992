import { describe, expect, it } from 'vitest';
import { COMPANY_CANCELLATION_MESSAGES as M } from '@schemas/booking-cancellation';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { bookedMove, moveDayPassed } from '@test/support/fixtures/booking-completion';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import {
  bookedThroughDeposit,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { storedBooking } from '@test/support/fixtures/quotes';
import type { TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';

/*
 * A company cancels a booking (issue 39 item 6, docs/booking-lifecycle.md, Cancellation): the
 * customer is told why, gets back everything paid through MoveMatch whatever the day, and is
 * pointed to other companies; the company's crew day is free again.
 */

const REASON = 'Our only truck failed inspection this week; we are very sorry.';

const cancelAs = (user: TestUser, quoteId: string, reason = REASON) =>
  callRoute(routes.cancelBookingByCompany, { token: user.accessToken, params: { id: quoteId }, body: { reason } });

const bookingPage = (user: TestUser, quoteId: string) =>
  callRoute(routes.getBooking, { token: user.accessToken, params: { id: quoteId } });

describe('a company cancelling a booking', () => {
  it("tells the customer why by e-mail, and the customer's page and quotes say the company cancelled", async () => {
    const world = await bookedMove({ estimate: bindingEstimate() });
    const cancelled = await cancelAs(world.companyUser, world.quoteId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ stage: 'CANCELLED', cancellation: { by: 'company', reason: REASON } });
    // The company no longer holds the booking: the customer is shown as on a lead card.
    expect(cancelled.body.parties.customer.email).toBe('');

    // The customer's one-booking lock is gone: they may book another company at once.
    expect(await storedBooking(world.customer.sub)).toBeNull();
    const customerView = await bookingPage(world.customer, world.quoteId);
    expect(customerView.body.cancellation).toMatchObject({ by: 'company', reason: REASON });
    const quotes = await callRoute(routes.listMyQuotes, { token: world.customer.accessToken });
    expect(quotes.body.find((q) => q.id === world.quoteId)?.status).toBe('CANCELLED');

    const mail = await waitForEmail(world.customer.email, (e) => e.subject.includes('cancelled your move'));
    expect(mail.body.text).toContain(REASON);
    expect(mail.body.text).toContain(M.findAnother);
    expect(mail.body.text).toContain('/matches');
  });

  it('refunds the whole deposit and releases the held balance, even after the free-cancellation day', async () => {
    // The move is tomorrow: the quote's 7 free days are long gone.
    const fixture = await protectedQuoteOfDay(1);
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    pointAtStack();
    const { holdBalance } = await import('@functions/bookings/balance-holds');
    const { bookingPaymentOf, findBookedMove } = await import('@functions/core/data/quote/booked-moves');
    const move = (await findBookedMove(fixture.quoteId))!;
    expect(await holdBalance(move, bookingPaymentOf(move)!)).toBe('held');
    const hold = bookingPaymentOf((await findBookedMove(fixture.quoteId))!)!.hold!;

    const cancelled = await cancelAs(fixture.user, fixture.quoteId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payment).toMatchObject({ deposit_after_cancel: 'refunded', balance_held: null });
    const refunds = await (await stripe()).refunds.list({ payment_intent: paymentIntent });
    expect(refunds.data.map((r) => r.amount)).toEqual([200_00]);
    expect((await (await stripe()).paymentIntents.retrieve(hold.payment_intent)).status).toBe('canceled');
    const mail = await waitForEmail(fixture.customer.email, (e) => e.subject.includes('cancelled your move'));
    expect(mail.body.text).toContain(M.refundedInFull('$200'));
  });
});

describe('refusals, with nothing written', () => {
  it("another company's user and the customer may not cancel; a short reason is a 400", async () => {
    const world = await bookedMove({ estimate: bindingEstimate() });
    const other = await companyWithUser();
    expect((await cancelAs(other.user, world.quoteId)).status).toBe(404);
    expect((await cancelAs(world.customer, world.quoteId)).status).toBe(403);
    const short = await cancelAs(world.companyUser, world.quoteId, 'Sorry');
    expect(short.status).toBe(400);
    expect(short.body.fields?.reason).toBe(M.reasonShort);
    const control = await cancelAs(world.companyUser, world.quoteId, 'Our truck\u0000 broke down this week.');
    expect(control.status).toBe(400);
    const huge = await cancelAs(world.companyUser, world.quoteId, 'x'.repeat(100_000));
    expect(huge.status).toBe(400);
    expect((await bookingPage(world.customer, world.quoteId)).body.stage).toBe('UPCOMING');
  });

  it('a move no longer upcoming cannot be cancelled by the company', async () => {
    const world = await bookedMove({ estimate: bindingEstimate() });
    await moveDayPassed(world.quoteId, 0);
    const done = await callRoute(routes.completeBooking, {
      token: world.companyUser.accessToken,
      params: { id: world.quoteId },
      body: { final_price: (await bookingPage(world.customer, world.quoteId)).body.agreed_total, adjustments: [] },
    });
    expect(done.status).toBe(200);
    const refused = await cancelAs(world.companyUser, world.quoteId);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.notUpcoming);
    expect((await bookingPage(world.customer, world.quoteId)).body.stage).toBe('COMPLETED_PENDING');
  });
});
