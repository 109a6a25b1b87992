import {
  filedLeadIndexFields,
  isFiledForLeadSearch,
  moveRequestEntity,
  writeFields,
  type MoveRequestFields,
  type MoveRequestItem,
} from './move-requests';
import {
  everyLeadTraitDelete,
  leadTraitDeletes,
  leadTraitItem,
  leadTraitPuts,
  storedLeadTraits,
  type StoredMove,
} from './lead-trait-items';
import { leadTraitCombinations } from './lead-traits';
import { nowIso } from '@functions/core/data/table';
import { userEntity } from '@functions/core/data/user/users';
import { noBookingCheckItem } from '@functions/core/data/quote/bookings';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { dailySlotItem } from '@functions/core/data/limits/daily-quotas';
import { LIMITS } from '@schemas/constants';

/** The trait combinations a move is filed under: none unless a company search may find it. */
const filedCombinations = (move: StoredMove & Parameters<typeof isFiledForLeadSearch>[0]) =>
  isFiledForLeadSearch(move) ? leadTraitCombinations(move) : [];

/**
 * The lead trait writes of a change from `before` (null: a new request) to `after`: a Put of
 * every combination `after` is filed under (each copy carries the new request) and a Delete of
 * those only `before` had.
 */
function leadTraitWrites(before: MoveRequestItem | null, after: StoredMove & MoveRequestItem) {
  const next = filedCombinations(after);
  const gone = before ? filedCombinations(before).filter((combination) => !next.includes(combination)) : [];
  return [...leadTraitPuts(after, next), ...leadTraitDeletes(after.id, gone)];
}

interface InventoryVersionOps<Attribute> {
  eq: (attribute: Attribute, value: number) => string;
  notExists: (attribute: Attribute) => string;
}

/** A condition: the request's inventory version is still the one read (none: still none). */
function sameInventory<Attribute>(
  attr: { inventory_version: Attribute },
  { eq, notExists }: InventoryVersionOps<Attribute>,
  read: MoveRequestItem,
) {
  return read.inventory_version === undefined
    ? notExists(attr.inventory_version)
    : eq(attr.inventory_version, read.inventory_version);
}

/** The current inventory's version and totals, as the request carries them. */
export interface InventorySummary {
  version: number;
  cubic_feet: number;
  weight_lb: number;
  pieces: number;
}

/**
 * The request's writes for a new inventory version, for the inventory save's transaction: the
 * request takes the version and totals (only if it is still this customer's, open, and neither
 * its details nor its inventory changed since `move` was read), and its lead trait items are put
 * afresh with them, so lead search shows the totals. Its details' version and change time stay.
 */
export function inventorySummaryWrites(move: MoveRequestItem, summary: InventorySummary) {
  const fields = {
    inventory_version: summary.version,
    inventory_cubic_feet: summary.cubic_feet,
    inventory_weight_lb: summary.weight_lb,
    inventory_pieces: summary.pieces,
  };
  const request = transactItem(
    moveRequestEntity()
      .patch({ id: move.id })
      .set({ ...fields, updated_at: move.updated_at })
      .where((attr, op) =>
        [
          op.eq(attr.user_id, move.user_id),
          op.notExists(attr.withdrawn_at),
          op.notExists(attr.invalidated_at),
          move.version === undefined ? op.notExists(attr.version) : op.eq(attr.version, move.version),
          sameInventory(attr, op, move),
        ].join(' AND '),
      ),
  );
  const after = { ...move, ...fields };
  return { request, leadTraits: leadTraitPuts(after, filedCombinations(after)) };
}

export type CreateOutcome =
  | { ok: true; item: MoveRequestItem }
  /**
   * condition: the profile is gone or already has a request; dailyLimit: the customer posted
   * LIMITS.moveRequestsPerDay requests today; conflict: a parallel write collided.
   */
  | { ok: false; reason: 'condition' | 'dailyLimit' | 'conflict' };

/**
 * Creates the request and records its id on the profile in one transaction: the profile
 * must exist and have no move_request_id, the request must not exist, and the customer's
 * count of requests posted today (daily-quotas.ts) must be under the limit, which it takes.
 * Of two parallel creates for one customer, at most one commits. Its lead trait items are put
 * in the same transaction.
 */
export async function createMoveRequestForUser(
  userId: string,
  id: string,
  fields: MoveRequestFields,
  now = new Date(),
): Promise<CreateOutcome> {
  const item = { id, user_id: userId, ...writeFields(fields) };
  const moveRequest = transactItem(moveRequestEntity().create(item));
  // The request as it will be stored (ElectroDB's defaults included): what its trait items copy.
  const asStored = (moveRequest.Put as { Item: StoredMove & MoveRequestItem }).Item;
  const outcome = await transactWrite({
    moveRequest,
    leadTraits: leadTraitWrites(null, asStored),
    // patch carries attribute_exists(pk): a missing profile fails the transaction.
    profile: transactItem(
      userEntity()
        .patch({ id: userId })
        .set({ move_request_id: id })
        .where(({ move_request_id }, { notExists }) => notExists(move_request_id)),
    ),
    dailySlot: dailySlotItem({ kind: 'MOVE_REQUESTS', owner: userId, limit: LIMITS.moveRequestsPerDay, now }),
  });
  if (!outcome.ok) {
    if (outcome.refused('dailySlot')) return { ok: false, reason: 'dailyLimit' };
    return { ok: false, reason: outcome.conflicted ? 'conflict' : 'condition' };
  }
  const { data: stored } = await moveRequestEntity().get({ id }).go({ consistent: true });
  return { ok: true, item: stored! };
}

export type WithdrawOutcome = { ok: true; withdrawnAt: string } | { ok: false; reason: 'booked' | 'changed' };

