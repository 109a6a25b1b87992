import { randomUUID } from 'node:crypto';
import { EVENT_SOURCE, eventRules, ruleDetailTypes, type EventRule } from '@schemas/events';
import type { PublishedEvent } from '@functions/platform/events';
import { lambdaContext, type HandlerLoader } from './handler-loader';
import { meterPublished } from './runtime-meter';

/**
 * Waits before each retry of a failed delivery. In AWS a failed target is retried twice
 * (RETRY_ATTEMPTS in lib/constructs/events.ts, over minutes); here twice, seconds apart, so
 * an e-mail that failed while SES was down goes out once it is back, as it would in AWS.
 */
export const LOCAL_RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * The local stand-in for EventBridge's rules: routes each event that reached the local
 * PutEvents endpoint (lib/local/event-bridge-api.ts) to the handler files of the rules in
 * schemas/events.ts, matched as the CDK rules' patterns match (source and detail-type), the
 * same targets as in AWS. Delivery is asynchronous like EventBridge's, with its retries;
 * idle() lets tests wait for it.
 */
export function createLocalEventBus(loadHandler: HandlerLoader, log: (line: string) => void) {
  const pending = new Set<Promise<void>>();

  async function deliver(event: PublishedEvent, id: string, handlerName: string) {
    const handler = await loadHandler<(...args: unknown[]) => Promise<unknown>>(handlerName);
    for (let attempt = 0; attempt <= LOCAL_RETRY_DELAYS_MS.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, LOCAL_RETRY_DELAYS_MS[attempt - 1]));
      try {
        await invoke(handler, event, id, handlerName);
        return;
      } catch (error) {
        const retry =
          attempt < LOCAL_RETRY_DELAYS_MS.length ? ', retried later' : ', given up (AWS: the dead-letter queue)';
        log(`event ${event['detail-type']} -> ${handlerName} failed: ${(error as Error).message}${retry}`);
      }
    }
  }

  /** One delivery attempt, with the event as EventBridge hands it to a Lambda target. */
  function invoke(
    handler: (...args: unknown[]) => Promise<unknown>,
    event: PublishedEvent,
    id: string,
    handlerName: string,
  ) {
    const delivered = {
      version: '0',
      id,
      'detail-type': event['detail-type'],
      source: event.source,
      account: '000000000000',
      time: event.time,
      region: 'local',
      resources: [],
      detail: event.detail,
    };
    return handler(delivered, lambdaContext(handlerName, id));
  }

  return {
    /** Starts the deliveries of one event (before it answers, so idle() waits for them); answers the event's id. */
    dispatch(event: PublishedEvent): string {
      // One id per event, the same for every rule's target, as EventBridge does.
      const id = randomUUID();
      meterPublished(event['detail-type']);
      const matches = (rule: EventRule) =>
        event.source === EVENT_SOURCE && ruleDetailTypes(rule).includes(event['detail-type']);
      for (const rule of eventRules.filter(matches)) {
        const delivery = deliver(event, id, rule.handler).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
      return id;
    },
    /** How many deliveries (an event times its matching rules) are under way, retries included. */
    get inFlight(): number {
      return pending.size;
    },
    /** Resolves once every event published so far has been handled. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
