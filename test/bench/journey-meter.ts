import { setRuntimeMeter } from '@infra/local/runtime-meter';
import { readInbox } from '@infra/local/ses-emulator';
import { scheduledJobs } from '@schemas/schedules';
import { countingPlugin, priceTransactionsWith, resetTally, resetWriteTally, tally, writeTally } from './read-tally';
import { createTransactPricer } from './transact-units';

/**
 * What the journey cost bench counts, from the moment start() is called: handler invocations
 * with their wall time (lib/local/runtime-meter.ts, installed on the stack's handler loader,
 * gateway and event bus), API requests, events published, DynamoDB capacity and items
 * (read-tally.ts on the handlers' client, transactions priced by transact-units.ts),
 * e-mails in the SES emulator's inbox and the handlers' calls to Stripe.
 */
export interface MeterReading {
  apiRequests: number;
  /** Handler runs, scheduled jobs' included (the reminder step runs its job once). */
  invocations: Array<{ handler: string; durationMs: number }>;
  /** Of those, runs of a scheduled job (an hourly job serves every booking of its hour: an upper bound). */
  scheduledRuns: number;
  events: number;
  readUnits: number;
  writeUnits: number;
  itemsRead: number;
  itemsWritten: number;
  emails: number;
  /** Calls our handlers made to Stripe's API (the Stripe SDK's request events). */
  stripeCalls: number;
}

/** The Stripe SDK's request events (its own typings leave `on` untyped). */
interface StripeRequestEvents {
  on(event: 'request', handler: () => void): void;
  off(event: 'request', handler: () => void): void;
}

const SCHEDULED = new Set(scheduledJobs.map((job) => job.handler));

export async function startJourneyMeter(ports: { inbox: number; dynamodb: number }) {
  const { dynamoClient } = await import('@functions/platform/aws/dynamodb');
  dynamoClient().middlewareStack.use(countingPlugin);
  priceTransactionsWith(createTransactPricer(`http://127.0.0.1:${ports.dynamodb}`));
  resetTally();
  resetWriteTally();
  const emailsBefore = (await readInbox(ports.inbox)).length;
  const counted = {
    apiRequests: 0,
    invocations: [] as MeterReading['invocations'],
    scheduledRuns: 0,
    events: 0,
    stripeCalls: 0,
  };
  // The handlers share one Stripe client in this process (functions/platform/stripe.ts).
  const stripe = (await (await import('@functions/platform/stripe')).stripeClient()) as unknown as StripeRequestEvents;
  const countStripeCall = () => counted.stripeCalls++;
  stripe.on('request', countStripeCall);
  setRuntimeMeter({
    invoked(handler, durationMs) {
      if (SCHEDULED.has(handler)) counted.scheduledRuns++;
      counted.invocations.push({ handler, durationMs });
    },
    request: () => counted.apiRequests++,
    published: () => counted.events++,
  });

  return {
    /** Everything counted so far (call once the stack is idle: events delivered, e-mails sent). */
    read: async (): Promise<MeterReading> => ({
      ...counted,
      invocations: [...counted.invocations],
      readUnits: tally.capacity,
      writeUnits: writeTally.capacity,
      itemsRead: tally.itemsRead,
      itemsWritten: writeTally.itemsWritten,
      emails: (await readInbox(ports.inbox)).length - emailsBefore,
    }),
    stop: () => {
      stripe.off('request', countStripeCall);
      setRuntimeMeter(undefined);
      priceTransactionsWith(undefined);
      dynamoClient().middlewareStack.remove('benchReadCounter');
    },
  };
}

/** What happened between two readings. */
export function between(before: MeterReading, after: MeterReading): MeterReading {
  return {
    apiRequests: after.apiRequests - before.apiRequests,
    invocations: after.invocations.slice(before.invocations.length),
    scheduledRuns: after.scheduledRuns - before.scheduledRuns,
    events: after.events - before.events,
    readUnits: after.readUnits - before.readUnits,
    writeUnits: after.writeUnits - before.writeUnits,
    itemsRead: after.itemsRead - before.itemsRead,
    itemsWritten: after.itemsWritten - before.itemsWritten,
    emails: after.emails - before.emails,
    stripeCalls: after.stripeCalls - before.stripeCalls,
  };
}
