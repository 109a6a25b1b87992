import { describe, expect, it } from 'vitest';
import {
  bookedThroughDeposit,
  completeAtAgreedTotal,
  confirmAndSettle,
  holdBalanceNow,
  protectedQuoteOfDay,
  stripeOfStack as stripe,
} from '@test/support/fixtures/protected-payment';
import { stripeControl, webhooksSettled } from '@test/support/fixtures/stripe';

/*
 * A balance hold whose authorization lapsed (issue 39 items 3-4, docs/payments-for-moves.md):
 * a card authorization lasts about 7 days (`capture_before` on its charge), so a completion
 * marked late finds the hold gone at Stripe. The balance is then charged on the kept card at
 * once, and the company is paid as for any balance.
 */

const storedPayment = async (quoteId: string) => {
  const { bookingPaymentOf, findBookedMove } = await import('@functions/core/data/quote/booked-moves');
  return bookingPaymentOf((await findBookedMove(quoteId))!)!;
};

describe('a balance hold that lapsed before the completion', () => {
  it('tells when it lapses, and at completion the kept card is charged instead; the company is paid', async () => {
    const fixture = await protectedQuoteOfDay(0, { connect: true });
    await bookedThroughDeposit(fixture);
    expect(await holdBalanceNow(fixture.quoteId)).toBe('held');
    const held = await storedPayment(fixture.quoteId);
    const holdId = held.hold!.payment_intent;
    const client = await stripe();
    const hold = await client.paymentIntents.retrieve(holdId);
    const charge = await client.charges.retrieve(hold.latest_charge as string);
    // Stripe's window: about 7 days from the authorization.
    expect(charge.payment_method_details?.card?.capture_before).toBe(charge.created + 7 * 24 * 60 * 60);

    // Time moves past capture_before at Stripe: the authorization lapses.
    expect((await stripeControl(`payment_intents/${holdId}/expire-authorization`)).status).toBe(200);
    await webhooksSettled();
    expect((await client.paymentIntents.retrieve(holdId)).cancellation_reason).toBe('automatic');

    const { agreedTotal } = await completeAtAgreedTotal(fixture);
    const charged = await storedPayment(fixture.quoteId);
    const due = agreedTotal - charged.deposit;
    expect(charged.capture?.amount).toBe(due);
    expect(charged.hold).toMatchObject({ direct: true, amount: due });
    expect(charged.hold!.payment_intent).not.toBe(holdId);
    expect((await client.paymentIntents.retrieve(charged.hold!.payment_intent)).status).toBe('succeeded');

    await confirmAndSettle(fixture);
    const paid = await storedPayment(fixture.quoteId);
    expect(paid.transfers?.map((t) => [t.part, t.charged]).sort()).toEqual([
      ['balance', due],
      ['deposit', charged.deposit],
    ]);
    // The books agree with Stripe: the lapsed hold released, the new charge captured and paid out.
    const { differencesOf } = await import('@functions/payments/money-reconciliation');
    expect(await differencesOf(client, paid.booking_id)).toEqual([]);
  });
});
