import { Entity, type EntityItem } from 'electrodb';
import { isConditionalFailure } from '@functions/core/data/conditional';
import { entityConfig, lazyEntity, nowIso } from '@functions/core/data/table';
import { transactItem, transactWrite } from '@functions/core/data/transact-write';
import { movingCompanyEntity } from '@functions/core/data/company/moving-companies';

/**
 * One stage (loading or delivery) of a booked move's move-day record: BOOKING#<quote id> /
 * MOVEDAY#<stage>, beside the booked move in its partition (one Query reads both stages with it).
 * Written while unsigned; the signature is the last write (conditional: not signed yet).
 */
export const moveDayRecordEntity = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'moveDayRecord', version: '1', service: 'movematch' },
        attributes: {
          quote_id: { type: 'string', required: true, readOnly: true },
          stage: { type: 'string', required: true, readOnly: true },
          /** The booked inventory version the lines come from. */
          inventory_version: { type: 'number' },
          items: {
            type: 'list',
            required: true,
            items: {
              type: 'map',
              properties: {
                room: { type: 'string', required: true },
                name: { type: 'string', required: true },
                quantity: { type: 'number', required: true },
                cubic_feet: { type: 'number' },
                checked: { type: 'boolean', required: true },
                condition: { type: 'string', required: true },
                note: { type: 'string' },
              },
            },
          },
          exceptions: { type: 'string' },
          photo_media_ids: { type: 'list', items: { type: 'string' } },
          recorded_by: { type: 'string', required: true },
          signed_name: { type: 'string' },
          signed_at: { type: 'string' },
          created_at: { type: 'string', readOnly: true, default: nowIso },
          updated_at: { type: 'string', watch: '*', set: () => nowIso(), default: nowIso },
        },
        indexes: {
          byBooking: {
            pk: { field: 'pk', composite: ['quote_id'], template: 'BOOKING#${quote_id}', casing: 'none' },
            sk: { field: 'sk', composite: ['stage'], template: 'MOVEDAY#${stage}', casing: 'none' },
          },
        },
      },
      entityConfig(),
    ),
);

export type MoveDayRecordItem = EntityItem<ReturnType<typeof moveDayRecordEntity>>;

/** Both stages of a booking's record (absent ones missing): one Query. */
export async function findMoveDayRecords(quoteId: string): Promise<MoveDayRecordItem[]> {
  const { data } = await moveDayRecordEntity()
    .query.byBooking({ quote_id: quoteId })
    .go({ pages: 'all', consistent: true });
  return data;
}

export type MoveDayStageWrite = Pick<
  MoveDayRecordItem,
  'quote_id' | 'stage' | 'items' | 'exceptions' | 'photo_media_ids' | 'recorded_by'
> & { inventory_version: number | null };

/** Saves a stage's checks while it is unsigned; false when it was signed meanwhile. */
export async function storeMoveDayStage(record: MoveDayStageWrite): Promise<boolean> {
  const { inventory_version: version, ...fields } = record;
  try {
    await moveDayRecordEntity()
      .put({ ...fields, ...(version === null ? {} : { inventory_version: version }) })
      .where((attr, op) => op.notExists(attr.signed_at))
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** What a loading signature adds to the company's inventory accuracy counters (absent: no booked inventory). */
export interface InventoryAccuracyAdds {
  companyId: string;
  bookedCubicFeet: number;
  foundCubicFeet: number;
  withinTolerance: boolean;
}

/**
 * Signs a saved, unsigned stage; at loading, in the same transaction, the company's inventory
 * accuracy counters (ADD on its item, so analytics read nothing more). False when the stage is
 * not saved or already signed.
 */
export async function storeMoveDaySignature(
  quoteId: string,
  stage: string,
  signedName: string,
  at: string,
  accuracy: InventoryAccuracyAdds | null = null,
): Promise<boolean> {
  const outcome = await transactWrite({
    stage: transactItem(
      moveDayRecordEntity()
        .patch({ quote_id: quoteId, stage })
        .set({ signed_name: signedName, signed_at: at })
        .where((attr, op) => op.notExists(attr.signed_at)),
    ),
    company: accuracy
      ? transactItem(
          movingCompanyEntity()
            .patch({ id: accuracy.companyId })
            .add({
              inventory_records: 1,
              inventory_within_tolerance: accuracy.withinTolerance ? 1 : 0,
              inventory_booked_cf_sum: accuracy.bookedCubicFeet,
              inventory_found_cf_sum: accuracy.foundCubicFeet,
            }),
        )
      : null,
  });
  return outcome.ok;
}
