import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';
import {
  namedItemsInOrder,
  refusalOf,
  type NamedItems,
  type TransactItem,
  type TransactRefusal,
} from './transact-refusal';

export type { NamedItems, TransactItem, TransactRefusal } from './transact-refusal';

export type TransactOutcome<N extends string = string> = { ok: true } | TransactRefusal<N>;

/**
 * A conflict with another transaction on the same item (DynamoDB refuses both rather than
 * waiting) is no answer: it is tried again after a short random pause, so parallel spenders
 * of one balance are decided by their conditions alone.
 */
const CONFLICT_ATTEMPTS = 12;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 10 * 2 ** attempt)));

interface CanceledError {
  name?: string;
  CancellationReasons?: Array<{ Code?: string }>;
}

/**
 * Writes the named items in one TransactWriteItems (all or nothing). A refused condition answers
 * a refusal read by name (`outcome.refused('quote')`), so the order of the items never carries
 * meaning; conflicts with parallel transactions are retried; any other failure throws.
 */
export async function transactWrite<N extends string>(named: NamedItems<N>): Promise<TransactOutcome<N>> {
  const { items } = namedItemsInOrder(named);
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return { ok: true };
    } catch (error) {
      const e = error as CanceledError;
      const conflict = e.name === 'TransactionConflictException';
      if (e.name !== 'TransactionCanceledException' && !conflict) throw error;
      const codes = (e.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      const refused = codes.some((code) => code === 'ConditionalCheckFailed');
      const retry = conflict || codes.some((code) => code === 'TransactionConflict' || code === 'ThrottlingError');
      if (refused || !retry) return refusalOf(named, codes);
      if (attempt >= CONFLICT_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

/**
 * An ElectroDB write (put, create, update, patch, remove, check) as a transact item: its
 * `.commit()`, which ElectroDB's types offer only inside a service's own transaction callback.
 */
export const transactItem = (operation: unknown): TransactItem =>
  (operation as { commit: () => TransactItem }).commit();
