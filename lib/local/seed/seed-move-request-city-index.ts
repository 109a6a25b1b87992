import { everyMoveRequest } from '@functions/core/data/move-request/move-request-writes';
import { indexMoveRequestCity } from '@functions/core/data/move-request/move-request-search';
import type { SeedContext } from './seed-context';

/**
 * The admin's city index (gsi5 MOVEREQUESTS#CITY) for move requests a local table held before it
 * existed (new requests get it from every write). Idempotent: a request already filed is left alone.
 */
export async function seedMoveRequestCityIndex(ctx: SeedContext): Promise<void> {
  let read = 0;
  let filed = 0;
  for await (const move of everyMoveRequest()) {
    read++;
    if (await indexMoveRequestCity(move)) filed++;
  }
  if (filed) ctx.log?.(`move request city index: ${filed} of ${read} requests filed now`);
}
