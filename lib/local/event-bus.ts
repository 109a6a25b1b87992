import { randomUUID } from 'node:crypto';
import { eventRules, ruleDetailTypes } from '@schemas/events';
import type { PublishedEvent } from '@functions/core/events';
import { lambdaContext, type HandlerLoader } from './handler-loader';

/**
 * The in-process stand-in for EventBridge: routes each published event to the handler files
 * of the rules in schemas/events.ts, the same targets the CDK rules have in AWS. Delivery is
 * asynchronous like EventBridge's; idle() lets tests wait for it.
 */
export function createLocalEventBus(loadHandler: HandlerLoader, log: (line: string) => void) {
  const pending = new Set<Promise<void>>();

  async function deliver(event: PublishedEvent, id: string, handlerName: string) {
    const handler = await loadHandler(handlerName);
    try {
      await handler(
        {
          version: '0',
          id,
          'detail-type': event['detail-type'],
          source: event.source,
          account: '000000000000',
          time: event.time,
          region: 'local',
          resources: [],
          detail: event.detail,
        },
        lambdaContext(handlerName, id),
      );
    } catch (error) {
      log(`event ${event['detail-type']} -> ${handlerName} failed: ${(error as Error).message}`);
    }
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
