import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from '../config';
import { clientOptions } from './client-options';

const clients = new Map<string, EventBridgeClient>();

/**
 * Local mode sends to lib/local's EventBridge endpoint (EVENTBRIDGE_ENDPOINT), which runs the
 * rules' handlers. One client per endpoint, read at each call: a Lambda's never changes, and a
 * test process that records its own events (test/support/captured-events.ts) after another
 * file published to the stack's bus gets a client for its recorder.
 */
export function eventBridgeClient(): EventBridgeClient {
  const endpoint = config.endpoints.eventBridge;
  const key = endpoint ?? '';
  let client = clients.get(key);
  if (!client) {
    client = new EventBridgeClient(endpoint ? clientOptions(endpoint) : { region: config.region });
    clients.set(key, client);
  }
  return client;
}
