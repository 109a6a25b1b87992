import { Entity, type EntityItem } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * A company a customer saved. Key: USER#<customerId> / SAVED#<companyId>, next to the
 * customer's profile, so "my saved companies" is one Query and "is it saved" one GetItem.
 * The key itself is the uniqueness rule (one record per company per customer); the id is
 * derived from it (`<customerId>:<companyId>`) so parallel saves agree on it too.
 */
export const savedCompanyEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'savedCompany', version: '1', service: 'movematch' },
        attributes: {
          customer_id: { type: 'string', required: true, readOnly: true },
          moving_company_id: { type: 'string', required: true, readOnly: true },
          id: { type: 'string', required: true, readOnly: true },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          byCustomer: {
            pk: { field: 'pk', composite: ['customer_id'], template: 'USER#${customer_id}', casing: 'none' },
            sk: {
              field: 'sk',
              composite: ['moving_company_id'],
              template: 'SAVED#${moving_company_id}',
              casing: 'none',
            },
          },
        },
      },
      entityConfig(),
    ),
);

export type SavedCompanyItem = EntityItem<ReturnType<typeof savedCompanyEntity>>;

export const savedCompanyId = (customerId: string, companyId: string) => `${customerId}:${companyId}`;

export async function findSavedCompany(customerId: string, companyId: string): Promise<SavedCompanyItem | null> {
  // Consistent: "is it saved" is asked right after a save or unsave.
  const { data } = await savedCompanyEntity()
    .get({ customer_id: customerId, moving_company_id: companyId })
    .go({ consistent: true });
  return data ?? null;
}

/**
 * Saves once: a conditional create (attribute_not_exists), so of parallel saves exactly one
 * writes; the others read the winner's record. created: false means it was already saved.
 */
export async function saveCompanyOnce(
  customerId: string,
  companyId: string,
): Promise<{ item: SavedCompanyItem; created: boolean }> {
  // Two rounds: a parallel unsave between our failed create and the read frees the key again.
  for (let round = 1; ; round++) {
    try {
      const { data } = await savedCompanyEntity()
        .create({ customer_id: customerId, moving_company_id: companyId, id: savedCompanyId(customerId, companyId) })
        .go();
      return { item: data, created: true };
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
      const existing = await findSavedCompany(customerId, companyId);
      if (existing) return { item: existing, created: false };
      if (round >= 2) throw error;
    }
  }
}

/** Deletes only an existing record (attribute_exists); false when nothing was saved. */
export async function unsaveCompany(customerId: string, companyId: string): Promise<boolean> {
  try {
    await savedCompanyEntity().remove({ customer_id: customerId, moving_company_id: companyId }).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** All saved records of a customer, newest first (one Query; sorted here since sk is by company). */
export async function listSavedCompanies(customerId: string): Promise<SavedCompanyItem[]> {
  const { data } = await savedCompanyEntity().query.byCustomer({ customer_id: customerId }).go({ pages: 'all' });
  return data.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}
