import { routes } from '@schemas/routes';
import { priceAccuracyOf } from '@schemas/booking-completion-view';
import { agreedTotal, highestFinalPrice } from '@schemas/bookings';
import { HOLD_DAYS_BEFORE } from '@schemas/deposits';
import type { BookingQueueRow, BookingQueueView, DisputeMessage } from '@schemas/booking-completion';
import { findMarketplacePriceAccuracy } from '@functions/core/data/quote/booked-move-completion';
import {
  bookedMovesDueBefore,
  bookedMovesDueBetween,
  bookedTermsOf,
  bookingPaymentOf,
  findBookedMoves,
  type BookedMoveItem,
} from '@functions/core/data/quote/booked-moves';
import { latestChargebacks } from '@functions/core/data/payments/chargebacks';
import { addDays } from '@functions/platform/calendar-dates';
import { findProfiles, type UserItem } from '@functions/core/data/user/users';
import { httpHandler, type PlainHandler } from '@functions/platform/http/handler';
import { todayInCarolinas } from '@functions/platform/move-dates';
import { toCompletionView } from './completion-view';
import { disputeConversation } from './dispute-conversation';
import { chargebackViewOf, noShowViewOf } from './views';

/** Rows a queue shows at most (oldest first); the admin works them down. */
export const QUEUE_LIMIT = 100;
/** After every ISO time and date: the upper bound of 'all of a stage'. */
const END_OF_TIME = '9999';

function toQueueRow(
  move: BookedMoveItem,
  customer: UserItem | undefined,
  conversation: DisputeMessage[],
): BookingQueueRow {
  const terms = bookedTermsOf(move);
  return {
    quote_id: move.quote_id,
    company: { id: move.moving_company_id, name: move.company_name },
    customer: customer
      ? { id: customer.id, name: `${customer.firstName} ${customer.lastName}`, email: customer.email }
      : null,
    stage: move.stage,
    move_day: move.move_day,
    terms,
    agreed_total: agreedTotal(terms),
    highest_final_price: highestFinalPrice(terms),
    completion: toCompletionView(move),
    completion_reminder_sent_at: move.completion_reminder_sent_at ?? null,
    payment_kind: bookingPaymentOf(move) ? 'protected' : 'direct',
    no_show: noShowViewOf(move),
    chargeback: chargebackViewOf(bookingPaymentOf(move)?.chargeback),
    conversation,
  };
}

async function queueMoves(view: BookingQueueView): Promise<BookedMoveItem[]> {
  const today = todayInCarolinas(new Date());
  if (view === 'disputed') return bookedMovesDueBefore('DISPUTED', END_OF_TIME, QUEUE_LIMIT);
  if (view === 'awaiting_completion') return bookedMovesDueBefore('UPCOMING', today, QUEUE_LIMIT);
  if (view === 'no_shows') {
    // Reported from the move day on: upcoming moves up to today.
    const due = await bookedMovesDueBefore('UPCOMING', addDays(today, 1), QUEUE_LIMIT);
    return due.filter((move) => move.no_show_reported_at);
  }
  if (view === 'chargebacks') {
    // Newest first; a booking disputed twice is listed once.
    const quoteIds = [...new Set((await latestChargebacks(QUEUE_LIMIT)).map((c) => c.quote_id))];
    const moves = new Map((await findBookedMoves(quoteIds)).map((move) => [move.quote_id, move]));
    return quoteIds.flatMap((id) => moves.get(id) ?? []);
  }
  // The holds are made within HOLD_DAYS_BEFORE of the move day: a refusal can only be there.
  const soon = await bookedMovesDueBetween('UPCOMING', today, addDays(today, HOLD_DAYS_BEFORE));
  return soon.filter((move) => bookingPaymentOf(move)?.hold_failed_at && !bookingPaymentOf(move)?.hold);
}

/**
 * GET /api/admin/bookings/queue?view=disputed|awaiting_completion (ADMIN): the disputed moves
 * (oldest dispute first) with both sides' records: the terms as booked, the final price and
 * adjustments, the customer's reason and photos; or the moves whose day has passed without a
 * completion (oldest day first); or the protected-payment moves of the next 2 days whose card
 * refused the balance hold (booking page: the customer is asked to update the card); or the
 * bookings with a chargeback, newest first (CHARGEBACKS). With the marketplace's price accuracy.
 * Reads: Query gsi3 BOOKINGSTAGE#DISPUTED (all) or BOOKINGSTAGE#UPCOMING with a move day before
 * today, at most QUEUE_LIMIT, each disputed move's conversation (dispute-conversation.ts) (hold_failed: BOOKINGSTAGE#UPCOMING from today to 2 days ahead, filtered); GetItem STATS#PRICE_ACCURACY/TOTALS; BatchGetItem of the rows' customers.
 */
export const listBookingQueue: PlainHandler<typeof routes.listBookingQueue> = async ({ query }) => {
  const [moves, totals] = await Promise.all([queueMoves(query.view), findMarketplacePriceAccuracy()]);
  const [customers, conversations] = await Promise.all([
    findProfiles([...new Set(moves.map((move) => move.customer_id))]),
    // Only a dispute is decided on what the two sides wrote each other.
    Promise.all(moves.map(async (move) => (query.view === 'disputed' ? disputeConversation(move) : []))),
  ]);
  const rows = moves.map((move, index) =>
    toQueueRow(move, customers.get(move.customer_id), conversations[index] ?? []),
  );
  return { view: query.view, rows, marketplace_price_accuracy: priceAccuracyOf(totals) };
};

export const handler = httpHandler(routes.listBookingQueue, listBookingQueue);
