import { eventHandler } from '@functions/platform/event-handler';
import { customerArrivalConfirmed } from './booking-email-content';
import { bookingMailContext } from './booking-mail-context';
import { sendBookingEmails } from './send-booking-emails';

/**
 * On BookingArrivalConfirmed: tells the customer that the company confirmed the crew's arrival
 * window, once per confirmation, under their status-change switch.
 * Reads: bookingMailContext. Writes: the e-mail event claim (access pattern N1), one SES e-mail.
 */
export const handler = eventHandler('BookingArrivalConfirmed', async ({ quoteId }, { eventId }) => {
  const context = await bookingMailContext(quoteId);
  if (!context) return;
  await sendBookingEmails(eventId, context, { customer: customerArrivalConfirmed });
});
