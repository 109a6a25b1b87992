import { findBookedMove, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { findUser } from '@functions/core/data/user/users';
import type { AuthContext } from '@functions/platform/http/auth-context';
import { notFound } from '@functions/platform/http/errors';

export const BOOKING_NOT_FOUND = 'Booking not found';

export type BookingSide = 'customer' | 'company' | 'admin';

/**
 * The booked move of quote `quoteId` if the caller is one of its sides: its customer, a user of
 * its company, or an admin. Anyone else gets the same 404 as for an unknown id, so booking ids
 * are never confirmed to outsiders.
 */
export async function callersBooking(
  auth: AuthContext,
  quoteId: string,
): Promise<{ move: BookedMoveItem; side: BookingSide }> {
  const move = await findBookedMove(quoteId);
  if (!move) throw notFound(BOOKING_NOT_FOUND);
  if (auth.role === 'ADMIN') return { move, side: 'admin' };
  if (auth.role === 'MOVER' && move.customer_id === auth.userId) return { move, side: 'customer' };
  if (auth.role === 'MOVING_COMPANY') {
    const companyId = (await findUser(auth.userId))?.moving_company_id;
    if (companyId && companyId === move.moving_company_id) return { move, side: 'company' };
  }
  throw notFound(BOOKING_NOT_FOUND);
}

/** Only the given sides may act; everyone else the same 404 as an unknown booking. */
export async function callersBookingAs(auth: AuthContext, quoteId: string, sides: readonly BookingSide[]) {
  const found = await callersBooking(auth, quoteId);
  if (!sides.includes(found.side)) throw notFound(BOOKING_NOT_FOUND);
  return found;
}
