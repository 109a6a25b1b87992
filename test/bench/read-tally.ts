import type { ServiceInputTypes, ServiceOutputTypes } from '@aws-sdk/client-dynamodb';
import type { Pluggable } from '@smithy/types';
import { notHandlerTime } from '@infra/local/runtime-meter';
import type { TransactPricer } from './transact-units';

/**
 * Counts what the handlers read from and write to DynamoDB, for benches whose goal is "items
 * read per item returned" or a journey's capacity bill: a middleware on the handlers' DynamoDB
 * client (the local gateway runs them in the bench's process) asks every read and write for
 * ReturnConsumedCapacity TOTAL and adds up, per command, the items DynamoDB examined or wrote
 * and the capacity it reports. Reads go to `tally`, writes to `writeTally`.
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

export interface WriteTally {
  calls: Record<string, number>;
  /** Items written: one per Put/Update/Delete, each item of a transaction or of a batch DynamoDB processed. */
  itemsWritten: number;
  /** Write capacity units DynamoDB reported (ReturnConsumedCapacity TOTAL). */
  capacity: number;
}

export const writeTally: WriteTally = { calls: {}, itemsWritten: 0, capacity: 0 };
export const resetWriteTally = () => Object.assign(writeTally, { calls: {}, itemsWritten: 0, capacity: 0 });

/**
 * DynamoDB Local misreports a transaction's capacity; a bench that bills writes sets a pricer
 * (transact-units.ts) and transactions are counted at what AWS bills instead. Unset: as reported.
 */
let transactPricer: TransactPricer | undefined;
export const priceTransactionsWith = (pricer: TransactPricer | undefined) => {
  transactPricer = pricer;
};

type Consumed = { CapacityUnits?: number } | undefined;
const READ_COMMANDS = new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand']);
const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/** The capacity units of a read or write answer (one entry, or one per table for batches and transactions). */
function consumedUnits(out: Record<string, unknown>): number {
  const consumed = (Array.isArray(out.ConsumedCapacity) ? out.ConsumedCapacity : [out.ConsumedCapacity]) as Consumed[];
  return consumed.reduce((sum, c) => sum + (c?.CapacityUnits ?? 0), 0);
}

function countRead(command: string, out: Record<string, unknown>) {
  tally.calls[command] = (tally.calls[command] ?? 0) + 1;
  if (command === 'QueryCommand') tally.itemsRead += Number(out.ScannedCount ?? 0);
  if (command === 'GetItemCommand') tally.itemsRead += out.Item ? 1 : 0;
  if (command === 'BatchGetItemCommand') {
    for (const items of Object.values((out.Responses ?? {}) as Record<string, unknown[]>))
      tally.itemsRead += items.length;
  }
  tally.capacity += consumedUnits(out);
}

/** How many items a batch request map holds (RequestItems, or UnprocessedItems the caller retries and is counted for again). */
const batchItems = (requests: unknown) =>
  Object.values((requests ?? {}) as Record<string, unknown[]>).reduce((sum, items) => sum + items.length, 0);

type PricedUnits = { writeUnits: number; readUnits: number } | undefined;

function countWrite(
  command: string,
  input: Record<string, unknown>,
  out: Record<string, unknown>,
  priced: PricedUnits,
) {
  writeTally.calls[command] = (writeTally.calls[command] ?? 0) + 1;
  if (command === 'TransactWriteItemsCommand') {
    const items = (input.TransactItems ?? []) as Array<Record<string, unknown>>;
    writeTally.itemsWritten += items.filter((item) => !('ConditionCheck' in item)).length;
  } else if (command === 'BatchWriteItemCommand')
    writeTally.itemsWritten += batchItems(input.RequestItems) - batchItems(out.UnprocessedItems);
  else writeTally.itemsWritten += 1;
  if (priced) {
    writeTally.capacity += priced.writeUnits;
    tally.capacity += priced.readUnits;
  } else writeTally.capacity += consumedUnits(out);
}

export const countingPlugin: Pluggable<ServiceInputTypes, ServiceOutputTypes> = {
  applyToStack(stack) {
    stack.add(
      (next, context) => async (args) => {
        const command = String(context.commandName);
        const input = args.input as Record<string, unknown>;
        const counted = READ_COMMANDS.has(command) || WRITE_COMMANDS.has(command);
        if (counted) input.ReturnConsumedCapacity = 'TOTAL';
        const pricing =
          command === 'TransactWriteItemsCommand' && transactPricer
            ? await notHandlerTime(() => transactPricer!(input))
            : undefined;
        const result = await next(args);
        const out = result.output as unknown as Record<string, unknown>;
        if (READ_COMMANDS.has(command)) countRead(command, out);
        if (WRITE_COMMANDS.has(command))
          countWrite(command, input, out, pricing ? await notHandlerTime(pricing) : undefined);
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
