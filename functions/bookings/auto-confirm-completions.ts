import { bookedMovesDueBefore } from '@functions/core/data/quote/booked-moves';
import { logger } from '@functions/platform/logger';
import { finishCompletion } from './completion-flows';

/**
 * Every completed move whose customer neither confirmed nor disputed within the 7 days counts as
 * confirmed (auto_confirmed) and in price accuracy, each in its own transaction, conditional on
 * the stage and the passed deadline, so a confirmation or dispute at the same moment wins
 * cleanly and a second run changes nothing. Reads: Query gsi3 BOOKINGSTAGE#COMPLETED_PENDING with
 * stage_due before now, in pages of 100 until none are left.
 */
export async function autoConfirmCompletions(now: Date): Promise<{ confirmed: number }> {
  let confirmed = 0;
  for (;;) {
    const due = await bookedMovesDueBefore('COMPLETED_PENDING', now.toISOString());
    if (due.length === 0) return { confirmed };
    let progressed = false;
    for (const move of due) {
      if (await finishCompletion(move, { by: 'auto' }, now)) {
        confirmed++;
        progressed = true;
      }
    }
    // The index lags the table: moves answered meanwhile may still be listed; stop rather than loop.
    if (!progressed) return { confirmed };
  }
}

/** Scheduled (schemas/schedules.ts, hourly). */
export const handler = async () => {
  const result = await autoConfirmCompletions(new Date());
  logger.info('Completions auto-confirmed', { ...result });
  return result;
};
