import { routes } from '@schemas/routes';
import {
  foundCubicFeet,
  INVENTORY_ACCURACY_TOLERANCE,
  MOVE_DAY_MESSAGES as M,
  sameSignedName,
  uncheckedCount,
  type RecordItem,
} from '@schemas/move-day-record';
import type { BookedTerms } from '@schemas/bookings';
import type { BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { storeMoveDaySignature } from '@functions/core/data/move-day/move-day-records';
import { nowIso } from '@functions/core/data/table';
import { publishEvent } from '@functions/platform/events';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBookingAs } from './callers-booking';
import { checkStageWritable, moveDayRecordView } from './move-day-record';

/** The booked volume against the goods found at loading; null when the move was booked without an inventory. */
function accuracyAddsOf(move: BookedMoveItem, items: RecordItem[]) {
  const booked = (move.terms as BookedTerms).inventory?.cubic_feet;
  if (!booked) return null;
  const found = foundCubicFeet(items);
  return {
    companyId: move.moving_company_id,
    bookedCubicFeet: booked,
    foundCubicFeet: found,
    withinTolerance: Math.abs(found - booked) <= booked * INVENTORY_ACCURACY_TOLERANCE,
  };
}

/**
 * POST /api/booking/{id}/move-day-record/{stage}/sign: on the crew's phone (the booking's
 * company is signed in), the customer signs the saved stage by typing their full name as the
 * booking has it. Every line must be checked off or marked missing (400); the name must match
 * (400); the stage must be saved and unsigned (409). Then MoveDayRecordSigned: both sides get the
 * signed record as a PDF by e-mail.
 * Reads: the booked move, the caller's profile, moveDayRecordView's reads. Writes: the signature
 * (conditional: unsigned) and, at loading, the company's inventory accuracy counters in one
 * transaction; the event.
 */
export const signMoveDayStage: PlainHandler<typeof routes.signMoveDayStage> = async ({ auth, params, body }) => {
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  const record = await moveDayRecordView(move);
  const view = checkStageWritable(move, record, params.stage);
  if (!view.started) throw badRequest(M.saveFirst);
  const unchecked = uncheckedCount(view.items);
  if (unchecked > 0) throw badRequest(M.unchecked(unchecked));
  if (!sameSignedName(body.signed_name, record.customer_name)) throw badRequest(M.nameMismatch);
  const signed = await storeMoveDaySignature(
    move.quote_id,
    params.stage,
    body.signed_name,
    nowIso(),
    params.stage === 'LOADING' ? accuracyAddsOf(move, view.items) : null,
  );
  if (!signed) throw conflict(M.signed);
  await publishEvent('MoveDayRecordSigned', { quoteId: move.quote_id, stage: params.stage });
  return moveDayRecordView(move);
};

export const handler = httpHandler(routes.signMoveDayStage, signMoveDayStage);
