import { describe, expect, it } from 'vitest';
import { DEPOSIT_CONSENT, DEPOSIT_MESSAGES, DEPOSIT_RULES } from '@schemas/deposits';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import { eventually } from '@test/support/eventually';
import { bindingEstimate, structuredQuote } from '@test/support/fixtures/estimates';
import {
  book,
  bookingChoice,
  cancelBooking,
  customerWithQuotes,
  setQuote,
  storedBooking,
} from '@test/support/fixtures/quotes';
import { payCheckout, sessionIdOf, webhooksSettled } from '@test/support/fixtures/stripe';
import { TEST_CARDS } from '@infra/local/stripe/test-cards';

import type { TestUser } from '@test/support/fixtures/users';
import { pointAtStack } from '@test/support/point-at-stack';
import {
  bookedThroughDeposit,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';

/*
 * Protected payment's deposit (issue 39 item 2, docs/payments-for-moves.md): booking a company whose
 * payouts are enabled opens a Stripe Checkout for the quote's deposit that keeps the card for
 * the balance; the paid deposit books the quote at the choice made, or is refunded in full.
 */

/** Pays at checkout; a charge without the customer needs them (Stripe's 3D Secure test card). */
const CARD_NEEDS_HOLDER = TEST_CARDS.offSessionFails;

/** Binding $2,600 with a $200 deposit. */
const DEPOSIT = 200;

async function protectedQuote(options: { payouts?: boolean; freeDays?: number } = {}) {
  pointAtStack();
  const fixture = await customerWithQuotes(1);
  const [company] = fixture.companies;
  const [quoteId] = fixture.quoteIds as [string];
  await setQuote(fixture.moveId, company.id, 'QUOTED', {
    ...structuredQuote(bindingEstimate({ free_cancellation_days: options.freeDays ?? 7 })),
    quoted_by_name: 'Pat M.',
  });
  const { setPayoutsEnabled } = await import('@functions/core/data/company/moving-companies');
  if (options.payouts !== false) await setPayoutsEnabled(company.id, true);
  return { ...fixture, company, quoteId };
}

const depositCheckout = (user: TestUser, sessionId: string) =>
  callRoute(routes.getDepositCheckout, { token: user.accessToken, params: { sessionId } });

describe('the deposit of a protected-payment booking', () => {
  it('opens a checkout for the deposit that keeps the card, and books once it is paid', async () => {
    const { customer, company, quoteId } = await protectedQuote();
    const pending = await book(customer, quoteId);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ status: 'QUOTED', paymentPending: true, payment: 'deposit' });
    expect(await storedBooking(customer.sub)).toBeNull();

    const sessionId = sessionIdOf(pending.body.checkoutUrl!);
    const session = await (await stripe()).checkout.sessions.retrieve(sessionId);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: DEPOSIT * 100,
      customer_creation: 'always',
      custom_text: { submit: { message: DEPOSIT_CONSENT } },
      metadata: { purpose: 'deposit', quote_id: quoteId, customer_id: customer.sub },
    });
    const bookingId = session.metadata!.booking_id;
    // Stripe's bounds: 30 minutes to 24 hours from the session's creation.
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(DEPOSIT_RULES.checkoutMinutes * 60);
    expect((await depositCheckout(customer, sessionId)).body).toMatchObject({ outcome: 'pending', deposit: DEPOSIT });

    expect((await payCheckout(sessionId)).status).toBe(200);
    await webhooksSettled();
    const booked = await eventually(
      () => depositCheckout(customer, sessionId),
      (answer) => answer.body.outcome !== 'pending',
    );
    expect(booked.body).toMatchObject({ outcome: 'booked', company_name: company.name, reason: null });

    const page = await callRoute(routes.getBooking, { token: customer.accessToken, params: { id: quoteId } });
    expect(page.body.payment).toMatchObject({
      kind: 'protected',
      deposit_paid: DEPOSIT,
      card_last4: '4242',
      deposit_after_cancel: null,
    });
    expect(Date.parse(page.body.payment.deposit_paid_at ?? '')).not.toBeNaN();
    // The intent: the deposit, the booking as its transfer group, the card kept for the balance, nothing transferred.
    const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
    const { data: move } = await bookedMoveEntity().get({ quote_id: quoteId }).go();
    const payment = move!.payment as { payment_intent: string; booking_id: string; payment_method: string };
    expect(payment.booking_id).toBe(bookingId);
    const intent = await (await stripe()).paymentIntents.retrieve(payment.payment_intent);
    expect(intent).toMatchObject({
      amount: DEPOSIT * 100,
      status: 'succeeded',
      setup_future_usage: 'off_session',
      transfer_group: bookingId,
      payment_method: payment.payment_method,
    });
    const card = await (await stripe()).paymentMethods.retrieve(payment.payment_method);
    expect(card.customer).toBe(intent.customer);
  });

  it('20 parallel presses of Book open one checkout, and only one charge can be made', async () => {
    const { customer, quoteId } = await protectedQuote();
    const body = await bookingChoice(quoteId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callRoute(routes.bookQuote, { token: customer.accessToken, params: { id: quoteId }, body }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const urls = new Set(answers.map((a) => a.body.checkoutUrl));
    expect(urls.size).toBe(1);
    const sessionId = sessionIdOf([...urls][0]!);
    expect((await payCheckout(sessionId)).status).toBe(200);
    // The one session is paid: paying it again is refused, so the deposit is charged once.
    expect((await payCheckout(sessionId)).status).toBe(400);
    await webhooksSettled();
    await eventually(
      () => depositCheckout(customer, sessionId),
      (answer) => answer.body.outcome === 'booked',
    );
  });

  it('refunds the deposit in full when the company changed the quote while the customer paid', async () => {
    const { customer, moveId, company, quoteId } = await protectedQuote();
    const pending = await book(customer, quoteId);
    const sessionId = sessionIdOf(pending.body.checkoutUrl!);
    await setQuote(moveId, company.id, 'QUOTED', { description: 'Changed while paying' });
    await payCheckout(sessionId);
    await webhooksSettled();
    const refunded = await eventually(
      () => depositCheckout(customer, sessionId),
      (answer) => answer.body.outcome !== 'pending',
    );
    expect(refunded.body).toMatchObject({ outcome: 'refunded', reason: 'quote_changed' });
    expect(await storedBooking(customer.sub)).toBeNull();
    const session = await (await stripe()).checkout.sessions.retrieve(sessionId);
    const refunds = await (await stripe()).refunds.list({ payment_intent: session.payment_intent as string });
    expect(refunds.data.map((r) => r.amount)).toEqual([DEPOSIT * 100]);
  });

  it('a second choice replaces the first checkout, which can no longer be paid', async () => {
    const { customer, quoteId } = await protectedQuote();
    const first = await book(customer, quoteId, { arrival_window: 'MORNING' });
    const second = await book(customer, quoteId, { arrival_window: 'AFTERNOON' });
    expect(second.body.checkoutUrl).not.toBe(first.body.checkoutUrl);
    const firstSession = sessionIdOf(first.body.checkoutUrl!);
    expect((await payCheckout(firstSession)).status).toBe(400);
    expect((await depositCheckout(customer, firstSession)).body.outcome).toBe('replaced');
  });

  it('a company without payouts is booked directly, and the deposit is paid to it', async () => {
    const { customer, quoteId } = await protectedQuote({ payouts: false });
    const booked = await book(customer, quoteId);
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ status: 'BOOKED' });
    expect(booked.body.paymentPending).toBeUndefined();
    const page = await callRoute(routes.getBooking, { token: customer.accessToken, params: { id: quoteId } });
    expect(page.body.payment.kind).toBe('direct');
  });

  it("answers 404 for another customer's deposit checkout, and for a session that is not a deposit", async () => {
    const { customer, quoteId } = await protectedQuote();
    const { customer: other } = await protectedQuote();
    const pending = await book(customer, quoteId);
    const sessionId = sessionIdOf(pending.body.checkoutUrl!);
    const refused = await depositCheckout(other, sessionId);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: DEPOSIT_MESSAGES.notFound });
    expect((await depositCheckout(customer, 'cs_test_unknown')).status).toBe(404);
  });
});

