import { totalsOf } from '@schemas/inventory';
import type { BookedTerms } from '@schemas/bookings';
import { foundCubicFeet, INVENTORY_ACCURACY_TOLERANCE, type RecordItem } from '@schemas/move-day-record';
import { findInventoryHead } from '@functions/core/data/inventory/inventory-heads';
import { inventoryVersionWrites } from '@functions/core/data/inventory/inventory-writes';
import {
  findMoveDayRecords,
  storeMoveDaySignature,
  storeMoveDayStage,
} from '@functions/core/data/move-day/move-day-records';
import { findMoveRequest } from '@functions/core/data/move-request/move-requests';
import { bookedMoveEntity, findBookedMove } from '@functions/core/data/quote/booked-moves';
import { transactWrite } from '@functions/core/data/transact-write';
import { DEMO_COMPANY_ID } from './companies';
import { demoMoveId, demoQuoteId } from './demo-moves';
import { homeOf } from './seed-inventories';

/** Harper Lane's move with Tar Heel (past move 41, 45 days ago): the one with a signed record. */
const PAST_MOVE = 41;
const SIGNED_BY = 'Harper Lane';

/** The loading and delivery notes the demo shows: a scuff found at loading, a dent at delivery. */
const NOTES: Record<'LOADING' | 'DELIVERY', { item: string; note: string; condition: RecordItem['condition'] }> = {
  LOADING: { item: 'Dresser', note: 'Scuff on the top left corner before loading', condition: 'DAMAGED' },
  DELIVERY: { item: 'Dresser', note: 'Scuff as at loading; nothing new', condition: 'DAMAGED' },
};

/**
 * Past move 41 gets the inventory it was booked on (version 1 and its snapshot in the booking's
 * terms) and a move-day record signed at loading and at delivery, written through the data layer
 * once: a move that has a record is left alone. True when the record was written.
 */
export async function seedSignedMoveDayRecord(companyStaffId: string | undefined): Promise<boolean> {
  const moveId = demoMoveId(PAST_MOVE);
  const quoteId = demoQuoteId(moveId, DEMO_COMPANY_ID);
  const [booked, request] = await Promise.all([findBookedMove(quoteId), findMoveRequest(moveId, { consistent: true })]);
  if (!booked || !request || !companyStaffId) return false;
  if ((await findMoveDayRecords(quoteId)).length > 0) return false;
  const rooms = homeOf(2);
  const totals = totalsOf(rooms);
  if (!(await findInventoryHead(moveId, { consistent: true }))) {
    const writes = inventoryVersionWrites({ move: request, replacing: 0, rooms, totals, at: booked.booked_at });
    if (!(await transactWrite(writes.items)).ok) return false;
    const terms = booked.terms as BookedTerms;
    await bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .set({ terms: { ...terms, inventory: { version: 1, ...totals, quoted_version: 1 } } })
      .go();
  }
  const items: RecordItem[] = rooms.flatMap((room) =>
    room.lines.map((line) => ({
      room: room.name,
      name: line.name,
      quantity: line.quantity,
      cubic_feet: line.cubic_feet,
      checked: true,
      condition: 'GOOD' as const,
      note: '',
    })),
  );
  for (const stage of ['LOADING', 'DELIVERY'] as const) {
    const noted = NOTES[stage];
    await storeMoveDayStage({
      quote_id: quoteId,
      stage,
      inventory_version: 1,
      items: items.map((item) =>
        item.name.startsWith(noted.item) ? { ...item, condition: noted.condition, note: noted.note } : item,
      ),
      exceptions: stage === 'LOADING' ? 'Two boxes re-taped at loading.' : '',
      photo_media_ids: [],
      recorded_by: companyStaffId,
    });
    const hour = stage === 'LOADING' ? 'T14:00:00.000Z' : 'T20:30:00.000Z';
    // The loading signature counts in Tar Heel's inventory accuracy, as the app's would.
    const found = foundCubicFeet(items);
    const accuracy =
      stage === 'LOADING'
        ? {
            companyId: DEMO_COMPANY_ID,
            bookedCubicFeet: totals.cubic_feet,
            foundCubicFeet: found,
            withinTolerance: Math.abs(found - totals.cubic_feet) <= totals.cubic_feet * INVENTORY_ACCURACY_TOLERANCE,
          }
        : null;
    await storeMoveDaySignature(quoteId, stage, SIGNED_BY, `${booked.move_day}${hour}`, accuracy);
  }
  return true;
}
