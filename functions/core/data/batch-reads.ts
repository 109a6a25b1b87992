/*
 * BatchGetItem with retries, shared by the entity modules' batch reads (profiles, moves,
 * companies, a company's quotes and saved leads). ElectroDB splits a batch into requests of 100 keys.
 */

/** Unprocessed keys of a throttled BatchGet are asked again this many times. */
const BATCH_ROUNDS = 3;

/**
 * One BatchGetItem that retries unprocessed keys and fails rather than silently dropping a
 * record. `get` reads one round's keys and returns the items found and the keys left over.
 */
export async function batchGet<K, T>(
  keys: K[],
  get: (keys: K[]) => Promise<{ data: Array<T | null | undefined>; unprocessed: K[] }>,
): Promise<T[]> {
  const found: T[] = [];
  let pending = keys;
  for (let round = 1; pending.length > 0 && round <= BATCH_ROUNDS; round++) {
    const { data, unprocessed } = await get(pending);
    for (const item of data) if (item) found.push(item);
    pending = unprocessed;
  }
  if (pending.length > 0) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
  return found;
}

/**
 * Items keyed by `{ id }` (profiles, moves, companies) by id: one retrying BatchGet of the
 * distinct ids, answered as a map. `get` is the entity's batch get of one round's keys.
 */
export async function batchGetByIds<T extends { id: string }>(
  ids: string[],
  get: (keys: Array<{ id: string }>) => Promise<{ data: T[]; unprocessed: Array<{ id: string }> }>,
): Promise<Map<string, T>> {
  const keys = [...new Set(ids)].map((id) => ({ id }));
  const items = await batchGet(keys, async (round) => {
    const { data, unprocessed } = await get(round);
    return { data, unprocessed: unprocessed.map((key) => ({ id: key.id })) };
  });
  return new Map(items.map((item) => [item.id, item]));
}
