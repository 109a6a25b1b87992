import { Entity, Service, type EntityItem } from 'electrodb';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, type TransactItem } from '@functions/core/data/transact-write';

/**
 * An admin's vetting of a moving company (docs/admin.md, Vetting rule). Key: COMPANY#<id> /
 * VETTING, next to the profile: one record per company, replaced by each PUT. Only admins
 * write it (functions/admin); is_verified rests on it (meetsVettingBar, functions/companies/vetting.ts), and its public facts
 * are copied onto the company item while the company is verified.
 */
export const companyVettingEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'companyVetting', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          hours_spent: { type: 'number', required: true },
          rating: { type: 'number', required: true },
          /** YYYY-MM-DD, never in the future when written. */
          vetted_on: { type: 'string', required: true },
          usdot_number: { type: 'string', required: true },
          notes: { type: 'string' },
          vetted_by_id: { type: 'string', required: true },
          vetted_by_name: { type: 'string', required: true },
          /** Set on every write; verification checks it did not change since it was read. */
          updated_at: { type: 'string', required: true },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: { field: 'sk', composite: [], template: 'VETTING', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type CompanyVettingItem = EntityItem<ReturnType<typeof companyVettingEntity>>;
export type NewVetting = Omit<CompanyVettingItem, 'updated_at'>;

/** Consistent GetItem COMPANY#<id>/VETTING (verification decides on it). */
export async function findVetting(companyId: string): Promise<CompanyVettingItem | null> {
  const { data } = await companyVettingEntity().get({ moving_company_id: companyId }).go({ consistent: true });
  return data ?? null;
}

/** The record as written now: stamped with updated_at, notes dropped when empty. */
export function stampVetting(record: NewVetting, now = nowIso()): CompanyVettingItem {
  const { notes, ...rest } = record;
  return { ...rest, ...(notes ? { notes } : {}), updated_at: now };
}

/** A Put of the whole record as one transaction item (replaces the previous one). */
export function vettingPutItem(record: CompanyVettingItem): TransactItem {
  return transactItem(companyVettingEntity().put(record));
}

/**
 * A ConditionCheck that the record is still the one read (same updated_at and public facts):
 * a verification never rests on a record another admin replaced meanwhile.
 */
export function vettingUnchangedItem(record: CompanyVettingItem): TransactItem {
  // ElectroDB offers a ConditionCheck only inside a service's transaction.
  const { TransactItems } = vettingService()
    .transaction.write(({ vetting }) => [
      vetting
        .check({ moving_company_id: record.moving_company_id })
        // The facts too: two writes within one millisecond share an updated_at.
        .where(
          ({ updated_at, hours_spent, rating, vetted_on }, { eq }) =>
            `${eq(updated_at, record.updated_at)} AND ${eq(hours_spent, record.hours_spent)} AND ${eq(rating, record.rating)} AND ${eq(vetted_on, record.vetted_on)}`,
        )
        .commit(),
    ])
    .params();
  return TransactItems[0];
}

const vettingService = lazyEntity(() => new Service({ vetting: companyVettingEntity() }, entityConfig()));
