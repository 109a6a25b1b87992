import { HOLD_DAYS_BEFORE } from '@schemas/deposits';
import { bookingPaymentOf, findBookedMove } from '@functions/core/data/quote/booked-moves';
import { addDays } from '@functions/platform/calendar-dates';
import { eventHandler } from '@functions/platform/event-handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { holdBalance } from './balance-holds';

/**
 * On BookingCardUpdated: the customer saved a new card. When the move is within the hold's days
 * and no balance is held, it is held on the new card now (a refusal is recorded and e-mailed as
 * any hold's); a move further out is held by the hourly job in time.
 */
export const handler = eventHandler('BookingCardUpdated', async ({ quoteId }) => {
  const move = await findBookedMove(quoteId);
  const payment = move && bookingPaymentOf(move);
  if (!move || !payment || payment.hold || move.stage !== 'UPCOMING') return;
  if (move.move_day > addDays(todayInCarolinas(new Date()), HOLD_DAYS_BEFORE)) return;
  await holdBalance(move, payment);
});
