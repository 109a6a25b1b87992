import { describe, expect, it } from 'vitest';
import { routes } from '@schemas/routes';
import { callRoute } from '@test/support/api';
import {
  book,
  cancelBooking,
  customerWithQuotes,
  quoted,
  storedBooking,
  storedQuote,
} from '@test/support/fixtures/quotes';
import { payCheckout, sessionIdOf, stripeEvents, webhooksSettled } from '@test/support/fixtures/stripe';
import { eventually } from '@test/support/eventually';
import { pointAtStack } from '@test/support/point-at-stack';
import { expected } from '@test/support/expected';

/*
 * Concierge $99: charged when a concierge customer approves a booking, not at the
 * upgrade. The first booking answers the quote unchanged with paymentPending and a checkout;
 * the paid checkout (webhook) books that quote; later bookings are not charged again.
 */

async function conciergeWithTwoQuotes() {
  const fixture = await customerWithQuotes(2);
  await Promise.all([quoted(fixture, 0), quoted(fixture, 1)]);
  const upgrade = await callRoute(routes.upgradeMoverToConcierge, {
    token: fixture.customer.accessToken,
    params: { userId: fixture.customer.sub },
  });
  expect(upgrade.status).toBe(200);
  return fixture;
}

describe('concierge $99 on booking', () => {
  it('asks for the fee instead of booking, books once it is paid, and never charges again', async () => {
    const fixture = await conciergeWithTwoQuotes();
    const [first, second] = fixture.quoteIds as [string, string];
    const [companyA] = fixture.companies;

    const pending = await book(fixture.customer, first);
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      id: first,
      status: 'QUOTED',
      paymentPending: true,
      checkoutUrl: expected.stringMatching(/\/checkout\/cs_/),
    });
    expect(pending.body.moving_company_contact).toBeNull();
    expect(await storedBooking(fixture.customer.sub)).toBeNull();
    expect((await storedQuote(fixture.moveId, companyA.id))?.status).toBe('QUOTED');

    expect((await payCheckout(sessionIdOf(pending.body.checkoutUrl!))).status).toBe(200);
    await webhooksSettled();
    const booked = await eventually(
      () => storedQuote(fixture.moveId, companyA.id),
      (quote) => quote?.status === 'BOOKED',
    );
    expect(booked?.status).toBe('BOOKED');
    expect((await storedBooking(fixture.customer.sub))?.quote_id).toBe(first);

    // Paid once: after cancelling, the next booking goes straight through.
    expect((await cancelBooking(fixture.customer, first)).status).toBe(200);
    const direct = await book(fixture.customer, second);
    expect(direct.status).toBe(200);
    expect(direct.body.status).toBe('BOOKED');
    expect(direct.body.paymentPending).toBeUndefined();
  });

  it('keeps only the newest concierge checkout payable, so the $99 is never charged twice', async () => {
    const fixture = await conciergeWithTwoQuotes();
    const [first, second] = fixture.quoteIds as [string, string];
    const older = await book(fixture.customer, first);
    const newer = await book(fixture.customer, second);
    expect(older.body.paymentPending).toBe(true);
    expect(newer.body.paymentPending).toBe(true);
    const olderSession = sessionIdOf(older.body.checkoutUrl!);
    const newerSession = sessionIdOf(newer.body.checkoutUrl!);
    expect(newerSession).not.toBe(olderSession);

    // The first tab's checkout was expired when the second opened: paying it is refused.
    const stale = await payCheckout(olderSession);
    expect(stale.status).toBeGreaterThanOrEqual(400);
    expect((await payCheckout(newerSession)).status).toBe(200);
    await webhooksSettled();
    const booked = await eventually(
      () => storedBooking(fixture.customer.sub),
      (booking) => booking !== null,
    );
    expect(booked?.quote_id).toBe(second);
    const paid = (await stripeEvents('checkout.session.completed')).filter((event) =>
      [olderSession, newerSession].includes((event.data.object as { id: string }).id),
    );
    expect(paid).toHaveLength(1);
  });

  it('refuses before charging when the customer already holds another booking', async () => {
    const fixture = await conciergeWithTwoQuotes();
    pointAtStack();
    const { updateProfile, userEntity } = await import('@functions/core/data/user/users');
    await updateProfile(fixture.customer.sub, { concierge_fee_paid_at: new Date().toISOString() });
    expect((await book(fixture.customer, fixture.quoteIds[0])).body.status).toBe('BOOKED');
    await userEntity().patch({ id: fixture.customer.sub }).remove(['concierge_fee_paid_at']).go();
    const refused = await book(fixture.customer, fixture.quoteIds[1]);
    expect(refused.status).toBe(400);
    expect(refused.body.existingBooking).toEqual({ companyName: fixture.companies[0].name });
    expect(refused.body.checkoutUrl).toBeUndefined();
  });

  it('books a customer who is not concierge directly, without a checkout', async () => {
    const fixture = await customerWithQuotes(1);
    await quoted(fixture, 0);
    const answer = await book(fixture.customer, fixture.quoteIds[0]);
    expect(answer.body).toMatchObject({ status: 'BOOKED' });
    expect(answer.body.checkoutUrl).toBeUndefined();
  });
});
