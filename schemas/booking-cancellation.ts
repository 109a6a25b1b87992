import * as z from 'zod';

/*
 * A booking cancelled by either side (docs/booking-lifecycle.md, Cancellation). The customer
 * cancels by the terms (schemas/deposits.ts: the deposit refunded before the free-cancellation
 * day, the company's after it); a company that cancels refunds everything the customer paid
 * through MoveMatch, whatever the day, and the customer is pointed to other companies.
 */

export const CANCELLATION_SIDES = ['customer', 'company'] as const;
export type CancellationSide = (typeof CANCELLATION_SIDES)[number];

export const BookingCancellationViewSchema = z.object({
  by: z.enum(CANCELLATION_SIDES),
  /** The company's reason, told to the customer; the customer's cancellation has none. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type BookingCancellationView = z.infer<typeof BookingCancellationViewSchema>;

export const COMPANY_CANCELLATION_RULES = { reasonMin: 10, reasonMax: 500 } as const;

export const COMPANY_CANCELLATION_MESSAGES = {
  reasonShort: `Tell the customer why, in at least ${COMPANY_CANCELLATION_RULES.reasonMin} characters`,
  reasonLong: `Keep the reason under ${COMPANY_CANCELLATION_RULES.reasonMax} characters`,
  notUpcoming: 'Only an upcoming booking can be cancelled.',
  /** The company's confirmation, before it cancels. */
  consequences:
    'The customer is told at once, with your reason, and gets back everything they paid through MoveMatch. Your crew day is free again.',
  /** The customer's booking page and e-mail. */
  cancelledByCompany: (company: string) => `${company} cancelled this booking.`,
  refundedInFull: (amount: string) => `Your ${amount} deposit is refunded in full; nothing more will be charged.`,
  findAnother: 'Other vetted companies can still quote your move.',
} as const;

/** POST /booking/{id}/cancel-by-company */
export const CompanyCancellationBodySchema = z.object({
  reason: z
    .string()
    .trim()
    .min(COMPANY_CANCELLATION_RULES.reasonMin, COMPANY_CANCELLATION_MESSAGES.reasonShort)
    .max(COMPANY_CANCELLATION_RULES.reasonMax, COMPANY_CANCELLATION_MESSAGES.reasonLong),
});
export type CompanyCancellationBody = z.infer<typeof CompanyCancellationBodySchema>;
