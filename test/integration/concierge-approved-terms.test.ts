import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { PutInventoryBody } from '@schemas/inventory';
import { routes } from '@schemas/routes';
import { LOCAL_STRIPE_SECRET_KEY } from '@infra/local/stripe/local-keys';
import { readInbox } from '@infra/local/ses-emulator';
import { callRoute } from '@test/support/api';
import { currentStack } from '@test/support/current-stack';
import { companyWithUser } from '@test/support/fixtures/company-users';
import { customerWithMove } from '@test/support/fixtures/moves';
import { book, requestQuoteFrom, setQuote, storedBooking, storedQuote } from '@test/support/fixtures/quotes';
import { payCheckout, postWebhook, sessionIdOf, stripeEvent, webhooksSettled } from '@test/support/fixtures/stripe';
import type { TestUser } from '@test/support/fixtures/users';
import { eventually } from '@test/support/eventually';
import { waitForEmail } from '@test/support/inbox';
import { pointAtStack } from '@test/support/point-at-stack';
import { eventsIdle } from '@test/support/stack-events';

/*
 * The concierge $99 pays for the booking the customer approved, or is
 * refunded. The booking is made only at the terms recorded when the customer pressed Book; an
 * edit after Book expires the checkout; a payment that lands when the booking can no longer be
 * made is refunded through Stripe once, and the customer is told on /quotes and by e-mail.
 */

const stripe = () => {
  const url = new URL(currentStack().stripeUrl);
  return new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
};

const patchQuote = (user: TestUser, id: string, body: Record<string, unknown>) =>
  callRoute(routes.updateCompanyQuote, { token: user.accessToken, params: { id }, body });
const boxes = (quantity: number) =>
  ({
    rooms: [{ kind: 'bedroom', name: 'Bedroom', lines: [{ catalogue_id: 'box-medium', quantity }] }],
  }) as PutInventoryBody;
const putInventory = (customer: TestUser, moveId: string, quantity: number) =>
  callRoute(routes.putInventory, { token: customer.accessToken, params: { id: moveId }, body: boxes(quantity) });
const profileOf = async (user: TestUser) => (await callRoute(routes.getUser, { token: user.accessToken })).body;

/**
 * A concierge customer who pressed Book on a $1,000 quote: the $99 checkout is open. With
 * `boxesListed`, the move's inventory (version 1) lists that many medium boxes first.
 */
async function conciergePressedBook(options: { boxesListed?: number } = {}) {
  const { company, user: companyUser } = await companyWithUser();
  const { customer, moveId } = await customerWithMove();
  if (options.boxesListed) expect((await putInventory(customer, moveId, options.boxesListed)).status).toBe(200);
  const { id: quoteId } = await requestQuoteFrom(customer, moveId, company.id);
  expect((await patchQuote(companyUser, quoteId, { price: 1000, description: 'Two movers and a truck' })).status).toBe(
    200,
  );
  expect(
    (await callRoute(routes.upgradeMoverToConcierge, { token: customer.accessToken, params: { userId: customer.sub } }))
      .status,
  ).toBe(200);
  const pending = await book(customer, quoteId);
  expect(pending.body).toMatchObject({ paymentPending: true, price: 1000 });
  return { company, companyUser, customer, moveId, quoteId, sessionId: sessionIdOf(pending.body.checkoutUrl!) };
}

type Booked = Awaited<ReturnType<typeof conciergePressedBook>>;

async function refundsOf(sessionId: string) {
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  if (!session.payment_intent) return [];
  return (await stripe().refunds.list({ payment_intent: session.payment_intent as string })).data;
}

const settledRefunds = (sessionId: string) =>
  eventually(
    () => refundsOf(sessionId),
    (refunds) => refunds.length > 0,
  );

const refundEmails = async (to: string) =>
  (await readInbox(currentStack().inboxPort)).filter(
    (e) => e.destination.to.includes(to) && /refunded/.test(e.subject),
  );

async function unverify(companyId: string) {
  pointAtStack();
  const { movingCompanyEntity } = await import('@functions/core/data/company/moving-companies');
  await movingCompanyEntity().patch({ id: companyId }).set({ is_verified: false }).go();
}

/** The same paid session delivered again under a new event id, as if the first apply never got to mark it applied. */
async function deliverAgain(sessionId: string) {
  pointAtStack();
  const { checkoutSessionEntity } = await import('@functions/core/data/payments/checkout-sessions');
  await checkoutSessionEntity().patch({ session_id: sessionId }).remove(['applied_at']).go();
  const session = await stripe().checkout.sessions.retrieve(sessionId);
  const answer = await postWebhook(
    stripeEvent('checkout.session.async_payment_succeeded', session as unknown as Record<string, unknown>),
  );
  expect(answer.status).toBe(200);
}

async function expectRefundedOnce(booked: Booked, reason: string) {
  const refunds = await settledRefunds(booked.sessionId);
  expect(refunds).toHaveLength(1);
  expect(refunds[0]).toMatchObject({ amount: 99_00, status: 'succeeded' });
  expect(await storedBooking(booked.customer.sub)).toBeNull();
  const profile = await eventually(
    () => profileOf(booked.customer),
    (p) => p.concierge_notice?.outcome === 'refunded',
  );
  expect(profile.concierge_notice).toMatchObject({
    outcome: 'refunded',
    reason,
    company_name: booked.company.name,
    quote_id: booked.quoteId,
  });
  const email = await waitForEmail(booked.customer.email, (e) => /refunded/.test(e.subject));
  expect(email.subject).toBe('Your $99 concierge payment was refunded');
  expect(email.body.text).toContain(booked.company.name);
  // Nothing charged for nothing: the fee counts as unpaid, so the next Book asks for it again.
  pointAtStack();
  const { findUser } = await import('@functions/core/data/user/users');
  expect((await findUser(booked.customer.sub, { consistent: true }))?.concierge_fee_paid_at).toBeUndefined();
}

