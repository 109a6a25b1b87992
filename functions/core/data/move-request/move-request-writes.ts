import {
  filedLeadIndexFields,
  moveRequestEntity,
  writeFields,
  type MoveRequestFields,
  type MoveRequestItem,
} from './move-requests';
import { userEntity } from '@functions/core/data/user/users';
import { noBookingCheckItem } from '@functions/core/data/quote/bookings';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { dailySlotItem } from '@functions/core/data/limits/daily-quotas';
import { LIMITS } from '@schemas/constants';
import { isConditionalFailure } from '@functions/core/data/conditional';

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
 * Of two parallel creates for one customer, at most one commits.
 */
export async function createMoveRequestForUser(
  userId: string,
  id: string,
  fields: MoveRequestFields,
  now = new Date(),
): Promise<CreateOutcome> {
  const item = { id, user_id: userId, ...writeFields(fields) };
  const outcome = await transactWrite({
    moveRequest: transactItem(moveRequestEntity().create(item)),
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
 * request), and the customer's booking lock must not exist (a booked move is cancelled first).
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
  });
  if (outcome.ok) return { ok: true, withdrawnAt: at };
  return { ok: false, reason: outcome.refused('noBooking') ? 'booked' : 'changed' };
}

/**
 * Writes the merged fields only if nobody changed the request since it was read (same
 * version: a counter, since two saves may share an updated_at millisecond); null when that
 * condition failed, so the caller can merge again.
 */
export async function updateMoveRequestIfUnchanged(
  current: MoveRequestItem,
  fields: MoveRequestFields,
): Promise<MoveRequestItem | null> {
  try {
    const { data } = await moveRequestEntity()
      .patch({ id: current.id })
      // Every lead-key part is set together so ElectroDB rebuilds gsi1pk/gsi1sk.
      .set(writeFields(fields))
      .add({ version: 1 })
      .where(({ version }, { eq }) => eq(version, current.version ?? 0))
      .go({ response: 'all_new' });
    return data;
  } catch (error) {
    if (isConditionalFailure(error)) return null;
    throw error;
  }
}

/**
 * Re-files one stored request under the current lead index keys (scripts/refile-lead-index.ts,
 * after a change of the key shapes): sets the lead attributes from its own dates and locations,
 * conditional on the version read, so a customer's update in between (which wrote the same
 * attributes from its new fields) is never overwritten. 'unchanged' writes nothing.
 */
export async function refileLeadIndex(item: MoveRequestItem): Promise<'refiled' | 'unchanged' | 'changed meanwhile'> {
  const fields = filedLeadIndexFields(item);
  if (Object.entries(fields).every(([key, value]) => (item as Record<string, unknown>)[key] === value))
    return 'unchanged';
  try {
    await moveRequestEntity()
      .patch({ id: item.id })
      .set(fields)
      .where(({ version }, { eq, notExists }) =>
        item.version === undefined ? notExists(version) : eq(version, item.version),
      )
      .go();
    return 'refiled';
  } catch (error) {
    if (isConditionalFailure(error)) return 'changed meanwhile';
    throw error;
  }
}

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
