import { ARRIVAL_MESSAGES } from '@schemas/booking-arrival';
import { confirmBookedArrival } from '@functions/core/data/quote/booked-move-arrival';
import { InvalidError } from '@functions/platform/domain-errors';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';

/**
 * The company confirms the crew's arrival window of an upcoming booked move. Idempotent: a
 * second confirmation changes nothing and tells nobody again. A move no longer upcoming
 * (cancelled, completed) is refused. The first confirmation publishes BookingArrivalConfirmed
 * (the customer's e-mail); a failing publish is logged, not thrown: the confirmation is stored.
 */
export async function confirmBookingArrival(quoteId: string, now: Date): Promise<void> {
  const outcome = await confirmBookedArrival(quoteId, now);
  if (outcome === 'not_upcoming') throw new InvalidError(ARRIVAL_MESSAGES.notUpcoming);
  if (outcome === 'already_confirmed') return;
  try {
    await publishEvent('BookingArrivalConfirmed', { quoteId, confirmedAt: now.toISOString() });
  } catch (error) {
    logger.error('BookingArrivalConfirmed not published', { quoteId, error });
  }
}
