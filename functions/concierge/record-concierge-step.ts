import { findConciergeCase, recordConciergeStep } from '@functions/core/data/concierge/concierge-desk';
import { findBookedMove } from '@functions/core/data/quote/booked-moves';
import { eventHandler } from '@functions/platform/event-handler';

const STEP_OF_CHANGE: Record<string, 'booked' | 'cancelled' | undefined> = {
  booked: 'booked',
  cancelled: 'cancelled',
  cancelled_by_company: 'cancelled',
};

/**
 * On QuoteStatusChanged (booked, cancelled by either side) of a concierge customer's quote:
 * records the step on the case (access pattern C7), with its time, company and day as the booked
 * move holds them, so the timeline keeps every booking and cancellation, also when the same
 * quote is booked again. A second delivery writes the same item. Reads: the case (C1), the
 * booked move (B3).
 */
export const handler = eventHandler('QuoteStatusChanged', async ({ quoteId, customerId, change }) => {
  const kind = STEP_OF_CHANGE[change];
  if (!kind || !(await findConciergeCase(customerId))) return;
  const move = await findBookedMove(quoteId);
  const at = kind === 'booked' ? move?.booked_at : move?.cancelled_at;
  // Read after a later change of the same booking (cancelled and booked again): that change records itself.
  if (!move || !at) return;
  await recordConciergeStep({
    customer_id: customerId,
    at,
    quote_id: quoteId,
    kind,
    company_name: move.company_name,
    move_day: move.move_day,
    ...(kind === 'cancelled' && move.cancelled_by ? { by: move.cancelled_by } : {}),
  });
});
