import { quoteEntity } from '../core/data/quotes';
import { savedLeadEntity } from '../core/data/saved-leads';
import { userEntity, type UserItem } from '../core/data/users';
import { moveRequestEntity, type MoveRequestItem } from '../core/data/move-requests';

/** Unprocessed keys of a throttled BatchGet are asked again this many times. */
const BATCH_ROUNDS = 3;

/**
 * One BatchGetItem (ElectroDB splits into batches of 100) that retries unprocessed keys and
 * fails rather than silently dropping a record.
 */
async function batchGet<K, T>(keys: K[], get: (keys: K[]) => Promise<{ data: Array<T | null | undefined>; unprocessed: K[] }>): Promise<T[]> {
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

/** The customers' profiles by id: BatchGet USER#<id>/PROFILE. */
export async function findProfiles(userIds: string[]): Promise<Map<string, UserItem>> {
  const keys = [...new Set(userIds)].map((id) => ({ id }));
  if (keys.length === 0) return new Map();
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await userEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ id: u.id })) };
  });
  return new Map(items.map((u) => [u.id, u]));
}

/** Move requests by id: BatchGet MOVE#<id>/REQUEST. */
export async function findMoveRequests(ids: string[]): Promise<Map<string, MoveRequestItem>> {
  const keys = [...new Set(ids)].map((id) => ({ id }));
  if (keys.length === 0) return new Map();
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await moveRequestEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ id: u.id })) };
  });
  return new Map(items.map((m) => [m.id, m]));
}

/** Which of these moves the company has a quote record for: BatchGet MOVE#<id>/QUOTE#<company>. */
export async function movesQuotedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ move_request_id, moving_company_id: companyId }));
  if (keys.length === 0) return new Set();
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await quoteEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ move_request_id: u.move_request_id, moving_company_id: companyId })) };
  });
  return new Set(items.map((q) => q.move_request_id));
}

/** Which of these moves the company saved: BatchGet COMPANY#<company>/SAVEDLEAD#<id>. */
export async function movesSavedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ moving_company_id: companyId, move_request_id }));
  if (keys.length === 0) return new Set();
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await savedLeadEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ moving_company_id: companyId, move_request_id: u.move_request_id })) };
  });
  return new Set(items.map((s) => s.move_request_id));
}

/**
 * Which of these moves the company already paid a token for (spec: has_token, "paid lead").
 * Tokens arrive with the subscriptions issue; until then no lead is paid. That issue reads
 * its token records here (one BatchGet, like the ones above).
 */
export async function movesPaidBy(_companyId: string, _moveIds: string[]): Promise<Set<string>> {
  return new Set();
}
