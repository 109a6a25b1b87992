import * as z from 'zod';
import type { TransferPart } from './payouts';
import { ChargebackViewSchema, type ChargebackView } from './chargeback-view';
import { formatDollars } from './money';

/*
 * The deposit a customer pays through MoveMatch when booking a company with protected payment
 * (docs/payments-for-moves.md, Protected payment): a Stripe Checkout in payment mode that charges the
 * quote's deposit and keeps the card for the rest of the move's price. The booking is made when
 * the deposit is paid, at the terms the customer saw when pressing Book, or the deposit is
 * refunded in full.
 */

export const DEPOSIT_RULES = {
  /** A quote's deposit is at most this share of its total (the low end of an hourly estimate). */
  maxShareOfTotal: 0.25,
  /**
   * How long a deposit checkout can be paid: Stripe's shortest session (30 minutes from its
   * creation) and a margin for the time between our record and Stripe's creation.
   */
  checkoutMinutes: 35,
} as const;

/** The most a quote of this total may ask as a deposit. */
export const maxDepositFor = (total: number) => Math.floor(total * DEPOSIT_RULES.maxShareOfTotal * 100) / 100;

/** Shown above the pay button of the deposit checkout and in the booking dialog: the consent to keep the card. */
export const DEPOSIT_CONSENT =
  'By paying, you allow MoveMatch to keep this card for your move: to hold the rest of the price 2 days before the move day and charge the final price when the move is done, never more than the most you can be billed.';

/** 'replaced': the customer chose again before paying this checkout (a payment that got through is refunded). */
export const DEPOSIT_OUTCOMES = ['pending', 'booked', 'refunded', 'replaced'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

/** Why a paid deposit could not book, and was refunded in full. */
export const DEPOSIT_REFUND_REASONS = [
  'day_full',
  'quote_changed',
  'inventory_changed',
  'company_unavailable',
  'already_booked',
  'replaced',
] as const;
export type DepositRefundReason = (typeof DEPOSIT_REFUND_REASONS)[number];

export const DEPOSIT_REFUND_TEXTS: Record<DepositRefundReason, string> = {
  day_full: 'The company’s last crew for that day was booked while you paid.',
  quote_changed: 'The company changed the quote while you paid.',
  inventory_changed: 'Your inventory changed while you paid.',
  company_unavailable: 'This moving company can no longer be booked.',
  already_booked: 'You already hold another booking.',
  replaced: 'You started another booking before this payment went through.',
};

/** GET /deposit-checkout/{sessionId}: what became of a deposit checkout the customer paid (or not yet). */
export const DepositCheckoutViewSchema = z.object({
  outcome: z.enum(DEPOSIT_OUTCOMES),
  quote_id: z.string(),
  /** Null for a replaced checkout. */
  company_name: z.string().nullable(),
  deposit: z.number().nullable(),
  move_day: z.string().nullable(),
  reason: z.enum(DEPOSIT_REFUND_REASONS).nullable(),
});
export type DepositCheckoutView = z.infer<typeof DepositCheckoutViewSchema>;

/** A Stripe checkout session id in a path (the return from a deposit or concierge checkout). */
export const CheckoutSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, 'Not a checkout session'),
});
export const DepositSessionParamsSchema = CheckoutSessionParamsSchema;

export const DEPOSIT_MESSAGES = {
  tooHigh: (max: number) =>
    `The deposit can be at most ${DEPOSIT_RULES.maxShareOfTotal * 100} % of the quote’s total (${formatDollars(max)} here).`,
  notFound: 'No deposit checkout of yours has this id.',
  bookingInAnotherTab: 'You are booking this move in another tab or window. Finish or close it, then try again.',
  redirecting: (amount: string) => `Taking you to the secure payment page for the ${amount} deposit…`,
  redirectingToSaveCard: 'Taking you to the secure page to save your card…',
  booked: (company: string, day: string, amount: string) =>
    `Deposit of ${amount} paid: you are booked with ${company} on ${day}.`,
  bookedWithCard: (company: string, day: string) =>
    `Card saved: you are booked with ${company} on ${day}. Nothing was charged.`,
  confirming: 'Your deposit is paid. Confirming your booking…',
  confirmingCard: 'Your card is saved. Confirming your booking…',
  replaced:
    'You started another booking after this payment page: this one was closed, and anything it took is refunded.',
  refunded: (amount: string, why: string) =>
    `Your ${amount} deposit was refunded in full and nothing is booked. ${why} Choose another day or company.`,
  notBookedNothingCharged: (why: string) =>
    `Nothing is booked and nothing was charged. ${why} Choose another day or company.`,
  /** The booking dialog's payment line, by how the company is paid. */
  protectedWithDeposit: (amount: string) =>
    `You pay the ${amount} deposit now, by card through MoveMatch. The mover is paid once your move is done.`,
  protectedCardOnly:
    'No deposit: nothing is charged now. You save a card through MoveMatch for the balance, held on it 2 days before the move. The mover is paid once your move is done.',
  direct: 'Paid directly: you pay the company yourself, as agreed with it. MoveMatch takes no money for this move.',
  /** The booking dialog: what is held on the card before the move, with the amount. */
  holdBeforeMove: (amount: string) =>
    `2 days before the move, up to ${amount} more is held on the same card (the most you can be billed, less anything paid now); only the final price is charged when the move is done.`,
  bookAndPay: (amount: string) => `Book and pay ${amount} deposit`,
  bookAndSaveCard: 'Book and save a card',
  balanceHeld: (amount: string) =>
    `The balance of up to ${amount} is held on your card; only the final price is charged when the move is done.`,
  balanceCharged: (charged: string, deposit: string) =>
    `Final price charged: the ${deposit} deposit and ${charged} from the hold on your card; the rest of the hold is released.`,
  balanceChargedNoDeposit: (charged: string) =>
    `Final price charged: ${charged} from the hold on your card; the rest of the hold is released.`,
  holdFailed: 'We could not hold the balance on your card. Update your card before the move day.',
  updateCard: 'Update your card',
  cardSaved: 'Your new card is saved. MoveMatch holds the balance on it before the move day.',
  cardUpdateNotPossible: 'Only the card of an upcoming booking paid through MoveMatch can be changed.',
  depositRefunded: (amount: string) =>
    `Cancelled before the free-cancellation day: your ${amount} deposit is refunded in full.`,
  depositRefundedCompanyCancelled: (amount: string) =>
    `Cancelled by the company: your ${amount} deposit is refunded in full.`,
  depositPartRefunded: (finalPrice: string, refunded: string) =>
    `Final price ${finalPrice}, less than the deposit: ${refunded} of it was refunded to your card.`,
  depositKept: (amount: string) =>
    `Cancelled after the free-cancellation day: the ${amount} deposit goes to the company, as the terms say.`,
} as const;

