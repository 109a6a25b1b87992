import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { config } from '../config';
import { lazy } from './client-options';

/** No emulator: local mode never sends to EventBridge (the in-process bus takes the events). */
export const eventBridgeClient = lazy(() => new EventBridgeClient({ region: config.region }));
