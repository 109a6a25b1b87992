import { formatCalendarDay, formatWeekdayDay } from '@schemas/date-text';
import { formatDollars } from '@schemas/money';
import { bookingPaymentOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import type { EmailMessage } from '@functions/platform/email';
import type { BookingMailContext } from './booking-mail-context';
import { bookingPath } from './booking-email-content';
import { notificationEmail } from './notification-email';
import type { Recipient } from './recipients';

/** The customer's own matches: where they ask another company, or the same one again. */
const MATCHES_PATH = '/matches';

/** What became of a protected-payment deposit at the cancellation, as each side reads it. */
function depositLines(move: BookedMoveItem, side: 'customer' | 'company'): string[] {
  const payment = bookingPaymentOf(move);
  if (!payment) {
    return side === 'customer'
      ? ['You pay this company directly: any deposit you paid them is settled between you by the quote’s terms.']
      : [];
  }
  if (!payment.payment_intent)
    return side === 'customer'
      ? ['The quote asked no deposit: nothing was charged to your card, and nothing will be for this booking.']
      : [];
  const amount = formatDollars(payment.deposit);
  if (payment.deposit_refunded_at)
    return side === 'customer'
      ? [`You cancelled before the free-cancellation day: your ${amount} deposit is refunded in full.`]
      : [`They cancelled before the free-cancellation day: their ${amount} deposit was refunded to them.`];
  if (payment.deposit_kept_at)
    return side === 'customer'
      ? [
          `By the quote’s terms the free-cancellation period had ended: your ${amount} deposit goes to ${move.company_name}. Nothing more is charged.`,
        ]
      : [
          `By the quote’s terms their ${amount} deposit is yours: it is transferred to your payout account, less MoveMatch’s fee.`,
        ];
  return [];
}

const reasonLine = (move: BookedMoveItem, whose: string) =>
  move.cancellation_reason ? [`${whose} reason: “${move.cancellation_reason}”`] : [];

/** The customer's confirmation of their own cancellation: what it cost, and where to go next. */
export function customerCancellationConfirmation({ move, customer }: BookingMailContext): EmailMessage {
  return notificationEmail(
    customer,
    `You cancelled your move with ${move.company_name} on ${formatCalendarDay(move.move_day)}`,
    [
      `Your booking with ${move.company_name} for ${formatWeekdayDay(move.move_day)} is cancelled; the company has been told.`,
      ...depositLines(move, 'customer'),
      'You can ask this company or another for a new quote while your move is ahead.',
    ],
    { label: 'See your matches', path: MATCHES_PATH },
  );
}

/** The company's notice: who cancelled which day, why when they said, and what the deposit does. */
export function companyCustomerCancelled(
  { move }: BookingMailContext,
  to: Recipient,
  customerName: string,
): EmailMessage {
  return notificationEmail(
    to,
    `${customerName} cancelled their move on ${formatCalendarDay(move.move_day)}`,
    [
      `${customerName} cancelled their booking of your quote for ${formatWeekdayDay(move.move_day)}. Your crew day is free again.`,
      ...reasonLine(move, 'Their'),
      ...depositLines(move, 'company'),
    ],
    { label: 'Open the booking', path: bookingPath(move.quote_id) },
  );
}
