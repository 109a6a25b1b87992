import { bookedMovesDueBetween } from '@functions/core/data/quote/booked-moves';
import { markMoveRequestBooked } from './move-requests';

/**
 * Marks the move request of every upcoming booked move with its booking (booked_quote_id), for
 * bookings made before the mark existed: from then on the move leaves lead search and takes no
 * new quote. Idempotent: a request already marked is left alone. Answers how many were marked.
 */
export async function backfillBookedMoveRequests(): Promise<{ read: number; marked: number }> {
  const upcoming = await bookedMovesDueBetween('UPCOMING', '0000-00-00', '9999-12-31');
  let marked = 0;
  for (const move of upcoming) if (await markMoveRequestBooked(move.move_request_id, move.quote_id)) marked++;
  return { read: upcoming.length, marked };
}
