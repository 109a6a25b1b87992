import { countOnce } from '@functions/core/data/marketplace-counters';
import { eventHandler } from '@functions/core/event-handler';

/**
 * On TokensCredited (a paid start or refill, credited once per checkout session): the tokens
 * count as sold on the day the event was published, once per event.
 * Writes: EMAIL_EVENT#<event>#marketplace-stats/CLAIM + STATS#DAY#<date>/COUNTERS (one transaction).
 */
export const handler = eventHandler('TokensCredited', async (credit, { eventId, time }) => {
  if (credit.tokens <= 0) return;
  await countOnce({ eventId, at: time, increments: { tokensSold: credit.tokens } });
});
