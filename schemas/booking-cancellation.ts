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
  /** Why: the company's reason (told to the customer), or the customer's (told to the company) when they gave one. */
  reason: z.string().nullable(),
  at: z.string(),
});
export type BookingCancellationView = z.infer<typeof BookingCancellationViewSchema>;

/*
 * The customer's cancellation: what it costs by the quote's terms, said before they confirm (and
 * when they book a day already inside the paid period), and why they cancel (optional, told to
 * the company).
 */

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last day a booking of `moveDay` cancels free, by a quote's free-cancellation days (the
 * deposit is refunded before the move day less those days, deposit-cancellation.ts), and whether
 * `today` (the Carolinas' date) is still within it.
 */
export function freeCancellation(
  moveDay: string,
  freeDays: number,
  today: string,
): { lastFreeDay: string; free: boolean } {
  const lastFreeDay = dayBefore(moveDay, freeDays + 1);
  return { lastFreeDay, free: today <= lastFreeDay };
}

export const CUSTOMER_CANCELLATION_REASONS = [
  'plans_changed',
  'date_changed',
  'found_better_price',
  'company_concern',
  'other',
] as const;
export type CustomerCancellationReason = (typeof CUSTOMER_CANCELLATION_REASONS)[number];

export const CUSTOMER_CANCELLATION_REASON_LABELS: Record<CustomerCancellationReason, string> = {
  plans_changed: 'My plans changed: I am not moving then',
  date_changed: 'I need another day',
  found_better_price: 'I found a better price',
  company_concern: 'I have a concern about this company',
  other: 'Another reason',
};

export const CUSTOMER_CANCELLATION_RULES = { detailsMax: 500 } as const;

/** POST /quote/{id}/cancel-booking: why, optionally (no body cancels too). */
export const CustomerCancellationBodySchema = z.strictObject({
  reason: z.enum(CUSTOMER_CANCELLATION_REASONS, { error: 'Choose a reason from the list' }).optional(),
  details: z
    .string()
    .refine(isPlainLines, PLAIN.multiLine('The details'))
    .trim()
    .max(
      CUSTOMER_CANCELLATION_RULES.detailsMax,
      `Keep the details under ${CUSTOMER_CANCELLATION_RULES.detailsMax} characters`,
    )
    .optional(),
});
export type CustomerCancellationBody = z.infer<typeof CustomerCancellationBodySchema>;

/** The reason as the company reads it: the chosen one and the customer's words. */
export function customerCancellationReason(body: CustomerCancellationBody): string | null {
  const parts = [body.reason ? CUSTOMER_CANCELLATION_REASON_LABELS[body.reason] : null, body.details || null];
  const text = parts.filter(Boolean).join(': ');
  return text || null;
}

/** What cancelling costs, said before the customer confirms (and in the booking dialog). */
export const CUSTOMER_CANCELLATION_MESSAGES = {
  freeWithDeposit: (lastFreeDay: string, amount: string) =>
    `Cancelling is free until ${lastFreeDay}: cancel by then and your ${amount} deposit is refunded in full. After that day, by the quote's terms, the deposit goes to the company.`,
  paidWithDeposit: (lastFreeDay: string, amount: string, company: string) =>
    `Free cancellation ended on ${lastFreeDay}. If you cancel now, by the quote's terms your ${amount} deposit goes to ${company}; nothing more is charged.`,
  freeDirect: (lastFreeDay: string) =>
    `By the quote's terms, cancelling is free until ${lastFreeDay}. You pay this company directly, so any deposit you paid them is settled between you by those terms.`,
  paidDirect: (lastFreeDay: string, company: string) =>
    `By the quote's terms, free cancellation ended on ${lastFreeDay}. You pay ${company} directly: they may keep a deposit you paid them.`,
  /** Booking a day whose free-cancellation period has already ended. */
  bookingInsidePaidPeriod: (lastFreeDay: string) =>
    `Free cancellation for this day ended on ${lastFreeDay} (the quote's terms): if you book it and cancel later, the deposit is not refunded.`,
  noDeposit: 'This quote asks no deposit: cancelling costs you nothing.',
  reasonLabel: 'Why are you cancelling? (optional, shared with the company)',
  detailsLabel: 'Anything the company should know (optional)',
} as const;

/** What cancelling a booking costs today, in words (`formatDay` writes the date as the reader's app does). */
export function cancellationCostText(
  booking: { moveDay: string; freeDays: number; deposit: number; protectedPayment: boolean; company: string },
  today: string,
  formatDay: (day: string) => string,
  formatAmount: (amount: number) => string,
): string {
  const M = CUSTOMER_CANCELLATION_MESSAGES;
  if (booking.deposit <= 0) return M.noDeposit;
  const { lastFreeDay, free } = freeCancellation(booking.moveDay, booking.freeDays, today);
  const day = formatDay(lastFreeDay);
  const amount = formatAmount(booking.deposit);
  if (booking.protectedPayment)
    return free ? M.freeWithDeposit(day, amount) : M.paidWithDeposit(day, amount, booking.company);
  return free ? M.freeDirect(day) : M.paidDirect(day, booking.company);
}

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
