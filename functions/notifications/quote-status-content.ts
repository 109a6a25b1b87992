import type { EventDetail } from '@schemas/events';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import { quoteEstimate, type QuoteItem } from '@functions/core/data/quote/quotes';
import { formatCalendarRange } from '@schemas/date-text';
import { estimateTermLines } from '@schemas/estimate-terms';
import { toEstimateView } from '@schemas/estimate-totals';
import type { EmailMessage } from '@functions/platform/email';
import type { Recipient } from './recipients';
import { notificationEmail } from './notification-email';

type Change = EventDetail<'QuoteStatusChanged'>;

/** Which side hears of which change (spec section 2's quote status table). */
export const COMPANY_CHANGES = ['requested', 'requested_again', 'booked', 'cancelled'] as const;
export const CUSTOMER_CHANGES = ['quoted', 'updated'] as const;

const money = (value: number | undefined) => (value === undefined ? '' : `$${value.toLocaleString('en-US')}`);

function priceOf(quote: QuoteItem): string {
  return quote.top_price ? `${money(quote.price)} to ${money(quote.top_price)}` : money(quote.price);
}

/** The lines of a structured quote a customer decides on first; nothing for a price-only quote. */
const SUMMARY_TERMS = ['Estimate type', 'Crew and truck', 'Most you can be billed', 'Valid until'];
function termsSummary(quote: QuoteItem): string[] {
  const estimate = quoteEstimate(quote);
  if (!estimate) return [];
  return estimateTermLines(toEstimateView(estimate))
    .filter((line) => SUMMARY_TERMS.includes(line.label))
    .map((line) => `${line.label}: ${line.value}${line.detail ? ` (${line.detail})` : ''}`);
}

/** 'a move from Raleigh, NC to Charleston, SC (Dec 7 – Dec 14, 2026)': what a company may see before a booking. */
function moveSummary(move: MoveRequestItem | null): string {
  if (!move) return 'their move';
  return `a move from ${move.from_location.city}, ${move.from_location.state} to ${move.to_location.city}, ${move.to_location.state} (${formatCalendarRange(move.start_date, move.end_date)})`;
}

/** The company's e-mail; `customerName` already follows the last-name rule. */
export function companyEmail(
  change: Change,
  to: Recipient,
  customerName: string,
  move: MoveRequestItem | null,
): EmailMessage | null {
  const leads = { label: 'Open Manage leads', path: '/manage-leads' };
  switch (change.change) {
    case 'requested':
      return notificationEmail(
        to,
        `New quote request from ${customerName}`,
        [`${customerName} asked you for a quote for ${moveSummary(move)}.`],
        leads,
        ['Send your quote from Manage leads; the customer sees it right away.'],
      );
    case 'requested_again':
      return notificationEmail(
        to,
        `${customerName} asked you for a new quote`,
        [
          `${customerName} asked you again for a quote for ${moveSummary(move)}, after the earlier booking was cancelled.`,
        ],
        leads,
      );
    case 'booked':
      return notificationEmail(
        to,
        `${customerName} booked your quote`,
        [
          `${customerName} booked your quote for ${moveSummary(move)}.`,
          'Their contact details are now shown on the lead in Manage leads.',
        ],
        leads,
      );
    case 'cancelled':
      return notificationEmail(
        to,
        `${customerName} cancelled their booking`,
        [`${customerName} cancelled the booking of your quote for ${moveSummary(move)}.`],
        leads,
      );
    default:
      return null;
  }
}

export function customerEmail(
  change: Change,
  to: Recipient,
  companyName: string,
  quote: QuoteItem,
): EmailMessage | null {
  const quotes = { label: 'See your quotes', path: '/quotes' };
  const price = priceOf(quote);
  switch (change.change) {
    case 'quoted':
      return notificationEmail(
        to,
        `${companyName} sent you a quote`,
        [`${companyName} sent you a quote${price ? ` of ${price}` : ''} for your move.`, ...termsSummary(quote)],
        quotes,
        ['Compare it with your other quotes and book the one you like on your quote dashboard.'],
      );
    case 'updated':
      return notificationEmail(
        to,
        `${companyName} updated your quote`,
        [`${companyName} updated its quote for your move${price ? `: now ${price}` : ''}.`, ...termsSummary(quote)],
        quotes,
      );
    default:
      return null;
  }
}
