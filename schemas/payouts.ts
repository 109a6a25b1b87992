import * as z from 'zod';
import { formatDollars } from './money';

/*
 * Companies' payout accounts for protected payment (docs/payments-for-moves.md, Protected payment): a
 * Stripe Connect Express account that MoveMatch transfers a move's money to once the move is
 * done. A company without one can still be booked and is paid directly, as before.
 */

export const PAYOUT_STATUSES = ['NOT_CONNECTED', 'ONBOARDING', 'ENABLED'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** GET /moving-company/{id}/payout-account: where the company's payout account stands. */
export const PayoutAccountViewSchema = z.object({
  status: z.enum(PAYOUT_STATUSES),
  /** What Stripe still needs before the account can take transfers (Stripe's requirement names). */
  requirements_due: z.array(z.string()),
});
export type PayoutAccountView = z.infer<typeof PayoutAccountViewSchema>;

/** A connected account's state as Stripe reports it, reduced to what protected payment needs. */
export function payoutStatusOf(account: { details_submitted?: boolean; capabilities?: { transfers?: string } }) {
  if (account.capabilities?.transfers === 'active') return 'ENABLED' as const;
  return 'ONBOARDING' as const;
}

/**
 * Whether customers are offered protected payment: a company with payouts enabled is booked
 * through a deposit checkout (schemas/deposits.ts). Off, every company is booked and paid
 * directly and no page speaks of protected payment.
 */
export const PROTECTED_PAYMENT_OFFERED = true;

export const PROTECTED_PAYMENT = {
  badge: 'Protected payment',
  /** Beside the badge: what it means for the customer. */
  explained: 'You pay through MoveMatch; the mover is paid once your move is done.',
  direct: 'Paid directly: you pay the company yourself, as agreed with it.',
} as const;

/**
 * MoveMatch's fee on the money of a protected-payment move, kept from each transfer to the
 * company (issue 39 item 5; one constant: change it here).
 */
export const PLATFORM_FEE_SHARE = 0.03;

/** A charge's money in cents, split into the company's transfer and MoveMatch's fee (rounded to the cent). */
export function moverShareOf(chargedCents: number): { transfer: number; fee: number } {
  const fee = Math.round(chargedCents * PLATFORM_FEE_SHARE);
  return { transfer: chargedCents - fee, fee };
}

/**
 * What a company with protected payment is told on its booking page: what it receives and
 * when (issue 39, 'the company sees what it will receive and when').
 */
export const companyReceivesText = (agreedTotal: number, confirmationDays: number) => {
  const share = moverShareOf(Math.round(agreedTotal * 100)).transfer / 100;
  return `You receive the final price less MoveMatch’s ${PLATFORM_FEE_SHARE * 100} % fee (${formatDollars(share)} at the agreed ${formatDollars(agreedTotal)}), by transfer to your payout account once the customer confirms the move, or ${confirmationDays} days after you mark it completed.`;
};

/** Which of a booking's charges a transfer pays the company from. */
export const TRANSFER_PARTS = ['deposit', 'balance'] as const;
export type TransferPart = (typeof TRANSFER_PARTS)[number];

/** One transfer to the company, as its /profile lists it (dollars). */
export const MoverTransferViewSchema = z.object({
  id: z.string(),
  /** The booked quote the money is for (its booking page). */
  quote_id: z.string().nullable(),
  move_day: z.string().nullable(),
  part: z.enum(TRANSFER_PARTS).nullable(),
  /** What the customer paid of this charge; the fee is MoveMatch's; amount is what the company got. */
  charged: z.number(),
  fee: z.number(),
  amount: z.number(),
  /** Taken back after a refund (a cancellation by the company, a dispute). */
  reversed: z.number(),
  created_at: z.string(),
});
export type MoverTransferView = z.infer<typeof MoverTransferViewSchema>;

export const MoverPayoutViewSchema = z.object({
  id: z.string(),
  amount: z.number(),
  /** The day the money reaches the bank (YYYY-MM-DD). */
  arrival_date: z.string(),
  /** On its way to the bank, arrived, or sent back by the bank. */
  status: z.enum(['in_transit', 'paid', 'failed']),
});
export type MoverPayoutView = z.infer<typeof MoverPayoutViewSchema>;

/** GET /moving-company/{id}/payouts: the company's Stripe balance, transfers from MoveMatch and payouts to its bank. */
export const MoverPaymentsViewSchema = z.object({
  /** Dollars at Stripe: available to pay out, and on their way. */
  balance: z.object({ available: z.number(), pending: z.number() }),
  transfers: z.array(MoverTransferViewSchema),
  payouts: z.array(MoverPayoutViewSchema),
  fee_share: z.number(),
});
export type MoverPaymentsView = z.infer<typeof MoverPaymentsViewSchema>;

export const PAYOUT_MESSAGES = {
  notEnabled: 'Payouts are not set up for this company yet.',
  alreadyEnabled: 'Payouts are already set up for this company.',
} as const;