describe('concierge $99: the booking the customer approved, or a refund', () => {
  it('books at the approved price when nothing changed, and marks the fee paid', async () => {
    const booked = await conciergePressedBook();
    expect((await payCheckout(booked.sessionId)).status).toBe(200);
    await webhooksSettled();
    const quote = await eventually(
      () => storedQuote(booked.moveId, booked.company.id),
      (q) => q?.status === 'BOOKED',
    );
    expect(quote).toMatchObject({ status: 'BOOKED', price: 1000 });
    expect((await storedBooking(booked.customer.sub))?.quote_id).toBe(booked.quoteId);
    expect(await refundsOf(booked.sessionId)).toEqual([]);
    expect((await profileOf(booked.customer)).concierge_notice).toBeNull();

    // A second delivery of the paid session books nothing more and refunds nothing.
    await deliverAgain(booked.sessionId);
    await webhooksSettled();
    expect(await refundsOf(booked.sessionId)).toEqual([]);
    expect((await storedQuote(booked.moveId, booked.company.id))?.status).toBe('BOOKED');
  });

  it('an edit after Book expires the checkout: paying is refused, nothing is booked, the customer is told', async () => {
    const booked = await conciergePressedBook();
    expect((await patchQuote(booked.companyUser, booked.quoteId, { price: 5000 })).status).toBe(200);

    const paid = await payCheckout(booked.sessionId);
    expect(paid.status).toBeGreaterThanOrEqual(400);
    expect((await stripe().checkout.sessions.retrieve(booked.sessionId)).status).toBe('expired');
    await webhooksSettled();
    expect(await storedBooking(booked.customer.sub)).toBeNull();
    expect(await storedQuote(booked.moveId, booked.company.id)).toMatchObject({ status: 'QUOTED', price: 5000 });
    expect((await profileOf(booked.customer)).concierge_notice).toMatchObject({
      outcome: 'checkout_cancelled',
      reason: 'quote_changed',
      company_name: booked.company.name,
      quote_id: booked.quoteId,
    });

    // Book again on the new terms: a new checkout for $5,000, the notice is gone, paying books it.
    const again = await book(booked.customer, booked.quoteId);
    expect(again.body).toMatchObject({ paymentPending: true, price: 5000 });
    expect((await profileOf(booked.customer)).concierge_notice).toBeNull();
    expect((await payCheckout(sessionIdOf(again.body.checkoutUrl!))).status).toBe(200);
    const quote = await eventually(
      () => storedQuote(booked.moveId, booked.company.id),
      (q) => q?.status === 'BOOKED',
    );
    expect(quote).toMatchObject({ status: 'BOOKED', price: 5000 });
  });

  it('a payment that lands after the terms changed books nothing at the new price and is refunded', async () => {
    const booked = await conciergePressedBook();
    // The edit's write won the race with the payment (its expiry came too late): the stored terms differ.
    await setQuote(booked.moveId, booked.company.id, 'QUOTED', { price: 5000 });
    expect((await payCheckout(booked.sessionId)).status).toBe(200);
    await webhooksSettled();
    await expectRefundedOnce(booked, 'quote_changed');
    expect(await storedQuote(booked.moveId, booked.company.id)).toMatchObject({ status: 'QUOTED', price: 5000 });
  });

  it('a company unverified before the payment lands: refunded once, told on /quotes and by e-mail, even if delivered twice', async () => {
    const booked = await conciergePressedBook();
    await unverify(booked.company.id);
    expect((await payCheckout(booked.sessionId)).status).toBe(200);
    await webhooksSettled();
    await expectRefundedOnce(booked, 'company_unavailable');

    await deliverAgain(booked.sessionId);
    await webhooksSettled();
    await eventsIdle(); // a second e-mail would be out by now
    expect(await refundsOf(booked.sessionId)).toHaveLength(1);
    expect(await refundEmails(booked.customer.email)).toHaveLength(1);
  });

  it('the paid booking keeps the inventory the customer approved in its terms', async () => {
    const booked = await conciergePressedBook({ boxesListed: 10 });
    expect((await payCheckout(booked.sessionId)).status).toBe(200);
    await webhooksSettled();
    await eventually(
      () => storedQuote(booked.moveId, booked.company.id),
      (q) => q?.status === 'BOOKED',
    );
    const page = await callRoute(routes.getBooking, {
      token: booked.customer.accessToken,
      params: { id: booked.quoteId },
    });
    expect(page.body.terms.inventory).toMatchObject({ version: 1, cubic_feet: 30, pieces: 10 });
  });

  it('an inventory saved after Book: the payment books nothing and is refunded, saying why', async () => {
    const booked = await conciergePressedBook({ boxesListed: 10 });
    expect((await putInventory(booked.customer, booked.moveId, 14)).status).toBe(200);
    expect((await payCheckout(booked.sessionId)).status).toBe(200);
    await webhooksSettled();
    await expectRefundedOnce(booked, 'inventory_changed');
    const email = await waitForEmail(booked.customer.email, (e) => /refunded/.test(e.subject));
    expect(email.body.text).toContain('your inventory changed after you pressed Book');
  });

  it('a move withdrawn before the payment lands: refunded', async () => {
    const booked = await conciergePressedBook();
    expect((await callRoute(routes.withdrawMyMoveRequest, { token: booked.customer.accessToken })).status).toBeLessThan(
      300,
    );
    expect((await payCheckout(booked.sessionId)).status).toBe(200);
    await webhooksSettled();
    await expectRefundedOnce(booked, 'move_withdrawn');
  });
});