/** The money of a booking made through a deposit checkout, on its booked move (Stripe's ids stay server-side). */
export interface BookingPayment {
  /** Stripe's transfer_group for every movement of this booking's money. */
  booking_id: string;
  deposit: number;
  /** When the deposit was paid (or, without a deposit, the card saved). */
  deposit_paid_at: string;
  /** The deposit's payment; null when the quote asked no deposit and the checkout only saved the card. */
  payment_intent: string | null;
  stripe_customer: string | null;
  /** The card kept for the balance (setup_future_usage off_session). */
  payment_method: string | null;
  card_last4: string | null;
  /** The rest of the most the customer can be billed, held on the kept card 2 days before the move (manual capture). */
  hold?: BalanceHold;
  /** At completion: what was charged of the hold (the final price less the deposit, never above the hold). */
  capture?: { amount: number; captured_at: string };
  /** A final price below the deposit: the difference refunded on the deposit's charge at completion. */
  deposit_excess_refund?: { amount: number; refund_id: string; refunded_at: string };
  /** An admin resolved a dispute below what the customer paid: the difference refunded, balance first, then deposit. */
  dispute_refunds?: DisputeRefund[];
  /** At completion without a hold: the kept card refused the balance (the customer owes it directly). */
  capture_failed_at?: string;
  capture_failure?: string;
  /** The last hold Stripe refused (the card needs its holder, or was declined): when and Stripe's words. */
  hold_failed_at?: string;
  hold_failure?: string;
  /** Cancelled by the customer before the free-cancellation day: the deposit came back in full. */
  deposit_refunded_at?: string;
  deposit_refund_id?: string;
  /** Cancelled by the customer after it: the deposit is the company's (paid by the transfer). */
  deposit_kept_at?: string;
  /** The company's money moved to its payout account, less MoveMatch's fee: one transfer per charge. */
  transfers?: MoverTransfer[];
  /** The last transfer that could not be made (no payout account, Stripe refused): when and why. */
  transfer_failed_at?: string;
  transfer_failure?: string;
  /** The customer's bank disputed one of the booking's charges (the last chargeback, as Stripe reports it). */
  chargeback?: BookingChargeback;
}

/** A chargeback as the booking keeps it (Stripe's dispute, reduced; dollars). */
export interface BookingChargeback extends ChargebackView {
  dispute_id: string;
  charge: string;
}

/** Part of a charge refunded by a dispute's resolution (dollars). */
export interface DisputeRefund {
  part: TransferPart;
  amount: number;
  refund_id: string;
  refunded_at: string;
}

/** A transfer of one of the booking's charges to the company (dollars). */
export interface MoverTransfer {
  part: TransferPart;
  transfer_id: string;
  charged: number;
  fee: number;
  amount: number;
  transferred_at: string;
  /** Taken back from the company (a lost chargeback of this charge), in dollars. */
  reversed?: number;
}

/** An authorization for the balance: captured at completion, never above its amount. */
export interface BalanceHold {
  payment_intent: string;
  /** Dollars held: the most the customer can be billed, less the deposit. */
  amount: number;
  authorized_at: string;
  /** The move day the hold was made for (a change of day or price holds again). */
  move_day: string;
  /** Charged at once at completion, never held (the booking had no hold then): no authorization to end. */
  direct?: boolean;
}

/** How many days before the move day the balance is held (a card authorization lasts about 7 days). */
export const HOLD_DAYS_BEFORE = 2;

/** What the booking page says of the booking's money. */
export const BookingPaymentViewSchema = z.object({
  kind: z.enum(['protected', 'direct']),
  deposit_paid: z.number().nullable(),
  deposit_paid_at: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** After a cancellation: the deposit refunded (before the free-cancellation day) or kept for the company. */
  deposit_after_cancel: z.enum(['refunded', 'kept']).nullable(),
  /** The balance held on the card, in dollars; null before (or without) a hold. */
  balance_held: z.number().nullable(),
  /** The last hold failed: the customer is asked to update the card. */
  hold_failed: z.boolean(),
  /** Charged of the hold at completion, in dollars; null before. */
  balance_charged: z.number().nullable(),
  /** A final price below the deposit: what of the deposit came back at completion, in dollars; null otherwise. */
  deposit_refunded_part: z.number().nullable(),
  /** A chargeback on one of the booking's charges: the money is held until the bank decides. */
  chargeback: ChargebackViewSchema.nullable(),
});
export type BookingPaymentView = z.infer<typeof BookingPaymentViewSchema>;
