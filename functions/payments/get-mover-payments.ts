import type Stripe from 'stripe';
import { routes } from '@schemas/routes';
import {
  PAYOUT_MESSAGES,
  PLATFORM_FEE_SHARE,
  TRANSFER_PARTS,
  type MoverPaymentsView,
  type MoverPayoutView,
  type MoverTransferView,
  type TransferPart,
} from '@schemas/payouts';
import { findPayoutAccount } from '@functions/core/data/payments/payout-accounts';
import { conflict } from '@functions/platform/http/errors';
import { companyInPath } from '@functions/platform/http/callers-company';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { stripeClient } from '@functions/platform/stripe';

/** How many of the latest transfers and payouts the page lists. */
const LISTED = 20;

const dollars = (cents: number) => cents / 100;
const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
const usd = (amounts: Array<{ amount: number; currency: string }>) =>
  dollars(amounts.filter((a) => a.currency === 'usd').reduce((sum, a) => sum + a.amount, 0));

function transferView(transfer: Stripe.Transfer): MoverTransferView {
  const meta = transfer.metadata ?? {};
  const charged = Number(meta.charged);
  const fee = Number(meta.fee);
  return {
    id: transfer.id,
    quote_id: meta.quote_id ?? null,
    move_day: meta.move_day ?? null,
    part: (TRANSFER_PARTS as readonly string[]).includes(meta.part) ? (meta.part as TransferPart) : null,
    charged: dollars(Number.isFinite(charged) ? charged : transfer.amount),
    fee: dollars(Number.isFinite(fee) ? fee : 0),
    amount: dollars(transfer.amount),
    reversed: dollars(transfer.amount_reversed),
    created_at: isoOf(transfer.created),
  };
}

/** Stripe's payout statuses as the page tells them: pending counts as on its way. */
const payoutStatus = (status: string): MoverPayoutView['status'] =>
  status === 'paid' ? 'paid' : status === 'failed' || status === 'canceled' ? 'failed' : 'in_transit';

/**
 * GET /api/moving-company/{id}/payouts — the company's money from protected-payment moves, as
 * Stripe holds it (docs/payments-for-moves.md, Paying the mover): the connected account's balance, the
 * latest transfers MoveMatch made to it (each naming its booking, the charge and MoveMatch's fee)
 * and its latest payouts to the bank. A company user for its own company (403 for another's), an admin
 * for any; 409 while the company's payouts are not set up. Reads: the company, its payout
 * account (PA1); Stripe: balance, transfers by destination, payouts on the account.
 */
export const getMoverPayments: PlainHandler<typeof routes.getMoverPayments> = async ({ auth, params }) => {
  const company = await companyInPath(auth, params.id);
  const account = await findPayoutAccount(company.id);
  if (account?.status !== 'ENABLED') throw conflict(PAYOUT_MESSAGES.notEnabled);
  const stripe = await stripeClient();
  const on = { stripeAccount: account.stripe_account_id };
  const [balance, transfers, payouts] = await Promise.all([
    stripe.balance.retrieve({}, on),
    stripe.transfers.list({ destination: account.stripe_account_id, limit: LISTED }),
    stripe.payouts.list({ limit: LISTED }, on),
  ]);
  const view: MoverPaymentsView = {
    balance: { available: usd(balance.available), pending: usd(balance.pending) },
    transfers: transfers.data.map(transferView),
    payouts: payouts.data.map((payout) => ({
      id: payout.id,
      amount: dollars(payout.amount),
      arrival_date: isoOf(payout.arrival_date).slice(0, 10),
      status: payoutStatus(payout.status),
    })),
    fee_share: PLATFORM_FEE_SHARE,
  };
  return view;
};

export const handler = httpHandler(routes.getMoverPayments, getMoverPayments);
