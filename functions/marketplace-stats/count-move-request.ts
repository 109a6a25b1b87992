import type { EventDetail } from '@schemas/events';
import type { EventMeta } from '@functions/platform/event-handler';
import { countOnce } from './count-once';

/**
 * On MoveRequestCreated: one move request on the day the event was published, once per event.
 * Writes: the event claim (marketplace counters, access pattern S1) + the day counters (marketplace counters, access pattern S2) (one transaction).
 */
export async function countMoveRequest(
  _move: EventDetail<'MoveRequestCreated'>,
  { eventId, time }: EventMeta,
): Promise<void> {
  await countOnce({ eventId, at: time, increments: { moveRequests: 1 } });
}
