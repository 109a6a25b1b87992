import { moveRequestEntity, type MoveRequestItem } from './move-requests';
import { movingCompanyEntity, type MovingCompanyItem } from './moving-companies';
import { userEntity, type UserItem } from './users';

/*
 * BatchGetItem reads by id, shared by the lists that join records (leads, company quotes,
 * saved companies, matches). ElectroDB splits a batch into requests of 100 keys.
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

/** The distinct ids as `{ id }` keys. */
const idKeys = (ids: string[]) => [...new Set(ids)].map((id) => ({ id }));

/** Profiles by user id: BatchGet USER#<id>/PROFILE. */
export async function findProfiles(userIds: string[]): Promise<Map<string, UserItem>> {
  const items = await batchGet(idKeys(userIds), async (keys) => {
    const { data, unprocessed } = await userEntity().get(keys).go();
    return { data, unprocessed: unprocessed.map((key) => ({ id: key.id })) };
  });
  return new Map(items.map((user) => [user.id, user]));
}

/** Move requests by id: BatchGet MOVE#<id>/REQUEST. */
export async function findMoveRequests(ids: string[]): Promise<Map<string, MoveRequestItem>> {
  const items = await batchGet(idKeys(ids), async (keys) => {
    const { data, unprocessed } = await moveRequestEntity().get(keys).go();
    return { data, unprocessed: unprocessed.map((key) => ({ id: key.id })) };
  });
  return new Map(items.map((move) => [move.id, move]));
}

/** Moving companies by id: BatchGet COMPANY#<id>/PROFILE. */
export async function findCompanies(ids: string[]): Promise<Map<string, MovingCompanyItem>> {
  const items = await batchGet(idKeys(ids), async (keys) => {
    const { data, unprocessed } = await movingCompanyEntity().get(keys).go();
    return { data, unprocessed: unprocessed.map((key) => ({ id: key.id })) };
  });
  return new Map(items.map((company) => [company.id, company]));
}
