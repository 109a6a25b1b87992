import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from '../config';
import { clientOptions, lazy } from './client-options';

/** Local mode sends to lib/local's EventBridge endpoint (EVENTBRIDGE_ENDPOINT), which runs the rules' handlers. */
export const eventBridgeClient = lazy(() => {
  const endpoint = config.endpoints.eventBridge;
  return new EventBridgeClient(endpoint ? clientOptions(endpoint) : { region: config.region });
});
