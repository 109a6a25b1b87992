import { COMPANY_CANCELLATION_MESSAGES as M } from '@schemas/booking-cancellation';
import { formatCalendarDay } from '@schemas/date-text';
import type { BookingPayment } from '@schemas/deposits';
import { formatDollars } from '@schemas/money';
import { eventHandler } from '@functions/platform/event-handler';
import { bookingMailContext } from './booking-mail-context';
import { notificationEmail } from './notification-email';
import { sendBookingEmails } from './send-booking-emails';

/** The customer's matched companies: where another company can be asked for a quote. */
const MATCHES_PATH = '/matches';

/**
 * On BookingCancelledByCompany: tells the customer, once per event (their status-change switch
 * honoured), that the company cancelled their booked move, the company's reason, that what they
 * paid through MoveMatch is refunded in full, and links their matched companies to ask another.
 * Reads: bookingMailContext. Writes: the e-mail event claim (N1), an SES e-mail.
 */
export const handler = eventHandler('BookingCancelledByCompany', async ({ quoteId }, { eventId }) => {
  const context = await bookingMailContext(quoteId);
  if (!context || context.move.stage !== 'CANCELLED') return;
  const payment = context.move.payment as BookingPayment | undefined;
  await sendBookingEmails(eventId, context, {
    customer: ({ customer, move }) =>
      notificationEmail(
        customer,
        `${move.company_name} cancelled your move on ${formatCalendarDay(move.move_day)}`,
        [
          M.cancelledByCompany(move.company_name),
          ...(move.cancellation_reason ? [`Their reason: “${move.cancellation_reason}”`] : []),
          ...(payment ? [M.refundedInFull(formatDollars(payment.deposit))] : []),
          M.findAnother,
        ],
        { label: 'Find another company', path: MATCHES_PATH },
      ),
  });
});
