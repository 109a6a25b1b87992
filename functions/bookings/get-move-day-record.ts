import { routes } from '@schemas/routes';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { callersBooking } from './callers-booking';
import { moveDayRecordView } from './move-day-record';

/**
 * GET /api/booking/{id}/move-day-record: the loading and delivery records of a booked move, for
 * its customer, a user of its company or an admin (anyone else 404, as for an unknown booking).
 * Reads: the booked move, the caller's profile (companies), moveDayRecordView's reads.
 */
export const getMoveDayRecord: PlainHandler<typeof routes.getMoveDayRecord> = async ({ auth, params }) => {
  const { move } = await callersBooking(auth, params.id);
  return moveDayRecordView(move);
};

export const handler = httpHandler(routes.getMoveDayRecord, getMoveDayRecord);
