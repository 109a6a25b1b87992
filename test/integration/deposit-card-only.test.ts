import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGES } from '@schemas/deposits';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { eventually } from '@test/support/eventually';
import { bindingEstimate } from '@test/support/fixtures/estimates';
import { book, cancelBooking } from '@test/support/fixtures/quotes';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';
import {
  confirmAndSettle,
  holdAndComplete,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import type { TestUser } from '@test/support/fixtures/users';

/*
 * A protected-payment company's quote that asks no deposit (issue 39 items 2-6, docs/payments-for-moves.md):
 * booking saves the card through MoveMatch in a setup-mode checkout, nothing is charged; the
 * balance is held on that card 2 days before, captured at completion and paid to the mover; a
 * cancellation has no deposit to refund or keep.
 */

/** Binding $2,600, no deposit; full value protection $180 makes the most billed $2,780. */
const MOST_BILLED = 2780;

const noDepositQuote = (days: number) =>
  protectedQuoteOfDay(days, { connect: true, estimate: bindingEstimate({ deposit: 0 }) });

const depositCheckout = (user: TestUser, sessionId: string) =>
  callRoute(routes.getDepositCheckout, { token: user.accessToken, params: { sessionId } });

async function bookedWithCard(fixture: { customer: TestUser; quoteId: string }) {
  const pending = await book(fixture.customer, fixture.quoteId);
  expect(pending.body).toMatchObject({ paymentPending: true, payment: 'deposit' });
  const sessionId = sessionIdOf(pending.body.checkoutUrl!);
  expect((await depositCheckout(fixture.customer, sessionId)).body).toMatchObject({ outcome: 'pending', deposit: 0 });
  expect((await payCheckout(sessionId)).status).toBe(200);
  await webhooksSettled();
  await eventually(
    () => depositCheckout(fixture.customer, sessionId),
    (answer) => answer.body.outcome === 'booked',
  );
  return sessionId;
}

const bookingPage = (fixture: { customer: TestUser; quoteId: string }) =>
  callRoute(routes.getBooking, { token: fixture.customer.accessToken, params: { id: fixture.quoteId } });

const storedPayment = async (quoteId: string) => {
  const { bookingPaymentOf, findBookedMove } = await import('@functions/core/data/quote/booked-moves');
  return bookingPaymentOf((await findBookedMove(quoteId))!)!;
};

describe('a protected-payment quote without a deposit', () => {
  it('saves the card in a setup checkout, charges nothing, and books', async () => {
    const fixture = await noDepositQuote(10);
    const sessionId = await bookedWithCard(fixture);
    const session = await (await stripe()).checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({ mode: 'setup', payment_intent: null, metadata: { purpose: 'deposit' } });
    expect(session.customer).toEqual(expect.stringMatching(/^cus_/));

    const page = await bookingPage(fixture);
    expect(page.body.payment).toMatchObject({ kind: 'protected', deposit_paid: 0, card_last4: '4242' });
    const payment = await storedPayment(fixture.quoteId);
    expect(payment).toMatchObject({ deposit: 0, payment_intent: null, stripe_customer: session.customer });
    const card = await (await stripe()).paymentMethods.retrieve(payment.payment_method!);
    expect(card.customer).toBe(session.customer);
  });

  it('holds the whole most billed, captures the final price and pays the mover from it alone', async () => {
    const fixture = await noDepositQuote(0);
    await bookedWithCard(fixture);
    const { agreedTotal } = await holdAndComplete(fixture);
    const held = await storedPayment(fixture.quoteId);
    expect(held.hold?.amount).toBe(MOST_BILLED);
    expect(held.capture?.amount).toBe(agreedTotal);
    await confirmAndSettle(fixture);
    const paid = await eventually(
      () => storedPayment(fixture.quoteId),
      (p) => (p.transfers ?? []).length > 0,
    );
    expect(paid.transfers!.map((t) => [t.part, t.charged])).toEqual([['balance', agreedTotal]]);
  });

  it('cancelled, refunds nothing and keeps nothing, and the e-mail says nothing was charged', async () => {
    const fixture = await noDepositQuote(12);
    await bookedWithCard(fixture);
    expect((await cancelBooking(fixture.customer, fixture.quoteId)).status).toBe(200);
    const payment = await storedPayment(fixture.quoteId);
    expect(payment.deposit_refunded_at).toBeUndefined();
    expect(payment.deposit_kept_at).toBeUndefined();
    expect((await bookingPage(fixture)).body.payment.deposit_after_cancel).toBeNull();
    const { waitForEmail } = await import('@test/support/inbox');
    const mail = await waitForEmail(fixture.customer.email, (email) =>
      email.subject.startsWith('You cancelled your move'),
    );
    expect(mail.body.text).toContain('The quote asked no deposit: nothing was charged to your card');
    expect(mail.body.text).not.toContain(DEPOSIT_MESSAGES.depositRefunded('$0'));
  });
});
