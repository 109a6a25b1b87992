import { Entity, type EntityItem } from 'electrodb';
import { batchGet } from '@functions/core/data/batch-reads';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { clearQuoteSavedMark } from '@functions/core/data/quote/quotes';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';

/**
 * A lead (move request) a moving company saved. Keys (casing 'none'):
 * - main: COMPANY#<companyId> / SAVEDLEAD#<moveId>, next to the company's profile and calendar,
 *   so "did this company save this move" is one GetItem; the key is the uniqueness rule.
 * - gsi2 byCompanyNewest: COMPANY#<companyId>#SAVEDLEADS / <created_at>#<moveId>, "my saved
 *   leads" newest first, a page at a time.
 * - gsi4 byLastActivity: COMPANY#<companyId>#LEADS / <created_at>#<moveId>#SAVED, the lead
 *   manager's list shared with the company's quotes (quotes.ts). Once the company holds a quote
 *   of the move, the quote is the row: the list takes the saved lead off gsi4 (removes both
 *   keys) and marks the quote `lead_saved` (lead-manager-page.ts).
 * The customer's first name is copied in at the save, so a saved lead's row reads the record
 * and its move only.
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
          /** The customer's first name when saved (older records: copied in by the lead manager list). */
          customer_first_name: { type: 'string' },
          /** The company's paid-lead record of the move exists (copied in by the lead manager list; never undone). */
          lead_paid: { type: 'boolean' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
        },
        indexes: {
          byCompany: {
            pk: {
              field: 'pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}',
              casing: 'none',
            },
            sk: {
              field: 'sk',
              composite: ['move_request_id'],
              template: 'SAVEDLEAD#${move_request_id}',
              casing: 'none',
            },
          },
          byCompanyNewest: {
            index: 'gsi2',
            pk: {
              field: 'gsi2pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#SAVEDLEADS',
              casing: 'none',
            },
            sk: {
              field: 'gsi2sk',
              composite: ['created_at', 'move_request_id'],
              template: '${created_at}#${move_request_id}',
              casing: 'none',
            },
          },
          byLastActivity: {
            index: 'gsi4',
            pk: {
              field: 'gsi4pk',
              composite: ['moving_company_id'],
              template: 'COMPANY#${moving_company_id}#LEADS',
              casing: 'none',
            },
            sk: {
              field: 'gsi4sk',
              composite: ['created_at', 'move_request_id'],
              template: '${created_at}#${move_request_id}#SAVED',
              casing: 'none',
            },
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
  customerFirstName?: string,
): Promise<{ item: SavedLeadItem; created: boolean }> {
  try {
    const { data } = await savedLeadEntity()
      .create({
        moving_company_id: companyId,
        move_request_id: moveRequestId,
        saved_by_user_id: userId,
        customer_first_name: customerFirstName,
      })
      .go();
    return { item: data, created: true };
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const existing = await findSavedLead(companyId, moveRequestId);
    if (!existing) throw error;
    return { item: existing, created: false };
  }
}

/**
 * Deletes only an existing record; false when the lead was not saved. Then the company's quote
 * of the move (if any) loses its `lead_saved` mark; the mark is set only while the saved lead
 * exists (lead-manager-page.ts), so a mark set before this delete is cleared here.
 */
export async function unsaveLead(companyId: string, moveRequestId: string): Promise<boolean> {
  try {
    await savedLeadEntity().remove({ moving_company_id: companyId, move_request_id: moveRequestId }).go();
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
  await clearQuoteSavedMark(companyId, moveRequestId);
  return true;
}

/** A company's saved leads, newest first (one Query on the SAVEDLEAD# prefix): tests and scripts. */
export async function listSavedLeads(companyId: string): Promise<SavedLeadItem[]> {
  const { data } = await savedLeadEntity().query.byCompany({ moving_company_id: companyId }).go({ pages: 'all' });
  return data.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
}

/** A saved lead's place in "my saved leads" (the gsi2 sort key's parts): where a page ends. */
export interface SavedLeadPosition {
  created_at: string;
  move_request_id: string;
}

/**
 * One page of the company's saved leads, newest first, after `after`: access pattern
 * S2 (saved leads), backwards after the position, Limit = size, so it reads the
 * records it returns. `next` is set when DynamoDB stopped at the limit.
 */
export async function savedLeadPage(
  companyId: string,
  size: number,
  after?: SavedLeadPosition,
): Promise<{ saved: SavedLeadItem[]; next: SavedLeadPosition | null }> {
  const query = savedLeadEntity().query.byCompanyNewest({ moving_company_id: companyId });
  const { data, cursor } = await (after ? query.lt(after) : query).go({ order: 'desc', limit: size });
  const last = data.at(-1);
  return {
    saved: data,
    next: cursor && last ? { created_at: last.created_at!, move_request_id: last.move_request_id } : null,
  };
}

type SavedLeadKey = Pick<SavedLeadItem, 'moving_company_id' | 'move_request_id'>;

/** The saved leads at these keys, the missing ones left out: one BatchGet (my saved leads, S2). */
async function savedLeadsAt(keys: SavedLeadKey[]): Promise<SavedLeadItem[]> {
  return batchGet(keys, async (k) => {
    const { data, unprocessed } = await savedLeadEntity().get(k).go();
    return {
      data,
      unprocessed: unprocessed.map((u) => ({
        moving_company_id: u.moving_company_id,
        move_request_id: u.move_request_id,
      })),
    };
  });
}

/** The saved leads of this move by these companies. */
export async function savedLeadsOfMoveBy(moveId: string, companyIds: string[]): Promise<SavedLeadItem[]> {
  return savedLeadsAt(
    [...new Set(companyIds)].map((moving_company_id) => ({ moving_company_id, move_request_id: moveId })),
  );
}

/** Which of these moves the company saved. */
export async function movesSavedBy(companyId: string, moveIds: string[]): Promise<Set<string>> {
  const keys = [...new Set(moveIds)].map((move_request_id) => ({ moving_company_id: companyId, move_request_id }));
  return new Set((await savedLeadsAt(keys)).map((s) => s.move_request_id));
}
