import { routes } from '@schemas/routes';
import { MOVE_DAY_MESSAGES as M } from '@schemas/move-day-record';
import { allAcceptedAttachments } from '@functions/core/data/media/media';
import { storeMoveDayStage } from '@functions/core/data/move-day/move-day-records';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBookingAs } from './callers-booking';
import { bookedInventoryVersion, checkStageWritable, moveDayRecordView } from './move-day-record';

/**
 * PUT /api/booking/{id}/move-day-record/{stage}: the booking's company (the crew, on a phone)
 * saves the stage's checks: one per line of the booked inventory, in its order, with the
 * condition and a note; the exceptions and up to 10 photos (the caller's accepted uploads).
 * Refusals, nothing written: not the booking's company 404; before the move day, a cancelled
 * booking, a signed stage, delivery before loading is signed 409; a wrong number of lines or
 * photos not the caller's 400.
 * Reads: the booked move, the caller's profile, moveDayRecordView's reads, the upload records.
 * Writes: the stage (conditional: still unsigned).
 */
export const saveMoveDayStage: PlainHandler<typeof routes.saveMoveDayStage> = async ({ auth, params, body }) => {
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  const record = await moveDayRecordView(move);
  const view = checkStageWritable(move, record, params.stage);
  if (body.items.length !== view.items.length) throw badRequest(M.itemCount);
  if (!(await allAcceptedAttachments(auth.userId, body.photo_media_ids))) throw badRequest(M.photoNotYours);
  const saved = await storeMoveDayStage({
    quote_id: move.quote_id,
    stage: params.stage,
    inventory_version: bookedInventoryVersion(move),
    items: view.items.map((line, index) => ({
      room: line.room,
      name: line.name,
      quantity: line.quantity,
      cubic_feet: line.cubic_feet,
      ...body.items[index],
    })),
    exceptions: body.exceptions,
    photo_media_ids: [...new Set(body.photo_media_ids)],
    recorded_by: auth.userId,
  });
  if (!saved) throw conflict(M.signed);
  return moveDayRecordView(move);
};

export const handler = httpHandler(routes.saveMoveDayStage, saveMoveDayStage);
