import { isConditionalFailure } from '@functions/core/data/conditional';
import { bookedMoveEntity } from './booked-moves';

/*
 * The booked move's arrival steps: the 72-hour reminder claimed once, and the company's
 * confirmation of the crew's arrival window. Conditions in the database keep both to once,
 * however many job runs or clicks race.
 */

/** Sets a once-only time of an upcoming booked move; false when it is set already or the move is not upcoming. */
async function setOnceWhileUpcoming(
  quoteId: string,
  field: 'reminder_sent_at' | 'arrival_confirmed_at',
  now: Date,
): Promise<boolean> {
  try {
    await bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .set({ [field]: now.toISOString() })
      .where((attr, op) => `${op.eq(attr.stage, 'UPCOMING')} AND ${op.notExists(attr[field])}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Claims the reminder of an upcoming booked move: sets reminder_sent_at only if no reminder was
 * claimed yet. True for the one caller that claimed it (of any number of parallel runs).
 */
export const claimBookingReminder = (quoteId: string, now: Date) =>
  setOnceWhileUpcoming(quoteId, 'reminder_sent_at', now);

/** Gives a claimed reminder back (its event could not be published): the next run claims it again. */
export async function releaseBookingReminder(quoteId: string, claimedAt: Date): Promise<void> {
  try {
    await bookedMoveEntity()
      .patch({ quote_id: quoteId })
      .remove(['reminder_sent_at'])
      .where((attr, op) => op.eq(attr.reminder_sent_at, claimedAt.toISOString()))
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

export type ArrivalConfirmation = 'confirmed' | 'already_confirmed' | 'not_upcoming';

/**
 * The company confirms the crew's arrival window: sets arrival_confirmed_at while the move is
 * upcoming and not yet confirmed. A second confirmation changes nothing ('already_confirmed').
 */
export async function confirmBookedArrival(quoteId: string, now: Date): Promise<ArrivalConfirmation> {
  if (await setOnceWhileUpcoming(quoteId, 'arrival_confirmed_at', now)) return 'confirmed';
  const { data } = await bookedMoveEntity().get({ quote_id: quoteId }).go({ consistent: true });
  return data?.stage === 'UPCOMING' && data.arrival_confirmed_at ? 'already_confirmed' : 'not_upcoming';
}
