import { agreedTotal } from '@schemas/bookings';
import { finishBookedMove, type Finish } from '@functions/core/data/quote/booked-move-completion';
import { bookedTermsOf, bookingPaymentOf, type BookedMoveItem } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';

/**
 * The move becomes COMPLETED (the customer's confirmation, 7 days without an answer, or an
 * admin's resolution) and counts in its company's and the marketplace's price accuracy, in one
 * transaction (booked-move-completion.ts); then ReviewInvited asks both sides to review each
 * other (docs/reviews.md), and a protected-payment booking's money is due to the company
 * (MoverPayoutDue, docs/payments-for-moves.md); an admin's resolution first refunds and announces itself
 * (`beforePayout`, dispute-resolution.ts). False when its stage had already moved on.
 */
export async function finishCompletion(
  move: BookedMoveItem,
  finish: Finish,
  now: Date,
  /** Runs once the move is completed, before its company can be paid (a resolution's refund). */
  beforePayout?: () => Promise<void>,
): Promise<boolean> {
  if (move.final_price === undefined) return false;
  const finished = await finishBookedMove(
    { quote_id: move.quote_id, moving_company_id: move.moving_company_id, final_price: move.final_price },
    agreedTotal(bookedTermsOf(move)),
    finish,
    now,
  );
  if (!finished) return false;
  await beforePayout?.();
  await publishEvent('ReviewInvited', { quoteId: move.quote_id });
  if (bookingPaymentOf(move)) await publishEvent('MoverPayoutDue', { quoteId: move.quote_id });
  return true;
}
