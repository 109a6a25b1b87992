import type { EventBridgeEvent } from 'aws-lambda';
import { eventDetailSchemas, type EventDetail, type EventType } from '@schemas/events';
import { logger } from './logger';

/**
 * Wraps a handler of one event type: validates the detail, logs and rethrows failures so
 * EventBridge retries (and the local bus reports them).
 */
export function eventHandler<T extends EventType>(
  detailType: T,
  handle: (detail: EventDetail<T>, meta: { eventId: string; time: Date }) => Promise<void>,
) {
  return async (event: Pick<EventBridgeEvent<T, unknown>, 'detail-type' | 'detail'> & { id?: string; time?: string }) => {
    if (event['detail-type'] !== detailType) {
      throw new Error(`Handler for ${detailType} got ${event['detail-type']}`);
    }
    const detail = eventDetailSchemas[detailType].parse(event.detail) as EventDetail<T>;
    try {
      // EventBridge keeps the id across its redeliveries: handlers dedupe side effects by it.
      // `time` is when the event was published (also kept across redeliveries): counters date by it.
      const time = event.time ? new Date(event.time) : new Date();
      await handle(detail, { eventId: event.id ?? '', time: Number.isNaN(time.getTime()) ? new Date() : time });
    } catch (error) {
      logger.error('Event handler failed', { detailType, error });
      throw error;
    }
  };
}
