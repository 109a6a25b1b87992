import { Entity } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/**
 * Per-day limits of the product (docs/security.md, Invites and names): how many of a kind
 * an owner did on one UTC day. Key: QUOTA#<kind>#<owner> / DAY#<yyyy-mm-dd>, `count` an
 * atomic ADD under the condition count < limit, so parallel requests can never pass the
 * limit together. The item expires (ttl) two days after its day.
 */
export type QuotaKind = 'INVITES' | 'MOVE_REQUESTS';

export const dailyQuotaEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'dailyQuota', version: '1', service: 'movematch' },
        attributes: {
          kind: { type: 'string', required: true, readOnly: true },
          owner: { type: 'string', required: true, readOnly: true },
          day: { type: 'string', required: true, readOnly: true },
          count: { type: 'number' },
          ttl: { type: 'number' },
        },
        indexes: {
          byOwnerDay: {
            pk: { field: 'pk', composite: ['kind', 'owner'], template: 'QUOTA#${kind}#${owner}', casing: 'none' },
            sk: { field: 'sk', composite: ['day'], template: 'DAY#${day}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export interface QuotaSlot {
  kind: QuotaKind;
  owner: string;
  limit: number;
  now?: Date;
}

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const TWO_DAYS_SECONDS = 2 * 24 * 60 * 60;

function slotUpdate({ kind, owner, limit, now = new Date() }: QuotaSlot) {
  return dailyQuotaEntity()
    .update({ kind, owner, day: dayOf(now) })
    .add({ count: 1 })
    .set({ ttl: Math.floor(now.getTime() / 1000) + TWO_DAYS_SECONDS })
    .where((attr, op) => `(${op.notExists(attr.count)} OR ${op.lt(attr.count, limit)})`);
}

/** Takes one of the day's slots: false when the limit is reached (nothing changed). */
export async function takeDailySlot(slot: QuotaSlot): Promise<boolean> {
  try {
    await slotUpdate(slot).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The same as a transaction item, for a write that must count in the same transaction. */
export const dailySlotItem = (slot: QuotaSlot): TransactItem => transactItem(slotUpdate(slot));
