import { bookedMovesDueBetween } from '@functions/core/data/quote/booked-moves';
import { claimBookingReminder, releaseBookingReminder } from '@functions/core/data/quote/booked-move-arrival';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';
import { eachAtPace } from '@functions/platform/mail-pace';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { moveDayStartMs } from './views';
import { REMINDER_HOURS } from '@schemas/booking-arrival';

/**
 * Reminds both sides of every upcoming booked move whose day starts within 72 hours of `now`
 * and has not been reminded: claims the reminder on the booked move (reminder_sent_at, a
 * condition, so parallel runs remind once) and publishes BookingReminderDue, whose handler
 * sends the e-mails. A publish that fails gives the claim back for the next run.
 * Reads: the UPCOMING booked moves by move day from today to the day 72 hours ahead (gsi3
 * BOOKINGSTAGE). Writes: per reminded booking, one conditional update and one event, at most
 * SCHEDULED_MAIL_ITEMS_PER_SECOND a second (functions/platform/mail-pace.ts).
 */
export async function sendDueBookingReminders(now: Date): Promise<{ reminded: number; failed: number }> {
  const horizon = now.getTime() + REMINDER_HOURS * 3_600_000;
  const upcoming = await bookedMovesDueBetween('UPCOMING', todayInCarolinas(now), todayInCarolinas(new Date(horizon)));
  const due = upcoming.filter((move) => !move.reminder_sent_at && moveDayStartMs(move.move_day) <= horizon);
  let reminded = 0;
  let failed = 0;
  // Each event sends two e-mails at once: published at a bounded pace, not in one burst.
  await eachAtPace(due, async (move) => {
    if (!(await claimBookingReminder(move.quote_id, now))) return;
    try {
      await publishEvent('BookingReminderDue', { quoteId: move.quote_id });
      reminded += 1;
    } catch (error) {
      failed += 1;
      logger.error('BookingReminderDue not published; the next run tries again', { quoteId: move.quote_id, error });
      await releaseBookingReminder(move.quote_id, now);
    }
  });
  return { reminded, failed };
}
