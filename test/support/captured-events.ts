import type { PublishedEvent } from '@functions/platform/events';
import { startEventBridgeApi } from '@infra/local/event-bridge-api';

let recording: PublishedEvent[] | undefined;
let endpoint: Promise<void> | undefined;

/**
 * Runs `publishing` (a handler run in the test's process) with this process's publishEvent
 * pointed at an EventBridge endpoint of its own that records each event instead of delivering
 * it; answers the events published meanwhile. The SDK client is made once per process, so the
 * endpoint is set before its first use and stays up with the process.
 */
export async function capturePublishedEvents(publishing: () => Promise<unknown>): Promise<PublishedEvent[]> {
  endpoint ??= startEventBridgeApi({
    port: 0,
    dispatch: (event) => {
      recording?.push(event);
      return `captured-${recording?.length ?? 0}`;
    },
  }).then(({ url }) => {
    process.env.EVENTBRIDGE_ENDPOINT = url;
  });
  await endpoint;
  const published: PublishedEvent[] = [];
  recording = published;
  try {
    await publishing();
  } finally {
    recording = undefined;
  }
  return published;
}
