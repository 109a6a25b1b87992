import { Entity, type EntityItem } from 'electrodb';
import { batchGet } from './batch-reads';
import { isConditionalFailure } from './conditional';
import { entityConfig, lazyEntity, nowIso } from './table';

/**
 * A lead (move request) a moving company saved. Key: COMPANY#<companyId> / SAVEDLEAD#<moveId>,
 * next to the company's profile and calendar, so "my saved leads" is one Query (sk prefix)
 * and "did this company save this move" one GetItem. The key is the uniqueness rule.
 */
export const savedLeadEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'savedLead', version: '1', service: 'movematch' },
        attributes: {
          moving_company_id: { type: 'string', required: true, readOnly: true },
          move_request_id: { type: 'string', required: true, readOnly: true },
          /** Who saved it (a user of the company). */
          saved_by_user_id: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          byCompany: {
            pk: { field: 'pk', composite: ['moving_company_id'], template: 'COMPANY#${moving_company_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['move_request_id'], template: 'SAVEDLEAD#${move_request_id}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type SavedLeadItem = EntityItem<ReturnType<typeof savedLeadEntity>>;

export async function findSavedLead(companyId: string, moveRequestId: string): Promise<SavedLeadItem | null> {
  const { data } = await savedLeadEntity()
    .get({ moving_company_id: companyId, move_request_id: moveRequestId })
    .go({ consistent: true });
  return data ?? null;
}

/** Saves once (conditional create); created: false when the company had already saved it. */
export async function saveLeadOnce(
  companyId: string,
  moveRequestId: string,
  userId: string,
): Promise<{ item: SavedLeadItem; created: boolean }> {
  try {
    const { data } = await savedLeadEntity()
      .create({ moving_company_id: companyId, move_request_id: moveRequestId, saved_by_user_id: userId })
      .go();
    return { item: data, created: true };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const existing = await findSavedLead(companyId, moveRequestId);
    if (!existing) throw error;
    return { item: existing, created: false };
  }
}

/** Deletes only an existing record; false when the lead was not saved. */
export async function unsaveLead(companyId: string, moveRequestId: string): Promise<boolean> {
  try {
    await savedLeadEntity().remove({ moving_company_id: companyId, move_request_id: moveRequestId }).go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** A company's saved leads, newest first (one Query on the SAVEDLEAD# prefix). */
export async function listSavedLeads(companyId: string): Promise<SavedLeadItem[]> {
  const { data } = await savedLeadEntity().query.byCompany({ moving_company_id: companyId }).go({ pages: 'all' });
  return data.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

/** Which of these moves the company saved: BatchGet COMPANY#<company>/SAVEDLEAD#<id>. */
export async function movesSavedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ moving_company_id: companyId, move_request_id }));
  const items = await batchGet(keys, async (k) => {
    const { data, unprocessed } = await savedLeadEntity().get(k).go();
    return { data, unprocessed: unprocessed.map((u) => ({ moving_company_id: companyId, move_request_id: u.move_request_id })) };
  });
  return new Set(items.map((s) => s.move_request_id));
}
