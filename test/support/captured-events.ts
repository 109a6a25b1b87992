import type { PublishedEvent } from '@functions/platform/events';
import { startEventBridgeApi } from '@infra/local/event-bridge-api';

let recording: PublishedEvent[] | undefined;
let endpoint: Promise<string> | undefined;

/**
 * Runs `publishing` (a handler run in the test's process) with this process's publishEvent
 * pointed at an EventBridge endpoint of its own that records each event instead of delivering
 * it, and points it back at the stack's bus after; answers the events published meanwhile. The endpoint stays up with the process, and the
 * events module keeps a client per endpoint, so a file that published to the stack's bus earlier
 * in the same worker does not keep this recorder from its events.
 */
export async function capturePublishedEvents(publishing: () => Promise<unknown>): Promise<PublishedEvent[]> {
  endpoint ??= startEventBridgeApi({
    port: 0,
    dispatch: (event) => {
      recording?.push(event);
      return `captured-${recording?.length ?? 0}`;
    },
  }).then(({ url }) => url);
  const url = await endpoint;
  const published: PublishedEvent[] = [];
  const stackBus = process.env.EVENTBRIDGE_ENDPOINT;
  recording = published;
  process.env.EVENTBRIDGE_ENDPOINT = url;
  try {
    await publishing();
  } finally {
    recording = undefined;
    // Handlers run in this process afterwards publish to the stack's bus again.
    if (stackBus === undefined) delete process.env.EVENTBRIDGE_ENDPOINT;
    else process.env.EVENTBRIDGE_ENDPOINT = stackBus;
  }
  return published;
}
