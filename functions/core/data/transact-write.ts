import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '@functions/platform/aws/dynamodb';

/**
 * One item of a TransactWriteItems, as an entity module builds it (ElectroDB `.commit()` of a
 * put, create, update, patch, remove or check: `{ Put | Update | Delete | ConditionCheck }`).
 * Each module builds the items of its own keys; a flow that spans modules composes them here.
 */
export type TransactItem = Record<string, unknown>;

export type TransactOutcome =
  | { ok: true }
  /** Per item, in order: 'None' or why DynamoDB refused it ('ConditionalCheckFailed', ...). */
  | { ok: false; codes: string[] };

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
 * Writes the items in one TransactWriteItems (all or nothing). A refused condition answers
 * `{ ok: false, codes }` naming which item refused; conflicts with parallel transactions are
 * retried; any other failure throws.
 */
export async function transactWrite(items: readonly TransactItem[]): Promise<TransactOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items as never }));
      return { ok: true };
    } catch (error) {
      const e = error as CanceledError;
      const conflict = e.name === 'TransactionConflictException';
      if (e.name !== 'TransactionCanceledException' && !conflict) throw error;
      const codes = (e.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
      const refused = codes.some((code) => code === 'ConditionalCheckFailed');
      const retry = conflict || codes.some((code) => code === 'TransactionConflict' || code === 'ThrottlingError');
      if (refused || !retry) return { ok: false, codes };
      if (attempt >= CONFLICT_ATTEMPTS) throw error;
      await pause(attempt);
    }
  }
}

/** Did the item at `index` refuse its condition? */
export const refusedAt = (outcome: TransactOutcome, index: number): boolean =>
  !outcome.ok && outcome.codes[index] === 'ConditionalCheckFailed';

/**
 * An ElectroDB write (put, create, update, patch, remove, check) as a transact item: its
 * `.commit()`, which ElectroDB's types offer only inside a service's own transaction callback.
 */
export const transactItem = (operation: unknown): TransactItem =>
  (operation as { commit: () => TransactItem }).commit();
