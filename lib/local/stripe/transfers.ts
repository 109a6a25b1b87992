import type { StripeContext } from './context';
import { leftOfCharge } from './charges';
import { findAccount } from './connect-accounts';
import { emitEvent } from './event-log';
import { metadataOf, str, type FormObject } from './form-body';
import { newId, nowSeconds, type Payout, type Transfer, type TransferReversal } from './objects';
import { invalid, missing, StripeApiError } from './stripe-error';

/*
 * Connect's separate charges and transfers, reduced to what MoveMatch does: the platform moves a
 * charge's money to a company's connected account (`source_transaction` ties it to the charge,
 * never more than the charge has left), takes some back by a reversal, and the account pays its
 * balance out to the bank. Balances are kept in cents per account; a transfer is available at
 * once (Stripe waits for the charge's funds: days, not modelled here).
 */

/** How long a standard payout takes to reach the bank. */
const PAYOUT_DAYS = 2;
const DAY_S = 24 * 60 * 60;

const cents = (value: string | undefined, param: string) => {
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount <= 0) throw invalid('Amount must be a positive integer in cents.', param);
  return amount;
};

const balanceOf = (ctx: StripeContext, account: string) => ctx.store.data.accountBalances[account] ?? 0;

function addToBalance(ctx: StripeContext, account: string, amount: number) {
  ctx.store.data.accountBalances[account] = balanceOf(ctx, account) + amount;
}

/** What is left of a charge to transfer: captured, less refunds and earlier transfers from it. */
function transferableOf(ctx: StripeContext, chargeId: string): number {
  const charge = ctx.store.data.charges[chargeId];
  if (!charge) throw missing('charge', chargeId, 'source_transaction');
  const transferred = Object.values(ctx.store.data.transfers)
    .filter((t) => t.source_transaction === chargeId)
    .reduce((sum, t) => sum + t.amount, 0);
  return leftOfCharge(charge) - transferred;
}

export function createTransfer(ctx: StripeContext, input: FormObject): Transfer {
  const amount = cents(str(input.amount), 'amount');
  const currency = str(input.currency);
  if (!currency) throw invalid('Missing required param: currency.', 'currency');
  const destination = str(input.destination);
  if (!destination) throw invalid('Missing required param: destination.', 'destination');
  const account = findAccount(ctx, destination);
  if (account.capabilities.transfers !== 'active')
    throw new StripeApiError(
      400,
      'invalid_request_error',
      'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
      { code: 'insufficient_capabilities_for_transfer', param: 'destination' },
    );
  const source = str(input.source_transaction) ?? null;
  if (source && amount > transferableOf(ctx, source))
    throw invalid(
      'The transfer amount must be less than or equal to what is left of the source transaction.',
      'amount',
    );
  const transfer: Transfer = {
    id: newId('tr'),
    object: 'transfer',
    amount,
    amount_reversed: 0,
    currency,
    destination,
    source_transaction: source,
    transfer_group: str(input.transfer_group) ?? null,
    reversed: false,
    metadata: metadataOf(input.metadata),
    created: nowSeconds(),
    livemode: false,
  };
  ctx.store.data.transfers[transfer.id] = transfer;
  addToBalance(ctx, destination, amount);
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'transfer.created', transfer);
  return transfer;
}

export function findTransfer(ctx: StripeContext, id: string): Transfer {
  const transfer = ctx.store.data.transfers[id];
  if (!transfer) throw missing('transfer', id);
  return transfer;
}

export const transfersMatching = (ctx: StripeContext, input: FormObject) =>
  Object.values(ctx.store.data.transfers).filter(
    (t) =>
      (!input.destination || t.destination === str(input.destination)) &&
      (!input.transfer_group || t.transfer_group === str(input.transfer_group)),
  );

