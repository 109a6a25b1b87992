import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import type { Pluggable } from '@smithy/types';

/**
 * Counts what the handlers read from DynamoDB, for benches whose goal is "items read per
 * item returned": a middleware on the handlers' DynamoDB client (the local gateway runs them
 * in the bench's process) asks every read for ReturnConsumedCapacity TOTAL and adds up, per
 * command, the items DynamoDB examined (ScannedCount of a Query, the items of a
 * BatchGet/GetItem) and the read capacity it reports.
 */
export interface ReadTally {
  calls: Record<string, number>;
  /** Items DynamoDB examined: Query ScannedCount, BatchGet / GetItem items returned. */
  itemsRead: number;
  /** Read capacity units DynamoDB reported (ReturnConsumedCapacity TOTAL). */
  capacity: number;
}

export const tally: ReadTally = { calls: {}, itemsRead: 0, capacity: 0 };
export const resetTally = () => Object.assign(tally, { calls: {}, itemsRead: 0, capacity: 0 });

type Consumed = { CapacityUnits?: number } | undefined;
const READ_COMMANDS = new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand']);

export const countingPlugin: Pluggable<ServiceInputTypes, ServiceOutputTypes> = {
  applyToStack(stack) {
    stack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName);
        const input = args.input as Record<string, unknown>;
        if (READ_COMMANDS.has(command)) input.ReturnConsumedCapacity = 'TOTAL';
        const result = await next(args);
        if (!READ_COMMANDS.has(command)) return result;
        const out = result.output as unknown as Record<string, unknown>;
        tally.calls[command] = (tally.calls[command] ?? 0) + 1;
        if (command === 'QueryCommand') tally.itemsRead += Number(out.ScannedCount ?? 0);
        if (command === 'GetItemCommand') tally.itemsRead += out.Item ? 1 : 0;
        if (command === 'BatchGetItemCommand') {
          for (const items of Object.values((out.Responses ?? {}) as Record<string, unknown[]>))
            tally.itemsRead += items.length;
        }
        const consumed = (
          Array.isArray(out.ConsumedCapacity) ? out.ConsumedCapacity : [out.ConsumedCapacity]
        ) as Consumed[];
        for (const c of consumed) tally.capacity += c?.CapacityUnits ?? 0;
        return result;
      },
      { step: 'initialize', name: 'benchReadCounter' },
    );
  },
};

/** "QueryCommand 1, BatchGetItemCommand 5" per request. */
export function callsPerRequest(requests: number): string {
  return Object.entries(tally.calls)
    .map(([name, n]) => `${name.replace('Command', '')} ${(n / requests).toFixed(0)}`)
    .join(', ');
}
