import { countOnce } from '@functions/core/data/marketplace-counters';
import { eventHandler } from '@functions/core/event-handler';

/**
 * On UserCreated: a customer (role MOVER) counts as a new customer of the day the event was
 * published; company users and admins do not. Once per event (countOnce).
 * Writes: EMAIL_EVENT#<event>#marketplace-stats/CLAIM + STATS#DAY#<date>/COUNTERS (one transaction).
 */
export const handler = eventHandler('UserCreated', async (user, { eventId, time }) => {
  if (user.role !== 'MOVER') return;
  await countOnce({ eventId, at: time, increments: { newCustomers: 1 } });
});
