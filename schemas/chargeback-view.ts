import * as z from 'zod';

/*
 * Chargebacks on protected-payment bookings (docs/payments-for-moves.md, Disputes and chargebacks): the
 * customer's bank disputes a charge, Stripe takes the money back until the dispute is decided,
 * and the booking is flagged. The booking's record of one (schemas/chargebacks.ts has the
 * evidence bundle).
 */

export const CHARGEBACK_STATUSES = ['needs_response', 'under_review', 'won', 'lost'] as const;
export type ChargebackStatus = (typeof CHARGEBACK_STATUSES)[number];

/** Still open: the money is held (no transfer of the disputed charge is made). */
export const isOpenChargeback = (status: ChargebackStatus) => status === 'needs_response' || status === 'under_review';

export const ChargebackViewSchema = z.object({
  /** Which of the booking's charges: the deposit or the balance captured at completion. */
  part: z.enum(['deposit', 'balance']).nullable(),
  amount: z.number(),
  /** Stripe's reason code (fraudulent, product_not_received, product_unacceptable, ...). */
  reason: z.string(),
  status: z.enum(CHARGEBACK_STATUSES),
  opened_at: z.string(),
  evidence_due_by: z.string(),
  /** When an admin sent MoveMatch's evidence to Stripe (then the bank reviews it), or null. */
  evidence_submitted_at: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type ChargebackView = z.infer<typeof ChargebackViewSchema>;

/** POST /admin/bookings/{id}/evidence: the admin's own words to the bank, added to the booking's record. */
export const SubmitEvidenceBodySchema = z.object({
  note: z.string().trim().max(2000, 'The note can be at most 2,000 characters.').default(''),
});
export type SubmitEvidenceBody = z.infer<typeof SubmitEvidenceBodySchema>;

export const CHARGEBACK_MESSAGES = {
  held: "Held: the customer's bank disputes this charge; MoveMatch pays it out only if the dispute is won.",
  noChargeback: 'This booking has no chargeback.',
  notAwaitingEvidence: 'This chargeback is not waiting for evidence: it was sent already, or the bank has decided.',
  submitted: (day: string) => `Evidence sent to Stripe on ${day}; the customer’s bank reviews it and decides.`,
} as const;
