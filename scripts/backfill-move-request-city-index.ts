/**
 * Files move requests stored before the admin's city index existed (gsi5 MOVEREQUESTS#CITY /
 * <keyed origin city>#<id>; docs/access-patterns.md). Idempotent: a request already filed, or
 * changed meanwhile, is left alone. Reads every request once (a Scan: a one-off script, never a
 * request path). Run once after deploying, against the table named by TABLE_NAME
 * (DYNAMODB_ENDPOINT for a local one): `TABLE_NAME=movematch npx tsx scripts/backfill-move-request-city-index.ts`.
 */
import { everyMoveRequest } from '@functions/core/data/move-request/move-request-writes';
import { indexMoveRequestCity } from '@functions/core/data/move-request/move-request-search';

let read = 0;
let filed = 0;
for await (const move of everyMoveRequest()) {
  read++;
  if (await indexMoveRequestCity(move)) filed++;
}
console.log(`move request city index: ${read} requests read, ${filed} filed`);
