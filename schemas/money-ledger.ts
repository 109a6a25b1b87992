import * as z from 'zod';

/*
 * The books of protected-payment money (docs/payments-for-moves.md, The ledger and the daily
 * reconciliation): one entry per movement of a booking's money, written with the record of the
 * movement itself, so the ledger and the booking cannot disagree. Amounts are cents.
 */

export const LEDGER_KINDS = [
  /** The customer's card charged (the deposit, the balance captured or charged at completion). */
  'charge',
  /** The balance held on the card (manual capture). */
  'authorization',
  /** A hold ended: captured (the charge is its own entry) or released. */
  'authorization_end',
  /** Money given back to the customer. */
  'refund',
  /** Money paid to the company (less MoveMatch's fee, which is the entry's fee). */
  'transfer',
  /** A transfer taken back from the company (its fee is MoveMatch's no longer). */
  'transfer_reversal',
  /** The customer's bank disputes a charge. */
  'dispute_opened',
  /** The bank decided: won (the money stays) or lost (it goes back to the cardholder). */
  'dispute_closed',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The figures the books keep, in cents: what each movement adds to or takes from them. */
export const MONEY_FIGURES = ['captured', 'authorized', 'refunded', 'transferred', 'fees', 'disputed', 'lost'] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];
export type MoneyFigures = Record<MoneyFigure, number>;

export const LedgerEntrySchema = z.object({
  booking_id: z.string(),
  /** Deterministic per movement (kind and Stripe's id), so a movement is booked once. */
  entry_id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Cents, always positive: the kind says which way it moves. */
  amount: z.number().int(),
  /** Transfers and reversals: MoveMatch's fee in cents (taken, or given back). */
  fee: z.number().int(),
  /** Which of the booking's charges: the deposit or the balance; null for a dispute of another charge. */
  part: z.enum(['deposit', 'balance']).nullable(),
  /** Stripe's object of the movement (ch_, pi_, re_, tr_, trr_ or dp_ id). */
  stripe_id: z.string(),
  /** A closed dispute: won or lost. */
  outcome: z.enum(['won', 'lost']).nullable(),
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

const zero = (): MoneyFigures => ({
  captured: 0,
  authorized: 0,
  refunded: 0,
  transferred: 0,
  fees: 0,
  disputed: 0,
  lost: 0,
});

/** What one entry changes in the figures (cents). */
export function figuresOfEntry(entry: Pick<LedgerEntry, 'kind' | 'amount' | 'fee' | 'outcome'>): Partial<MoneyFigures> {
  switch (entry.kind) {
    case 'charge':
      return { captured: entry.amount };
    case 'authorization':
      return { authorized: entry.amount };
    case 'authorization_end':
      return { authorized: -entry.amount };
    case 'refund':
      return { refunded: entry.amount };
    case 'transfer':
      return { transferred: entry.amount, fees: entry.fee };
    case 'transfer_reversal':
      return { transferred: -entry.amount, fees: -entry.fee };
    case 'dispute_opened':
      return { disputed: entry.amount };
    case 'dispute_closed':
      return { disputed: -entry.amount, ...(entry.outcome === 'lost' ? { lost: entry.amount } : {}) };
  }
}

/** The figures of a set of entries (a booking's, or all of them). */
export function figuresOf(entries: Array<Pick<LedgerEntry, 'kind' | 'amount' | 'fee' | 'outcome'>>): MoneyFigures {
  const total = zero();
  for (const entry of entries)
    for (const [figure, cents] of Object.entries(figuresOfEntry(entry)) as Array<[MoneyFigure, number]>)
      total[figure] += cents;
  return total;
}

export const emptyFigures = zero;

/**
 * Money MoveMatch holds for moves: charged, less what went back to the customer, to the company,
 * to MoveMatch as its fee, and to a bank that won a chargeback.
 */
export const heldOf = (figures: MoneyFigures) =>
  figures.captured - figures.refunded - figures.transferred - figures.fees - figures.lost;

/** The figures Stripe can be asked for (the fee is MoveMatch's arithmetic, not a Stripe object). */
export const RECONCILED_FIGURES = ['captured', 'authorized', 'refunded', 'transferred', 'disputed', 'lost'] as const;
export type ReconciledFigure = (typeof RECONCILED_FIGURES)[number];

export const MONEY_FIGURE_LABELS: Record<MoneyFigure | 'held', string> = {
  held: 'Held for moves',
  authorized: 'Authorized on cards',
  captured: 'Captured',
  transferred: 'Transferred to companies',
  fees: 'MoveMatch fees',
  refunded: 'Refunded',
  disputed: 'Disputed (open)',
  lost: 'Lost to chargebacks',
};

/** One figure of one booking on which the ledger and Stripe disagree (cents). */
export const LedgerDifferenceSchema = z.object({
  booking_id: z.string(),
  figure: z.enum(RECONCILED_FIGURES),
  ledger: z.number().int(),
  stripe: z.number().int(),
});
export type LedgerDifference = z.infer<typeof LedgerDifferenceSchema>;

export const ReconciliationViewSchema = z.object({
  ran_at: z.string(),
  /** Bookings compared: every booking with a movement in the window, and every Stripe charge of the window. */
  bookings_checked: z.number().int(),
  differences: z.array(LedgerDifferenceSchema),
});
export type ReconciliationView = z.infer<typeof ReconciliationViewSchema>;

const MoneyFiguresSchema = z.object(
  Object.fromEntries(MONEY_FIGURES.map((figure) => [figure, z.number().int()])) as Record<MoneyFigure, z.ZodNumber>,
);

/** GET /api/admin/money: the books' totals (cents) and the last reconciliation. */
export const AdminMoneySchema = z.object({
  totals: MoneyFiguresSchema.extend({ held: z.number().int() }),
  reconciliation: ReconciliationViewSchema.nullable(),
});
export type AdminMoney = z.infer<typeof AdminMoneySchema>;

/** GET /api/admin/bookings/{id}/ledger: a booking's entries, oldest first, and their figures. */
export const BookingLedgerSchema = z.object({
  booking_id: z.string().nullable(),
  entries: z.array(LedgerEntrySchema),
  figures: MoneyFiguresSchema.extend({ held: z.number().int() }),
});
export type BookingLedger = z.infer<typeof BookingLedgerSchema>;

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  charge: 'Card charged',
  authorization: 'Balance held on the card',
  authorization_end: 'Hold ended',
  refund: 'Refunded to the customer',
  transfer: 'Paid to the company',
  transfer_reversal: 'Taken back from the company',
  dispute_opened: 'Chargeback opened',
  dispute_closed: 'Chargeback closed',
};

/** How far back the daily reconciliation looks for movements (a hold, a dispute or a late transfer of an older booking). */
export const RECONCILE_WINDOW_DAYS = 60;