/** Books the protected quote through its paid deposit; answers the booked move's payment. */
const refundsOf = async (paymentIntent: string) =>
  (await (await stripe()).refunds.list({ payment_intent: paymentIntent })).data.map((r) => r.amount);

describe('cancelling a protected-payment booking, by its terms', () => {
  it('before the free-cancellation day refunds the deposit in full, and the booking page says so', async () => {
    const fixture = await protectedQuote();
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    expect((await cancelBooking(fixture.customer, fixture.quoteId)).status).toBe(200);
    expect(await refundsOf(paymentIntent)).toEqual([DEPOSIT * 100]);
    const page = await callRoute(routes.getBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(page.body.payment.deposit_after_cancel).toBe('refunded');
    // The customer's cancellation e-mail says what became of the deposit.
    const { waitForEmail } = await import('@test/support/inbox');
    const mail = await waitForEmail(fixture.customer.email, (email) =>
      email.subject.startsWith('You cancelled your move'),
    );
    expect(mail.body.text).toContain(`your $${DEPOSIT} deposit is refunded in full`);
  });

  it('after it keeps the deposit for the company: nothing is refunded', async () => {
    // The move is 30 days out and the quote's free cancellation ends 60 days before it.
    const fixture = await protectedQuote({ freeDays: 60 });
    const { paymentIntent } = await bookedThroughDeposit(fixture);
    expect((await cancelBooking(fixture.customer, fixture.quoteId)).status).toBe(200);
    expect(await refundsOf(paymentIntent)).toEqual([]);
    const page = await callRoute(routes.getBooking, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(page.body.payment.deposit_after_cancel).toBe('kept');
    const { waitForEmail } = await import('@test/support/inbox');
    const mail = await waitForEmail(fixture.customer.email, (email) =>
      email.subject.startsWith('You cancelled your move'),
    );
    expect(mail.body.text).toContain(`your $${DEPOSIT} deposit goes to`);
  });
});

/** The clock a day before the hold window's last day: the move (MOVE_START, 30 days out) is 2 days away. */
const twoDaysBeforeTheMove = () => new Date(Date.now() + 28 * 24 * 3_600_000);

const bookingPage = async (fixture: { customer: TestUser; quoteId: string }) =>
  (await callRoute(routes.getBooking, { token: fixture.customer.accessToken, params: { id: fixture.quoteId } })).body;

describe('the balance held 2 days before the move', () => {
  it('authorizes the most billed less the deposit on the kept card, manual capture, once', async () => {
    const fixture = await protectedQuote();
    await bookedThroughDeposit(fixture);
    const { holdDueBalances } = await import('@functions/bookings/balance-holds');
    // 30 days out: nothing is held yet.
    await holdDueBalances(new Date());
    expect((await bookingPage(fixture)).payment.balance_held).toBeNull();

    await holdDueBalances(twoDaysBeforeTheMove());
    const page = await bookingPage(fixture);
    const balance = page.highest_final_price - DEPOSIT;
    expect(page.payment).toMatchObject({ balance_held: balance, hold_failed: false });
    const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
    const stored = async () =>
      (await bookedMoveEntity().get({ quote_id: fixture.quoteId }).go()).data!.payment as {
        booking_id: string;
        hold: { payment_intent: string };
      };
    const { hold, booking_id } = await stored();
    const intent = await (await stripe()).paymentIntents.retrieve(hold.payment_intent);
    expect(intent).toMatchObject({
      amount: Math.round(balance * 100),
      status: 'requires_capture',
      capture_method: 'manual',
      transfer_group: booking_id,
    });
    // A second run holds nothing more.
    await holdDueBalances(twoDaysBeforeTheMove());
    expect((await stored()).hold.payment_intent).toBe(hold.payment_intent);
  });

  it("records a card that needs its holder, for the customer to update it, in the admin's queue", async () => {
    const fixture = await protectedQuoteOfTomorrow();
    await bookedThroughDeposit(fixture, CARD_NEEDS_HOLDER);
    const { holdDueBalances } = await import('@functions/bookings/balance-holds');
    await holdDueBalances(new Date());
    expect((await bookingPage(fixture)).payment).toMatchObject({ balance_held: null, hold_failed: true });
    const { waitForEmail } = await import('@test/support/inbox');
    const mail = await waitForEmail(fixture.customer.email, (email) =>
      email.subject.includes('Your card could not hold the balance of your move'),
    );
    expect(mail.body.text).toContain('/bookings/');
    const { createTestUser } = await import('@test/support/fixtures/users');
    const admin = await createTestUser({ role: 'ADMIN', profile: true });
    const queue = await callRoute(routes.listBookingQueue, {
      token: admin.accessToken,
      query: { view: 'hold_failed' },
    });
    expect(queue.body.rows.map((row) => row.quote_id)).toContain(fixture.quoteId);
  });
});

/** A protected quote on a move `days` from today (tomorrow by default: within the hold's days), with a company user. */
const protectedQuoteOfTomorrow = (days = 1) => protectedQuoteOfDay(days);

describe('a change the customer accepts after the hold', () => {
  it('releases the hold and holds the new most billed less the deposit', async () => {
    const fixture = await protectedQuoteOfTomorrow();
    await bookedThroughDeposit(fixture);
    const { holdDueBalances } = await import('@functions/bookings/balance-holds');
    await holdDueBalances(new Date());
    const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
    const holdOf = async () =>
      (
        (await bookedMoveEntity().get({ quote_id: fixture.quoteId }).go()).data!.payment as {
          hold: { payment_intent: string; amount: number };
        }
      ).hold;
    const first = await holdOf();

    // $2,000 instead of $1,800 for the move itself: the most billed rises by $200.
    const proposed = await callRoute(routes.proposeBookingChange, {
      token: fixture.user.accessToken,
      params: { id: fixture.quoteId },
      body: { estimate: bindingEstimate({ base_price: 2000 }), reason: 'A fourth mover for the piano' },
    });
    expect(proposed.status).toBe(200);
    const accepted = await callRoute(routes.acceptBookingChange, {
      token: fixture.customer.accessToken,
      params: { id: fixture.quoteId },
    });
    expect(accepted.status).toBe(200);

    const second = await holdOf();
    expect(second.payment_intent).not.toBe(first.payment_intent);
    expect(second.amount).toBe(first.amount + 200);
    expect(accepted.body.payment.balance_held).toBe(second.amount);
    const released = await (await stripe()).paymentIntents.retrieve(first.payment_intent);
    expect(released.status).toBe('canceled');
  });
});

/**
 * The company completes at the agreed total: the booking page says the final price less the
 * deposit was charged, and the payment intent recorded as the balance's received exactly that.
 */
async function expectBalanceChargedAtCompletion(
  fixture: { user: TestUser; customer: TestUser; quoteId: string },
  agreedTotal: number,
) {
  const done = await callRoute(routes.completeBooking, {
    token: fixture.user.accessToken,
    params: { id: fixture.quoteId },
    body: { final_price: agreedTotal, adjustments: [] },
  });
  expect(done.status).toBe(200);
  expect((await bookingPage(fixture)).payment.balance_charged).toBe(agreedTotal - DEPOSIT);
  const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
  const { data: move } = await bookedMoveEntity().get({ quote_id: fixture.quoteId }).go();
  const balance = (move!.payment as { hold: { payment_intent: string } }).hold;
  const intent = await (await stripe()).paymentIntents.retrieve(balance.payment_intent);
  expect(intent).toMatchObject({ status: 'succeeded', amount_received: Math.round((agreedTotal - DEPOSIT) * 100) });
}

describe('the balance charged at completion', () => {
  it('charges the final price less the deposit from the hold, never above it, and says so on the booking page', async () => {
    const fixture = await protectedQuoteOfTomorrow(0);
    await bookedThroughDeposit(fixture);
    const { holdDueBalances } = await import('@functions/bookings/balance-holds');
    await holdDueBalances(new Date());
    const before = await bookingPage(fixture);
    expect(before.payment.balance_held).toBe(before.highest_final_price - DEPOSIT);

    await expectBalanceChargedAtCompletion(fixture, before.agreed_total);
  });
});

describe('the balance charged at completion without a hold', () => {
  it('charges the final price less the deposit on the kept card when no hold was made (booked too late for the job)', async () => {
    const fixture = await protectedQuoteOfTomorrow(0);
    await bookedThroughDeposit(fixture);
    const before = await bookingPage(fixture);
    expect(before.payment.balance_held).toBeNull();
    await expectBalanceChargedAtCompletion(fixture, before.agreed_total);
  });

  it('records a card that refuses the balance at completion, and the completion stands', async () => {
    const fixture = await protectedQuoteOfTomorrow(0);
    await bookedThroughDeposit(fixture, CARD_NEEDS_HOLDER);
    const before = await bookingPage(fixture);
    const done = await callRoute(routes.completeBooking, {
      token: fixture.user.accessToken,
      params: { id: fixture.quoteId },
      body: { final_price: before.agreed_total, adjustments: [] },
    });
    expect(done.status).toBe(200);
    const { bookedMoveEntity } = await import('@functions/core/data/quote/booked-moves');
    const { data: move } = await bookedMoveEntity().get({ quote_id: fixture.quoteId }).go();
    const payment = move!.payment as { capture?: unknown; capture_failed_at?: string };
    expect(payment.capture).toBeUndefined();
    expect(payment.capture_failed_at).toBeTruthy();
    expect((await bookingPage(fixture)).payment.balance_charged).toBeNull();
  });
});

describe('the deposit a quote may ask', () => {
  it('is at most a quarter of the total: more is a 400 on the deposit field, and nothing is stored', async () => {
    const { company, user } = await (await import('@test/support/fixtures/company-users')).companyWithUser();
    const { customerWithMove } = await import('@test/support/fixtures/moves');
    const { requestQuoteFrom } = await import('@test/support/fixtures/quotes');
    const { customer, moveId } = await customerWithMove();
    await requestQuoteFrom(customer, moveId, company.id);
    // $2,600 total: at most $650.
    const send = (deposit: number) =>
      callRoute(routes.sendCompanyQuote, {
        token: user.accessToken,
        body: { move_request_id: moveId, moving_company_id: company.id, estimate: bindingEstimate({ deposit }) },
      });
    const refused = await send(651);
    expect(refused.status).toBe(400);
    expect((refused.body as { fields?: Record<string, string> }).fields?.['estimate.deposit']).toBe(
      DEPOSIT_MESSAGES.tooHigh(650),
    );
    const { storedQuote } = await import('@test/support/fixtures/quotes');
    expect((await storedQuote(moveId, company.id))?.status).toBe('QUOTE_REQUESTED');
    expect((await send(650)).status).toBe(200);
  });
});
