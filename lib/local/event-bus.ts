import { randomUUID } from 'node:crypto';
import { eventRules, ruleDetailTypes } from '@schemas/events';
import type { PublishedEvent } from '@functions/platform/events';
import { lambdaContext, type HandlerLoader } from './handler-loader';

/**
 * Waits before each retry of a failed delivery. In AWS a failed target is retried twice
 * (RETRY_ATTEMPTS in lib/constructs/events.ts, over minutes); here twice, seconds apart, so
 * an e-mail that failed while SES was down goes out once it is back, as it would in AWS.
 */
export const LOCAL_RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * The in-process stand-in for EventBridge: routes each published event to the handler files
 * of the rules in schemas/events.ts, the same targets the CDK rules have in AWS. Delivery is
 * asynchronous like EventBridge's, with its retries; idle() lets tests wait for it.
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
        const retry = attempt < LOCAL_RETRY_DELAYS_MS.length ? ', retried later' : ', given up (AWS: the dead-letter queue)';
        log(`event ${event['detail-type']} -> ${handlerName} failed: ${(error as Error).message}${retry}`);
      }
    }
  }

  /** One delivery attempt, with the event as EventBridge hands it to a Lambda target. */
  function invoke(handler: (...args: unknown[]) => Promise<unknown>, event: PublishedEvent, id: string, handlerName: string) {
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
    async dispatch(event: PublishedEvent): Promise<void> {
      // One id per event, the same for every rule's target, as EventBridge does.
      const id = randomUUID();
      for (const rule of eventRules.filter((r) => ruleDetailTypes(r).includes(event['detail-type']))) {
        const delivery = deliver(event, id, rule.handler).finally(() => pending.delete(delivery));
        pending.add(delivery);
      }
    },
    /** Resolves once every event published so far has been handled. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
