import { countOnce } from '@functions/core/data/marketplace-counters';
import { eventHandler } from '@functions/core/event-handler';

/**
 * On MoveRequestCreated: one move request on the day the event was published, once per event.
 * Writes: EMAIL_EVENT#<event>#marketplace-stats/CLAIM + STATS#DAY#<date>/COUNTERS (one transaction).
 */
export const handler = eventHandler('MoveRequestCreated', async (_move, { eventId, time }) => {
  await countOnce({ eventId, at: time, increments: { moveRequests: 1 } });
});
