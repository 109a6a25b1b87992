import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { paidSession, standaloneStripe } from '@test/support/standalone-stripe';

/*
 * The local Stripe's Connect money (lib/local/stripe/transfers.ts), through the SDK as the
 * product calls it: transfers from a charge to an onboarded account, reversals, the account's
 * balance and payouts.
 */

const local = standaloneStripe('transfers');

const control = (path: string) => fetch(`${local.emulator.url}/_control/${path}`, { method: 'POST' });

/** A paid $100 payment session's charge. */
async function paidCharge(): Promise<string> {
  const { payment_intent } = await paidSession(local, 100_00, 'Deposit');
  const intent = await local.stripe.paymentIntents.retrieve(payment_intent as string);
  return intent.latest_charge as string;
}

async function account(onboarded = true): Promise<string> {
  const { id } = await local.stripe.accounts.create({ type: 'express' });
  if (onboarded) expect((await control(`accounts/${id}/onboard`)).status).toBe(200);
  return id;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Stripe.errors.StripeError) => ({ status: error.statusCode, code: error.code, message: error.message }),
  );

describe('local Stripe transfers', () => {
  it('moves a charge’s money to an onboarded account, never more than the charge has left', async () => {
    const [charge, destination] = await Promise.all([paidCharge(), account()]);
    const first = await local.stripe.transfers.create({
      amount: 60_00,
      currency: 'usd',
      destination,
      source_transaction: charge,
      transfer_group: 'booking-1',
    });
    expect(first).toMatchObject({ object: 'transfer', amount: 60_00, destination, transfer_group: 'booking-1' });
    const tooMuch = await refusal(
      local.stripe.transfers.create({ amount: 40_01, currency: 'usd', destination, source_transaction: charge }),
    );
    expect(tooMuch?.status).toBe(400);
    await local.stripe.transfers.create({ amount: 40_00, currency: 'usd', destination, source_transaction: charge });

    const balance = await local.stripe.balance.retrieve({}, { stripeAccount: destination });
    expect(balance.available).toEqual([expect.objectContaining({ amount: 100_00, currency: 'usd' })]);
    const listed = await local.stripe.transfers.list({ destination });
    expect(listed.data.map((t) => t.amount)).toEqual([40_00, 60_00]);
    expect((await local.stripe.transfers.list({ transfer_group: 'booking-1' })).data).toHaveLength(1);
  });

  it('refuses an account that has not finished onboarding (no transfers capability)', async () => {
    const [charge, destination] = await Promise.all([paidCharge(), account(false)]);
    const refused = await refusal(
      local.stripe.transfers.create({ amount: 10_00, currency: 'usd', destination, source_transaction: charge }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'insufficient_capabilities_for_transfer' });
  });

  it('takes money back by a reversal, from the account’s balance', async () => {
    const [charge, destination] = await Promise.all([paidCharge(), account()]);
    const transfer = await local.stripe.transfers.create({
      amount: 50_00,
      currency: 'usd',
      destination,
      source_transaction: charge,
    });
    const reversal = await local.stripe.transfers.createReversal(transfer.id, { amount: 20_00 });
    expect(reversal).toMatchObject({ object: 'transfer_reversal', amount: 20_00, transfer: transfer.id });
    expect(await local.stripe.transfers.retrieve(transfer.id)).toMatchObject({
      amount_reversed: 20_00,
      reversed: false,
    });
    await local.stripe.transfers.createReversal(transfer.id);
    expect(await local.stripe.transfers.retrieve(transfer.id)).toMatchObject({
      amount_reversed: 50_00,
      reversed: true,
    });
    const balance = await local.stripe.balance.retrieve({}, { stripeAccount: destination });
    expect(balance.available[0].amount).toBe(0);
  });

  it('pays the available balance out to the bank, on the account’s own list only', async () => {
    const [charge, destination, other] = await Promise.all([paidCharge(), account(), account()]);
    expect(
      await refusal(local.stripe.payouts.create({ amount: 1_00, currency: 'usd' }, { stripeAccount: destination })),
    ).toMatchObject({ status: 400, code: 'balance_insufficient' });
    await local.stripe.transfers.create({ amount: 75_00, currency: 'usd', destination, source_transaction: charge });
    expect((await control(`accounts/${destination}/payout`)).status).toBe(200);
    const payouts = await local.stripe.payouts.list({}, { stripeAccount: destination });
    expect(payouts.data).toEqual([expect.objectContaining({ amount: 75_00, status: 'in_transit', automatic: true })]);
    expect(payouts.data[0].arrival_date).toBeGreaterThan(Date.now() / 1000);
    expect((await local.stripe.payouts.list({}, { stripeAccount: other })).data).toEqual([]);
    expect((await local.stripe.balance.retrieve({}, { stripeAccount: destination })).available[0].amount).toBe(0);
  });
});