/**
 * Withdraws the customer's request in one transaction: the request gets withdrawn_at (once,
 * and only its owner's), the profile's move_request_id is removed (only if it still names this
 * request), the customer's booking lock must not exist (a booked move is cancelled first), and
 * every lead trait item of the request is deleted.
 */
export async function withdrawMoveRequest(userId: string, moveRequestId: string, at: string): Promise<WithdrawOutcome> {
  const outcome = await transactWrite({
    moveRequest: transactItem(
      moveRequestEntity()
        .patch({ id: moveRequestId })
        .set({ withdrawn_at: at })
        .where((attr, op) => `${op.eq(attr.user_id, userId)} AND ${op.notExists(attr.withdrawn_at)}`),
    ),
    profile: transactItem(
      userEntity()
        .patch({ id: userId })
        .remove(['move_request_id'])
        .where((attr, op) => op.eq(attr.move_request_id, moveRequestId)),
    ),
    noBooking: noBookingCheckItem(userId),
    leadTraits: everyLeadTraitDelete(moveRequestId),
  });
  if (outcome.ok) return { ok: true, withdrawnAt: at };
  return { ok: false, reason: outcome.refused('noBooking') ? 'booked' : 'changed' };
}

/**
 * Writes the merged fields only if nobody changed the request since it was read (same
 * version: a counter, since two saves may share an updated_at millisecond); null when that
 * condition failed, so the caller can merge again. The same transaction puts the request's lead
 * trait items afresh and deletes those of traits it lost; while it files any, it also requires
 * that the request was not withdrawn or marked invalid meanwhile (those delete them all).
 */
export async function updateMoveRequestIfUnchanged(
  current: MoveRequestItem,
  fields: MoveRequestFields,
): Promise<MoveRequestItem | null> {
  const changes = { ...writeFields(fields), updated_at: nowIso() };
  const after = { ...current, ...changes, version: (current.version ?? 0) + 1 };
  const leadTraits = leadTraitWrites(current, after);
  const outcome = await transactWrite({
    moveRequest: transactItem(
      moveRequestEntity()
        .patch({ id: current.id })
        // Every lead-key part is set together so ElectroDB rebuilds gsi1pk/gsi1sk.
        .set(changes)
        .add({ version: 1 })
        // Only the attributes a condition names may be touched here: ElectroDB declares each one read.
        .where((attr, { eq, notExists }) => {
          // The trait copies carry the inventory totals read with the request (inventorySummaryWrites).
          const unchanged = `${eq(attr.version, current.version ?? 0)} AND ${sameInventory(attr, { eq, notExists }, current)}`;
          if (filedCombinations(after).length === 0) return unchanged;
          return `${unchanged} AND ${notExists(attr.withdrawn_at)} AND ${notExists(attr.invalidated_at)}`;
        }),
    ),
    leadTraits,
  });
  if (!outcome.ok) return null;
  const { data } = await moveRequestEntity().get({ id: current.id }).go({ consistent: true });
  return data;
}

/**
 * Re-files one stored request under the current lead index keys (scripts/refile-lead-index.ts,
 * after a change of the key shapes or when lead trait items came in): sets the lead attributes
 * from its own dates and locations and puts its lead trait items (deleting any it should not
 * have), conditional on the version read, so a customer's update in between (which wrote the
 * same from its new fields) is never overwritten. 'unchanged' writes nothing: the attributes and
 * the trait items (their combinations and the version and change time they copy) are current.
 */
export async function refileLeadIndex(item: MoveRequestItem): Promise<'refiled' | 'unchanged' | 'changed meanwhile'> {
  const fields = filedLeadIndexFields(item);
  const after = { ...item, ...fields };
  const expected = filedCombinations(after);
  const stored = await storedLeadTraits(item.id);
  const traitsCurrent =
    stored.length === expected.length &&
    stored.every(
      (trait) =>
        expected.includes(trait.lead_traits) && trait.version === item.version && trait.updated_at === item.updated_at,
    );
  if (traitsCurrent && Object.entries(fields).every(([key, value]) => (item as Record<string, unknown>)[key] === value))
    return 'unchanged';
  const outcome = await transactWrite({
    moveRequest: transactItem(
      moveRequestEntity()
        .patch({ id: item.id })
        // The copies keep the request's own change time: re-filing is no change of the request.
        .set({ ...fields, updated_at: item.updated_at })
        .where((attr, { eq, notExists }) => {
          const sameVersion = item.version === undefined ? notExists(attr.version) : eq(attr.version, item.version);
          return `${sameVersion} AND ${sameInventory(attr, { eq, notExists }, item)}`;
        }),
    ),
    leadTraits: [
      ...leadTraitPuts(after, expected),
      ...leadTraitDeletes(
        item.id,
        stored.map((trait) => trait.lead_traits).filter((combination) => !expected.includes(combination)),
      ),
    ],
  });
  return outcome.ok ? 'refiled' : 'changed meanwhile';
}

/**
 * The lead trait items of a request as stored, for writing in bulk what the API would file in
 * its transaction (test fixtures and benchmarks that write many requests at once).
 */
export const leadTraitItemsOf = (move: StoredMove & MoveRequestItem) =>
  filedCombinations(move).map((combination) => leadTraitItem(move, combination));

/** Every stored move request, a page at a time (a Scan: for scripts that visit each request once, never a request path). */
export async function* everyMoveRequest(): AsyncGenerator<MoveRequestItem> {
  let cursor: string | null = null;
  do {
    const page: { data: MoveRequestItem[]; cursor: string | null } = await moveRequestEntity().scan.go({
      cursor,
      limit: 500,
    });
    yield* page.data;
    cursor = page.cursor;
  } while (cursor);
}
