import * as z from 'zod';
import { formatDollars } from './money';

/**
 * What a company quoted before the customer cancelled and asked again: shown beside the new
 * request as history on both sides ('Earlier quote: $2,600 to $3,100, cancelled Dec 1').
 */
export const EarlierQuoteSchema = z.object({
  price: z.number(),
  top_price: z.number().nullable(),
  /** When the booking was cancelled (an ISO instant). */
  cancelled_at: z.string(),
});
export type EarlierQuote = z.infer<typeof EarlierQuoteSchema>;

/** 'Dec 1': the day of an instant on the Carolinas' calendar. */
const carolinasDay = (instant: string) =>
  new Date(instant).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'America/New_York' });

/** 'Earlier quote: $2,600 to $3,100, cancelled Dec 1' ('$2,600' alone for a single price). */
export function earlierQuoteText(earlier: EarlierQuote): string {
  const figures =
    earlier.top_price !== null && earlier.top_price !== earlier.price
      ? `${formatDollars(earlier.price)} to ${formatDollars(earlier.top_price)}`
      : formatDollars(earlier.price);
  return `Earlier quote: ${figures}, cancelled ${carolinasDay(earlier.cancelled_at)}`;
}
