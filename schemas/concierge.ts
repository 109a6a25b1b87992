import * as z from 'zod';
import { formatCents, PRICES } from './constants';

/*
 * The concierge $99 pays for the booking the customer approved, or is refunded. When it cannot
 * (the quote changed after Book, the company or quote is no longer bookable, the customer holds
 * a booking, the move was withdrawn) the customer is told on /quotes (GET /user's
 * concierge_notice) and, for a refund, by e-mail. One wording for both, here.
 */

export const CONCIERGE_STOP_REASONS = [
  'quote_changed',
  'company_unavailable',
  'quote_unavailable',
  'booked_elsewhere',
  'move_withdrawn',
  'day_unavailable',
  'inventory_changed',
] as const;
export type ConciergeStopReason = (typeof CONCIERGE_STOP_REASONS)[number];

/** checkout_cancelled: stopped before it was paid, nothing charged; refunded: paid, then given back. */
export const CONCIERGE_NOTICE_OUTCOMES = ['checkout_cancelled', 'refunded'] as const;
export type ConciergeNoticeOutcome = (typeof CONCIERGE_NOTICE_OUTCOMES)[number];

export const ConciergeNoticeSchema = z.object({
  outcome: z.enum(CONCIERGE_NOTICE_OUTCOMES),
  reason: z.enum(CONCIERGE_STOP_REASONS),
  company_name: z.string(),
  quote_id: z.string(),
  at: z.string(),
});
export type ConciergeNotice = z.infer<typeof ConciergeNoticeSchema>;

const FEE = formatCents(PRICES.conciergeCents);

/** What became of a concierge checkout, for the return from Stripe to /quotes. */
export const CONCIERGE_CHECKOUT_OUTCOMES = ['pending', 'booked', 'refunded', 'replaced'] as const;

export const ConciergeCheckoutViewSchema = z.object({
  outcome: z.enum(CONCIERGE_CHECKOUT_OUTCOMES),
  quote_id: z.string(),
  company_name: z.string(),
  move_day: z.string().nullable(),
  reason: z.enum(CONCIERGE_STOP_REASONS).nullable(),
});
export type ConciergeCheckoutView = z.infer<typeof ConciergeCheckoutViewSchema>;

export const CONCIERGE_RETURN_MESSAGES = {
  notFound: 'No concierge checkout of yours has this id.',
  confirming: `Your ${FEE} Concierge fee is paid. Confirming your booking…`,
  booked: (company: string, day: string) => `Concierge fee of ${FEE} paid: you are booked with ${company} on ${day}.`,
  replaced:
    'You started a newer booking after this payment page, so this one was not used: nothing was charged for it.',
} as const;

const WHY: Record<ConciergeStopReason, (company: string) => string> = {
  quote_changed: (company) => `${company} changed its quote after you pressed Book`,
  company_unavailable: (company) => `${company} can no longer be booked on MoveMatch`,
  quote_unavailable: (company) => `the quote from ${company} can no longer be booked`,
  booked_elsewhere: () => 'you already hold a booking',
  move_withdrawn: () => 'your move request was withdrawn',
  day_unavailable: (company) => `the move day you picked is no longer free at ${company}`,
  inventory_changed: () => 'your inventory changed after you pressed Book',
};

/** The notice's title and text, on /quotes and in the refund e-mail. */
export function conciergeNoticeText(notice: Pick<ConciergeNotice, 'outcome' | 'reason' | 'company_name'>): {
  title: string;
  text: string;
} {
  const why = WHY[notice.reason](notice.company_name);
  if (notice.outcome === 'checkout_cancelled') {
    return {
      title: 'Your quote changed before you paid',
      text: `${why[0].toUpperCase()}${why.slice(1)}, so we cancelled that ${FEE} payment: nothing was charged. Review the quote as it is now and book again if it suits you.`,
    };
  }
  return {
    title: `Your ${FEE} concierge payment was refunded`,
    text: `Your booking with ${notice.company_name} could not be made because ${why}, so we refunded the ${FEE} in full. The refund reaches your card within 5 to 10 business days.`,
  };
}
