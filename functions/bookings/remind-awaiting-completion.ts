import { markCompletionReminded, unmarkCompletionReminded } from '@functions/core/data/quote/booked-move-completion';
import { bookedMovesDueBefore } from '@functions/core/data/quote/booked-moves';
import { publishEvent } from '@functions/platform/events';
import { logger } from '@functions/platform/logger';
import { todayInCarolinas } from '@functions/platform/move-dates';

/**
 * Each booked move whose day has passed (in the Carolinas) without a completion reminds its
 * company once: the move is marked reminded (conditional, so a second run or a parallel one
 * skips it) and BookingAwaitingCompletion sends the e-mail. The admin's queue lists such moves
 * as awaiting completion either way. Reads: Query gsi3 BOOKINGSTAGE#UPCOMING with a move day
 * before today (already reminded ones skipped).
 */
export async function remindAwaitingCompletion(now: Date): Promise<{ reminded: number }> {
  const due = await bookedMovesDueBefore('UPCOMING', todayInCarolinas(now), 1000);
  let reminded = 0;
  for (const move of due.filter((candidate) => !candidate.completion_reminder_sent_at)) {
    if (!(await markCompletionReminded(move.quote_id, now))) continue;
    const detail = { quoteId: move.quote_id, companyId: move.moving_company_id, moveDay: move.move_day };
    try {
      await publishEvent('BookingAwaitingCompletion', detail);
    } catch (error) {
      // Unsent: the next run tries again.
      await unmarkCompletionReminded(move.quote_id);
      throw error;
    }
    reminded++;
  }
  return { reminded };
}

/** Scheduled (schemas/schedules.ts, hourly). */
export const handler = async () => {
  const result = await remindAwaitingCompletion(new Date());
  logger.info('Companies reminded to complete moves', { ...result });
  return result;
};