/** Takes back part (or, without an amount, the rest) of a transfer from the connected account. */
export function reverseTransfer(ctx: StripeContext, transferId: string, input: FormObject): TransferReversal {
  const transfer = findTransfer(ctx, transferId);
  const left = transfer.amount - transfer.amount_reversed;
  const amount = input.amount === undefined ? left : cents(str(input.amount), 'amount');
  if (amount > left) throw invalid('Amount exceeds what is left of the transfer to reverse.', 'amount');
  const reversal: TransferReversal = {
    id: newId('trr'),
    object: 'transfer_reversal',
    amount,
    currency: transfer.currency,
    transfer: transfer.id,
    metadata: metadataOf(input.metadata),
    created: nowSeconds(),
  };
  ctx.store.data.transferReversals[reversal.id] = reversal;
  transfer.amount_reversed += amount;
  transfer.reversed = transfer.amount_reversed === transfer.amount;
  addToBalance(ctx, transfer.destination, -amount);
  ctx.store.save();
  return reversal;
}

/** GET /v1/balance: a connected account's balance (the Stripe-Account header names it). */
export function balanceOfAccount(ctx: StripeContext, account: string | undefined) {
  if (!account) throw invalid('Only connected accounts have a balance here: send the Stripe-Account header.');
  findAccount(ctx, account);
  return {
    object: 'balance',
    available: [{ amount: balanceOf(ctx, account), currency: 'usd', source_types: { card: balanceOf(ctx, account) } }],
    pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
    livemode: false,
  };
}

/** A payout's status on its arrival date and after: paid. */
const asOfNow = (payout: Payout): Payout =>
  payout.status === 'in_transit' && payout.arrival_date <= nowSeconds() ? { ...payout, status: 'paid' } : payout;

/** Pays out the account's balance (or `amount` of it) to its bank; automatic is Stripe's daily schedule. */
export function createPayout(ctx: StripeContext, account: string | undefined, input: FormObject, automatic = false) {
  if (!account) throw invalid('Payouts are made from a connected account: send the Stripe-Account header.');
  findAccount(ctx, account);
  const available = balanceOf(ctx, account);
  const amount = input.amount === undefined ? available : cents(str(input.amount), 'amount');
  if (amount <= 0 || amount > available)
    throw new StripeApiError(400, 'invalid_request_error', 'You have insufficient funds in your Stripe account.', {
      code: 'balance_insufficient',
    });
  const created = nowSeconds();
  const payout: Payout = {
    id: newId('po'),
    object: 'payout',
    amount,
    currency: 'usd',
    arrival_date: created + PAYOUT_DAYS * DAY_S,
    status: 'in_transit',
    method: 'standard',
    type: 'bank_account',
    automatic,
    metadata: metadataOf(input.metadata),
    created,
    livemode: false,
  };
  ctx.store.data.payouts[payout.id] = payout;
  ctx.store.data.payoutAccounts[payout.id] = account;
  addToBalance(ctx, account, -amount);
  ctx.store.save();
  return payout;
}

export function payoutsOf(ctx: StripeContext, account: string | undefined): Payout[] {
  if (!account) throw invalid('Payouts belong to a connected account: send the Stripe-Account header.');
  return Object.values(ctx.store.data.payouts)
    .filter((p) => ctx.store.data.payoutAccounts[p.id] === account)
    .map(asOfNow);
}

/**
 * Test control: the bank sends a payout back (Stripe's `payout.failed`, on the connected
 * account): the payout is failed with `failure_code` and its money is back in the account's
 * balance, as at Stripe.
 */
export function failPayout(ctx: StripeContext, id: string, input: FormObject) {
  const payout = ctx.store.data.payouts[id];
  if (!payout) throw missing('payout', id);
  if (payout.status !== 'in_transit') throw invalid(`Only a payout on its way can fail; this one is ${payout.status}.`);
  const account = ctx.store.data.payoutAccounts[id];
  payout.status = 'failed';
  payout.failure_code = str(input.failure_code) ?? 'account_closed';
  addToBalance(ctx, account, payout.amount);
  ctx.store.save();
  emitEvent(ctx.store, ctx.deliverer, 'payout.failed', payout, { status: 'in_transit' }, account);
  return payout;
}
