import type { EventDetail, EventType } from '@schemas/events';
import { publishEvent } from './events';
import { logger } from './logger';

/**
 * Publishes an event that only the admin's counters follow (MoveRequestCreated, LeadPaid),
 * after the write it reports committed. A failing publish is logged, not thrown: the write is
 * stored and answered (a 500 would invite the caller to repeat it); the day's figure misses one.
 */
export async function publishCountedEvent<T extends 'MoveRequestCreated' | 'LeadPaid'>(
  detailType: T & EventType,
  detail: EventDetail<T>,
): Promise<void> {
  try {
    await publishEvent(detailType, detail);
  } catch (error) {
    logger.error(`${detailType} not published`, { detail, error });
  }
}
