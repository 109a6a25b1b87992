import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { multiEventHandler } from '@functions/platform/event-handler';
import { pushToCompany, pushToUser } from './live-push';

/**
 * On BookingChangeProposed: the customer's open sockets hear that their booking changed (an open
 * booking page reads it again and marks the proposal new); on BookingChangeDecided the company's
 * do. The event names only the booking: each page reads what its side may see.
 * Reads: the booked move, the side's live connections.
 */
export const handler = multiEventHandler({
  BookingChangeProposed: async ({ quoteId }) => {
    const move = await findBookedMove(quoteId);
    if (move) await pushToUser(move.customer_id, { type: 'booking', quote_id: quoteId });
  },
  BookingChangeDecided: async ({ quoteId }) => {
    const move = await findBookedMove(quoteId);
    if (move) await pushToCompany(move.moving_company_id, { type: 'booking', quote_id: quoteId });
  },
});
