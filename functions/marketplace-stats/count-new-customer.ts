import type { EventDetail } from '@schemas/events';
import type { EventMeta } from '@functions/platform/event-handler';
import { countOnce } from './count-once';

/**
 * On UserCreated: a customer (role MOVER) counts as a new customer of the day the event was
 * published; company users and admins do not. Once per event (countOnce).
 * Writes: the event claim (marketplace counters, access pattern S1) + the day counters (marketplace counters, access pattern S2) (one transaction).
 */
export async function countNewCustomer(user: EventDetail<'UserCreated'>, { eventId, time }: EventMeta): Promise<void> {
  if (user.role !== 'MOVER') return;
  await countOnce({ eventId, at: time, increments: { newCustomers: 1 } });
}
