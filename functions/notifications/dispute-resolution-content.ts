import type { EventDetail } from '@schemas/events';
import { formatDollars } from '@schemas/money';
import { renderEmail } from './email-template';
import { appLink } from './recipients';

/*
 * An admin's resolution of a disputed move, in words for each side: the final price it set,
 * how it relates to the two sides' prices, the money returned (protected payment) or what is
 * owed directly, and the admin's note. Sent whatever the status switch: it decides money.
 */

type Resolved = EventDetail<'BookingDisputeResolved'>;

const bookingLink = (quoteId: string) => appLink(`/bookings/${encodeURIComponent(quoteId)}`);

const OUTCOME_WORDS: Record<Resolved['outcome'], (r: Resolved) => string> = {
  company_price: (r) => `MoveMatch kept the company’s final price of ${formatDollars(r.companyPrice)}.`,
  customer_price: (r) =>
    `MoveMatch set the final price to ${formatDollars(r.price)}, the customer’s price, instead of the company’s ${formatDollars(r.companyPrice)}.`,
  between: (r) =>
    `MoveMatch set the final price to ${formatDollars(r.price)}, between the customer’s price and the company’s ${formatDollars(r.companyPrice)}.`,
};

function moneyLine(r: Resolved, side: 'customer' | 'company'): string | null {
  if (r.refunded > 0)
    return side === 'customer'
      ? `${formatDollars(r.refunded)} goes back to the card you paid with; your bank shows it within 5 to 10 days.`
      : `${formatDollars(r.refunded)} went back to the customer’s card; your transfer is for the final price less MoveMatch’s fee.`;
  if (!r.protectedPayment && r.price < r.companyPrice)
    return side === 'customer'
      ? `If you paid the company more than ${formatDollars(r.price)}, it owes you the difference.`
      : `If the customer paid you more than ${formatDollars(r.price)}, please return the difference to them.`;
  return null;
}

export function customerResolutionEmail(r: Resolved, greetingName: string, companyName: string) {
  const money = moneyLine(r, 'customer');
  return {
    subject: `Your dispute with ${companyName} is resolved: final price ${formatDollars(r.price)}`,
    ...renderEmail({
      greeting: `Hi ${greetingName},`,
      paragraphs: [
        `MoveMatch reviewed your dispute of the move with ${companyName}. ${OUTCOME_WORDS[r.outcome](r)}`,
        ...(money ? [money] : []),
        `MoveMatch’s note: ${r.note}`,
      ],
      button: { label: 'See the booking', href: bookingLink(r.quoteId) },
    }),
  };
}

export function companyResolutionEmail(r: Resolved, greetingName: string, customerName: string) {
  const money = moneyLine(r, 'company');
  return {
    subject: `The dispute of ${customerName}’s move is resolved: final price ${formatDollars(r.price)}`,
    ...renderEmail({
      greeting: `Hi ${greetingName},`,
      paragraphs: [
        `MoveMatch reviewed ${customerName}’s dispute of the move you completed. ${OUTCOME_WORDS[r.outcome](r)}`,
        ...(money ? [money] : []),
        `MoveMatch’s note: ${r.note}`,
      ],
      button: { label: 'See the booking', href: bookingLink(r.quoteId) },
    }),
  };
}
