import {
  MOVE_DAY_MESSAGES as M,
  type MoveDayRecordView,
  type MoveDayStage,
  type MoveDayStageView,
  type RecordItem,
} from '@schemas/move-day-record';
import { formatCalendarDay } from '@schemas/date-text';
import type { BookedTerms } from '@schemas/bookings';
import { findInventoryRooms } from '@functions/core/data/inventory/inventory-rooms';
import { findMoveDayRecords, type MoveDayRecordItem } from '@functions/core/data/move-day/move-day-records';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { findUser } from '@functions/core/data/user/users';
import { imageUrl } from '@functions/platform/images';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { conflict } from '@functions/platform/http/errors';

/** The booked inventory's version: the terms' snapshot (an accepted change moves it on). */
export const bookedInventoryVersion = (move: BookedMoveItem) => (move.terms as BookedTerms).inventory?.version ?? null;

/** The booked inventory's lines, unchecked: a stage's record before the crew saves it. */
async function inventoryLines(move: BookedMoveItem): Promise<RecordItem[]> {
  const version = bookedInventoryVersion(move);
  if (version === null) return [];
  const rooms = [...(await findInventoryRooms(move.move_request_id, version, { consistent: true }))].sort((a, b) =>
    a.position.localeCompare(b.position),
  );
  return rooms.flatMap((room) =>
    room.lines.map((line) => ({
      room: room.name,
      name: line.name,
      quantity: line.quantity,
      cubic_feet: line.cubic_feet,
      checked: false,
      condition: 'GOOD' as const,
      note: '',
    })),
  );
}

function stageView(stage: MoveDayStage, stored: MoveDayRecordItem | undefined, lines: RecordItem[]): MoveDayStageView {
  if (!stored)
    return {
      stage,
      started: false,
      items: lines,
      exceptions: '',
      photos: [],
      signed_name: null,
      signed_at: null,
      updated_at: null,
    };
  return {
    stage,
    started: true,
    items: stored.items.map((item) => ({
      ...item,
      cubic_feet: item.cubic_feet ?? 0,
      condition: item.condition as RecordItem['condition'],
      note: item.note ?? '',
    })),
    exceptions: stored.exceptions ?? '',
    photos: (stored.photo_media_ids ?? []).map((id) => ({ media_id: id, url: imageUrl(id)! })),
    signed_name: stored.signed_name ?? null,
    signed_at: stored.signed_at ?? null,
    updated_at: stored.updated_at ?? null,
  };
}

/** The record opens on the move day (Carolinas time) and stays open after it. */
export const recordOpen = (move: BookedMoveItem, now: Date) => move.move_day <= todayInCarolinas(now);

/**
 * Both stages of a booked move's record, unsaved ones as the booked inventory's lines unchecked.
 * Reads: the record's stages (one Query), the booked inventory version's rooms (one Query) and
 * the customer's profile (the name a signature must match).
 */
export async function moveDayRecordView(move: BookedMoveItem, now: Date = new Date()): Promise<MoveDayRecordView> {
  const [records, lines, customer] = await Promise.all([
    findMoveDayRecords(move.quote_id),
    inventoryLines(move),
    findUser(move.customer_id),
  ]);
  const stored = (stage: MoveDayStage) => records.find((record) => record.stage === stage);
  return {
    quote_id: move.quote_id,
    inventory_version: bookedInventoryVersion(move),
    open: recordOpen(move, now),
    customer_name: `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim(),
    loading: stageView('LOADING', stored('LOADING'), lines),
    delivery: stageView('DELIVERY', stored('DELIVERY'), lines),
  };
}

/**
 * A stage the crew may write now: the move is booked (upcoming or done, not cancelled), its day
 * has come, the stage is unsigned, and delivery only after the loading record is signed (409).
 */
export function checkStageWritable(move: BookedMoveItem, record: MoveDayRecordView, stage: MoveDayStage) {
  if (move.stage === 'CANCELLED') throw conflict(M.notBooked);
  if (!record.open) throw conflict(M.notYet(formatCalendarDay(move.move_day)));
  const view = stage === 'LOADING' ? record.loading : record.delivery;
  if (view.signed_at) throw conflict(M.signed);
  if (stage === 'DELIVERY' && !record.loading.signed_at) throw conflict(M.loadingFirst);
  return view;
}
