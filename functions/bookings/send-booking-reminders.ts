import { logger } from '@functions/platform/logger';
import { sendDueBookingReminders } from './booking-reminders';

/**
 * Scheduled (schemas/schedules.ts, hourly): reminds both sides of each booked move whose day
 * starts within 72 hours, once per booking (booking-reminders.ts). Safe to run twice at once.
 */
export const handler = async () => {
  const result = await sendDueBookingReminders(new Date());
  logger.info('Booking reminders sent', { ...result });
  return result;
};
