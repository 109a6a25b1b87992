import { Entity, type EntityItem } from 'electrodb';
import { LIMITS } from '@schemas/constants';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { dailySlotItem } from '@functions/core/data/limits/daily-quotas';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';

/**
 * A colleague invite still waiting (docs/security.md, Invites and names). Key: COMPANY#<id> /
 * INVITE#<userId> (the invited account's sub). The record lives while the invite waits: it
 * is removed when the person has chosen a password (accepted), or when the invite is withdrawn
 * or lapses (the account and profile are deleted then). COMPANY#<id> / INVITES#PENDING counts the
 * records, moved in the same transaction as each record, under LIMITS.invitesPending.
 * gsi1 INVITES#WAITING / INVITED#<invited_at>#<company>#<user> orders every waiting invite by
 * age, so the lapse sweep reads only the lapsed ones (a key range, no scan).
 */
export const companyInviteEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyInvite', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          user_id: { type: 'string', required: true, readOnly: true },
          /** The Cognito username (the e-mail), for deleting the account. */
          username: { type: 'string', required: true },
          email: { type: 'string', required: true },
          firstName: { type: 'string', required: true },
          lastName: { type: 'string', required: true },
          invited_by: { type: 'string', required: true },
          invited_at: { type: 'string', required: true },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: ['user_id'], template: 'INVITE#${user_id}', casing: 'none' },
          },
          byAge: {
            index: 'gsi1',
            pk: { field: 'gsi1pk', composite: [], template: 'INVITES#WAITING', casing: 'none' },
            sk: {
              field: 'gsi1sk',
              composite: ['invited_at', 'moving_company_id', 'user_id'],
              template: 'INVITED#${invited_at}#${moving_company_id}#${user_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);
export type CompanyInviteItem = EntityItem<ReturnType<typeof companyInviteEntity>>;

export const pendingCountEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyInviteCount', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          count: { type: 'number' },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'INVITES#PENDING', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type RecordInviteOutcome = { ok: true } | { ok: false; reason: 'pendingLimit' | 'dailyLimit' };

/**
 * Records a new waiting invite in one transaction with its two limits: the company's waiting
 * invites (count < LIMITS.invitesPending, then +1) and its invites sent today (daily-quotas.ts,
 * LIMITS.invitesPerDay). Parallel invites cannot pass either limit together.
 */
export async function recordInvite(invite: CompanyInviteItem, now = new Date()): Promise<RecordInviteOutcome> {
  const outcome = await transactWrite({
    invite: transactItem(companyInviteEntity().create(invite)),
    pendingCount: transactItem(
      pendingCountEntity()
        .update({ moving_company_id: invite.moving_company_id })
        .add({ count: 1 })
        // ElectroDB's op.lt wants a number, not the literal type of the limit.
        .where((attr, op) => `(${op.notExists(attr.count)} OR ${op.lt(attr.count, LIMITS.invitesPending as number)})`),
    ),
    dailySlot: dailySlotItem({ kind: 'INVITES', owner: invite.moving_company_id, limit: LIMITS.invitesPerDay, now }),
  });
  if (outcome.ok) return { ok: true };
  if (outcome.refused('pendingCount')) return { ok: false, reason: 'pendingLimit' };
  if (outcome.refused('dailySlot')) return { ok: false, reason: 'dailyLimit' };
  throw new Error(`Invite record refused: ${outcome.reasons}`);
}

/**
 * Removes a waiting invite's record and uncounts it, once: false when it was already removed
 * (a parallel withdraw, lapse or acceptance got there first).
 */
export async function removeInvite(companyId: string, userId: string): Promise<boolean> {
  const outcome = await transactWrite({
    invite: transactItem(
      companyInviteEntity()
        .delete({ moving_company_id: companyId, user_id: userId })
        .where((attr, op) => op.exists(attr.user_id)),
    ),
    pendingCount: transactItem(pendingCountEntity().update({ moving_company_id: companyId }).add({ count: -1 })),
  });
  if (outcome.ok) return true;
  if (outcome.refused('invite')) return false;
  throw new Error(`Invite removal refused: ${outcome.reasons}`);
}

export async function findInvite(companyId: string, userId: string): Promise<CompanyInviteItem | null> {
  const { data } = await companyInviteEntity()
    .get({ moving_company_id: companyId, user_id: userId })
    .go({ consistent: true });
  return data ?? null;
}

/** The company's waiting invites (at most LIMITS.invitesPending, one Query). */
export async function invitesOfCompany(companyId: string): Promise<CompanyInviteItem[]> {
  const { data } = await companyInviteEntity().query.byCompany({ moving_company_id: companyId }).go({ pages: 'all' });
  return data;
}

/**
 * Waiting invites sent before `cutoff` (ISO time), oldest first, a page at a time: access
 * pattern 4g, the waiting invites invited before the cutoff. Only lapsed invites are read, however many wait.
 */
export async function* invitesSentBefore(cutoff: string, pageSize = 25): AsyncGenerator<CompanyInviteItem[]> {
  let cursor: string | null = null;
  do {
    const page: { data: CompanyInviteItem[]; cursor: string | null } = await companyInviteEntity()
      .query.byAge({})
      .lt({ invited_at: cutoff })
      .go({ limit: pageSize, cursor });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

/** How many invites the company has waiting, as counted under LIMITS.invitesPending (consistent GetItem). */
export async function waitingInviteCount(companyId: string): Promise<number> {
  const { data } = await pendingCountEntity().get({ moving_company_id: companyId }).go({ consistent: true });
  return data?.count ?? 0;
}

/**
 * Writes a waiting invite again as read, with every key of this version (the lapse index,
 * gsi1): the backfill of records stored before it. Only while the record still exists, so a
 * parallel acceptance, withdraw or lapse wins; false then.
 */
export async function refileInvite(invite: CompanyInviteItem): Promise<boolean> {
  try {
    await companyInviteEntity()
      .put(invite)
      .where((attr, op) => op.exists(attr.user_id))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}
