import * as z from 'zod';
import { IdSchema } from './common';

/*
 * The customer decides who may quote (issue: 'Only the companies I choose may send me quotes'):
 * the move request's switch, the lead rule's refusals and the customer's 'Not interested' on a
 * quote a company sent without being asked.
 */

/** The move request's switch, as /move-info shows it. */
export const ONLY_CHOSEN_COMPANIES_LABEL = 'Only the companies I choose may send me quotes';
export const ONLY_CHOSEN_COMPANIES_HELP =
  'When on, your move is shown only to the companies you ask for a quote. When off, any matching company may find it and reach out to you.';

/** The switch's value on a new move request when the form does not send it. */
export const ONLY_CHOSEN_COMPANIES_DEFAULT = true;

/** The 403s of every lead route (quote, message, save, read) for a company the customer did not choose. */
export const LEAD_CHOICE_MESSAGES = {
  notChosen: 'This customer receives quotes only from the companies they asked. Your company was not asked.',
  notInterested: 'The customer is not interested in a quote from your company for this move.',
} as const;

/** How a quote came to be, as the customer's /quotes says it: null when unknown (an older quote). */
export const QUOTE_ORIGINS = ['ASKED', 'REACHED_OUT'] as const;
export const QuoteOriginSchema = z.enum(QUOTE_ORIGINS);
export type QuoteOrigin = z.infer<typeof QuoteOriginSchema>;

export const QUOTE_ORIGIN_LABELS: Record<QuoteOrigin, string> = {
  ASKED: 'You asked',
  REACHED_OUT: 'Reached out to you',
};

/** POST /quote/{id}/not-interested. */
export const NotInterestedParamsSchema = z.object({ id: IdSchema });
export const NotInterestedResponseSchema = z.object({
  success: z.literal(true),
  quote_id: z.string(),
});

export const NOT_INTERESTED_MESSAGES = {
  button: 'Not interested',
  done: 'Quote hidden. We let the company know, politely.',
  failed: 'Could not hide the quote',
  quoteNotFound: 'Quote not found',
  askedForIt: 'You asked this company for a quote; you can simply not book it.',
  notHideable: 'This quote can no longer be hidden.',
} as const;

/** The company's lead manager badge of a quote the customer turned down. */
export const CUSTOMER_NOT_INTERESTED_LABEL = 'Customer not interested';
