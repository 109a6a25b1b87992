import * as z from 'zod';

/*
 * Companies' payout accounts for protected payment (docs/payments.md, Protected payment): a
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

export const PAYOUT_MESSAGES = {
  alreadyEnabled: 'Payouts are already set up for this company.',
} as const;
