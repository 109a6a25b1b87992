import type { EventBridgeEvent } from 'aws-lambda';
import { eventDetailSchemas, type EventDetail, type EventType } from '@schemas/events';
import { logger } from './logger';

/**
 * Wraps a handler of one event type: validates the detail, logs and rethrows failures so
 * EventBridge retries (and the local bus reports them).
 */
export function eventHandler<T extends EventType>(
  detailType: T,
  handle: (detail: EventDetail<T>, meta: EventMeta) => Promise<void>,
) {
  return async (
    event: Pick<EventBridgeEvent<T, unknown>, 'detail-type' | 'detail'> & { id?: string; time?: string },
  ) => {
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

export interface EventMeta {
  eventId: string;
  time: Date;
}

/** One handler per detail-type, for a rule that delivers several (schemas/events.ts moreDetailTypes). */
export type EventHandlers = { [T in EventType]?: (detail: EventDetail<T>, meta: EventMeta) => Promise<void> };

/**
 * The handler of a rule with several detail-types: each event goes to the function of its
 * detail-type, through eventHandler (validated, logged, rethrown). A type without one throws.
 */
export function multiEventHandler(handlers: EventHandlers) {
  const wrapped = new Map(
    (Object.entries(handlers) as Array<[EventType, EventHandlers[EventType]]>).map(([type, handle]) => [
      type,
      eventHandler(type, handle as (detail: EventDetail<EventType>, meta: EventMeta) => Promise<void>),
    ]),
  );
  return async (event: Parameters<ReturnType<typeof eventHandler>>[0]) => {
    const handle = wrapped.get(event['detail-type']);
    if (!handle) throw new Error(`No handler for ${event['detail-type']}`);
    await handle(event);
  };
}
