import { formatCalendarDay } from '@schemas/date-text';
import { eventHandler } from '@functions/platform/event-handler';
import { bookingMailContext } from './booking-mail-context';
import { bookingPath } from './booking-email-content';
import { notificationEmail } from './notification-email';
import { sendBookingEmails } from './send-booking-emails';

/**
 * On BalanceHoldFailed: tells the customer, once per event, that their card refused the hold for
 * the balance of their move (protected payment, docs/payments-for-moves.md) and links the booking page,
 * where 'Update your card' saves a new one (a Stripe setup checkout) and the balance is held on it.
 * Reads: bookingMailContext. Writes: the e-mail event claim (N1), an SES e-mail.
 */
export const handler = eventHandler('BalanceHoldFailed', async ({ quoteId }, { eventId }) => {
  const context = await bookingMailContext(quoteId);
  if (!context) return;
  await sendBookingEmails(eventId, context, {
    customer: (mailContext) =>
      notificationEmail(
        mailContext.customer,
        'Your card could not hold the balance of your move',
        [
          `Your move with ${mailContext.move.company_name} on ${formatCalendarDay(mailContext.move.move_day)} is booked, but your card refused the hold for the rest of its price.`,
          'Open your booking and update your card before the move day (nothing is charged until the move is done), so the crew is paid through MoveMatch as agreed.',
        ],
        { label: 'Open your booking', path: bookingPath(quoteId) },
      ),
  });
});
