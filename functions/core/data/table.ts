import { documentClient } from '@functions/platform/aws/dynamodb';
import { config } from '@functions/platform/config';

/** What every ElectroDB entity needs: the shared DocumentClient and the table name. */
export const entityConfig = () => ({ client: documentClient(), table: config.tableName });

/** ISO timestamp, the format every stored date-time uses (UTC). */
export const nowIso = () => new Date().toISOString();

/** Builds an entity on first use, so the table name is read after the environment is set. */
export function lazyEntity<T>(build: () => T): () => T {
  let entity: T | undefined;
  return () => (entity ??= build());
}
