import { describe, expect, it } from 'vitest';
import { NO_SHOW_MESSAGES as M } from '@schemas/booking-cancellation';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { bookedMove, moveDayPassed } from '@test/support/fixtures/booking-completion';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import {
  bookedThroughDeposit,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { createTestUser, type TestUser } from '@test/support/fixtures/users';
import { waitForEmail } from '@test/support/inbox';

/*
 * A company that does not come (issue 39 item 6, docs/booking-lifecycle.md): the customer reports
 * it from the move day on; an admin confirms it, and the booking is cancelled as the company's
 * with everything paid through MoveMatch refunded.
 */

const DETAILS = 'Nobody came between 8 and noon and the office does not answer.';

const report = (user: TestUser, quoteId: string, details = DETAILS) =>
  callRoute(routes.reportNoShow, { token: user.accessToken, params: { id: quoteId }, body: { details } });

const confirm = (admin: TestUser, quoteId: string) =>
  callRoute(routes.confirmNoShow, { token: admin.accessToken, params: { id: quoteId } });

describe('a no-show', () => {
  it('is reported by the customer on the move day, listed for the admin, and confirmed: cancelled as the company’s, everything refunded', async () => {
    // A protected-payment booking of today (its crew day is today, as the cancellation frees it).
    const fixture = await protectedQuoteOfDay(0);
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    const reported = await report(fixture.customer, fixture.quoteId);
    expect(reported.status).toBe(200);
    expect(reported.body.no_show).toMatchObject({ details: DETAILS });
    const again = await report(fixture.customer, fixture.quoteId);
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(M.alreadyReported);

    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const queue = await callRoute(routes.listBookingQueue, { token: admin.accessToken, query: { view: 'no_shows' } });
    expect(queue.body.rows.find((row) => row.quote_id === fixture.quoteId)?.no_show?.details).toBe(DETAILS);

    const confirmed = await confirm(admin, fixture.quoteId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      stage: 'CANCELLED',
      cancellation: { by: 'company', reason: M.cancelReason },
    });
    expect(confirmed.body.payment.deposit_after_cancel).toBe('refunded');
    const refunds = await (await stripe()).refunds.list({ payment_intent: paymentIntent });
    expect(refunds.data.map((r) => r.amount)).toEqual([200_00]);
    const mail = await waitForEmail(fixture.customer.email, (e) => e.subject.includes('cancelled your move'));
    expect(mail.body.text).toContain(M.cancelReason);
    // Decided: a second confirmation changes nothing.
    expect((await confirm(admin, fixture.quoteId)).status).toBe(400);
  });
});

describe('refusals, with nothing written', () => {
  it('before the move day, by another customer, or with too little said', async () => {
    const world = await bookedMove({ estimate: bindingEstimate() });
    const early = await report(world.customer, world.quoteId);
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(M.beforeMoveDay);
    await moveDayPassed(world.quoteId, 0);
    const stranger = await createTestUser({ role: 'MOVER', profile: true });
    expect((await report(stranger, world.quoteId)).status).toBe(404);
    const short = await report(world.customer, world.quoteId, 'No');
    expect(short.status).toBe(400);
    expect(short.body.fields?.details).toBe(M.details);
    const page = await callRoute(routes.getBooking, {
      token: world.customer.accessToken,
      params: { id: world.quoteId },
    });
    expect(page.body.no_show).toBeNull();
  });

  it('once the company marked the move completed, a report is refused (the customer disputes instead)', async () => {
    const world = await bookedMove({ estimate: bindingEstimate() });
    await moveDayPassed(world.quoteId, 0);
    const page = await callRoute(routes.getBooking, {
      token: world.customer.accessToken,
      params: { id: world.quoteId },
    });
    const done = await callRoute(routes.completeBooking, {
      token: world.companyUser.accessToken,
      params: { id: world.quoteId },
      body: { final_price: page.body.agreed_total, adjustments: [] },
    });
    expect(done.status).toBe(200);
    const refused = await report(world.customer, world.quoteId);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(M.notUpcoming);
  });
});
