import * as z from 'zod';
import { isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';

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
export const CompanyCancellationBodySchema = z.strictObject({
  reason: z
    .string()
    .refine(isPlainLines, PLAIN.multiLine('The reason'))
    .trim()
    .min(COMPANY_CANCELLATION_RULES.reasonMin, COMPANY_CANCELLATION_MESSAGES.reasonShort)
    .max(COMPANY_CANCELLATION_RULES.reasonMax, COMPANY_CANCELLATION_MESSAGES.reasonLong),
});
export type CompanyCancellationBody = z.infer<typeof CompanyCancellationBodySchema>;

/*
 * A company that does not come (issue 39 item 6): from the move day on the customer reports it;
 * an admin who confirms it cancels the booking as the company's, and everything the customer
 * paid through MoveMatch comes back.
 */

export const NO_SHOW_RULES = { detailsMin: 10, detailsMax: 1000 } as const;

export const NO_SHOW_MESSAGES = {
  details: `Tell us what happened, in ${NO_SHOW_RULES.detailsMin} to ${NO_SHOW_RULES.detailsMax} characters`,
  beforeMoveDay: 'You can report that the company did not come from the move day on.',
  notUpcoming: 'Only an upcoming booking can be reported.',
  alreadyReported: 'You have already reported this.',
  notReported: 'The customer has not reported that the company did not come.',
  /** The cancellation's reason, told to the customer and kept on the booking. */
  cancelReason: 'The company did not come on the move day (confirmed by MoveMatch).',
  /** The customer's booking page once reported. */
  reported:
    'You reported that the company did not come. MoveMatch is looking into it and will e-mail you; if confirmed, everything you paid through MoveMatch comes back.',
} as const;

/** POST /booking/{id}/report-no-show */
export const NoShowReportBodySchema = z.strictObject({
  details: z
    .string()
    .refine(isPlainLines, PLAIN.multiLine('What happened'))
    .trim()
    .min(NO_SHOW_RULES.detailsMin, NO_SHOW_MESSAGES.details)
    .max(NO_SHOW_RULES.detailsMax, NO_SHOW_MESSAGES.details),
});
export type NoShowReportBody = z.infer<typeof NoShowReportBodySchema>;

export const NoShowViewSchema = z.object({ reported_at: z.string(), details: z.string() });
export type NoShowView = z.infer<typeof NoShowViewSchema>;
