import type { EventDetail } from '@schemas/events';
import type { EventMeta } from '@functions/platform/event-handler';
import { countOnce } from './count-once';

/**
 * On TokensCredited (a paid start or refill, credited once per checkout session): the tokens
 * count as sold on the day the event was published, once per event.
 * Writes: the event claim (marketplace counters, access pattern S1) + the day counters (marketplace counters, access pattern S2) (one transaction).
 */
export async function countTokensSold(
  credit: EventDetail<'TokensCredited'>,
  { eventId, time }: EventMeta,
): Promise<void> {
  if (credit.tokens <= 0) return;
  await countOnce({ eventId, at: time, increments: { tokensSold: credit.tokens } });
}
