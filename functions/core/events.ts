import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE, eventDetailSchemas, type EventDetail, type EventType } from '@schemas/events';
import { eventBridgeClient } from './aws/eventbridge';
import { config } from './config';

export interface PublishedEvent<T extends EventType = EventType> {
  source: string;
  'detail-type': T;
  detail: EventDetail<T>;
  time: string;
}

type LocalDispatcher = (event: PublishedEvent) => Promise<void>;

/** Local mode's in-process bus registers itself here; in AWS this stays unset. */
let localDispatcher: LocalDispatcher | undefined;
export function useLocalEventBus(dispatcher: LocalDispatcher | undefined) {
  localDispatcher = dispatcher;
}

/**
 * Publishes a domain event for side effects that are not part of the request's answer
 * (e-mails, counters). The detail is validated against its schema before it leaves.
 */
export async function publishEvent<T extends EventType>(detailType: T, detail: EventDetail<T>): Promise<void> {
  const parsed = eventDetailSchemas[detailType].parse(detail) as EventDetail<T>;
  const event: PublishedEvent<T> = {
    source: EVENT_SOURCE,
    'detail-type': detailType,
    detail: parsed,
    time: new Date().toISOString(),
  };
  if (localDispatcher) return localDispatcher(event);
  const result = await eventBridgeClient().send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: config.eventBusName,
          Source: event.source,
          DetailType: detailType,
          Detail: JSON.stringify(parsed),
        },
      ],
    }),
  );
  if (result.FailedEntryCount) throw new Error(`EventBridge refused ${detailType}`);
}
