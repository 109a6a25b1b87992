import { routes } from '@schemas/routes';
import { MOVE_DAY_MESSAGES as M, sameSignedName, uncheckedCount } from '@schemas/move-day-record';
import { storeMoveDaySignature } from '@functions/core/data/move-day/move-day-records';
import { nowIso } from '@functions/core/data/table';
import { publishEvent } from '@functions/platform/events';
import { badRequest, conflict } from '@functions/platform/http/errors';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBookingAs } from './callers-booking';
import { checkStageWritable, moveDayRecordView } from './move-day-record';

/**
 * POST /api/booking/{id}/move-day-record/{stage}/sign: on the crew's phone (the booking's
 * company is signed in), the customer signs the saved stage by typing their full name as the
 * booking has it. Every line must be checked off or marked missing (400); the name must match
 * (400); the stage must be saved and unsigned (409). Then MoveDayRecordSigned: both sides get the
 * signed record as a PDF by e-mail.
 * Reads: the booked move, the caller's profile, moveDayRecordView's reads. Writes: the signature
 * (conditional: unsigned), the event.
 */
export const signMoveDayStage: PlainHandler<typeof routes.signMoveDayStage> = async ({ auth, params, body }) => {
  const { move } = await callersBookingAs(auth, params.id, ['company']);
  const record = await moveDayRecordView(move);
  const view = checkStageWritable(move, record, params.stage);
  if (!view.started) throw badRequest(M.saveFirst);
  const unchecked = uncheckedCount(view.items);
  if (unchecked > 0) throw badRequest(M.unchecked(unchecked));
  if (!sameSignedName(body.signed_name, record.customer_name)) throw badRequest(M.nameMismatch);
  if (!(await storeMoveDaySignature(move.quote_id, params.stage, body.signed_name, nowIso()))) throw conflict(M.signed);
  await publishEvent('MoveDayRecordSigned', { quoteId: move.quote_id, stage: params.stage });
  return moveDayRecordView(move);
};

export const handler = httpHandler(routes.signMoveDayStage, signMoveDayStage);
