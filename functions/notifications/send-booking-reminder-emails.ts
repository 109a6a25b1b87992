import { eventHandler } from '@functions/platform/event-handler';
import { companyBookingReminder, customerBookingReminder } from './booking-email-content';
import { bookingMailContext } from './booking-mail-context';
import { sendBookingEmails } from './send-booking-emails';

/**
 * On BookingReminderDue (the hourly job claimed the booking's reminder 72 hours ahead): reminds
 * the customer of the day and window, and asks the company to confirm the crew's arrival window
 * with one click. A booking no longer upcoming (cancelled meanwhile) gets nothing.
 * Reads: bookingMailContext. Writes: the e-mail event claims (access pattern N1), SES e-mails.
 */
export const handler = eventHandler('BookingReminderDue', async ({ quoteId }, { eventId }) => {
  const context = await bookingMailContext(quoteId);
  if (!context || context.move.stage !== 'UPCOMING') return;
  await sendBookingEmails(eventId, context, { customer: customerBookingReminder, company: companyBookingReminder });
});
