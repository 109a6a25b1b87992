import type { EventDetail } from '@schemas/events';
import type { EventMeta } from '@functions/platform/event-handler';
import { countOnce } from './count-once';

/**
 * On LeadPaid (a token spent on a lead, published after the spend committed): the tokens count
 * as spent on the day the event was published, once per event. Refunds are not subtracted.
 * Writes: the event claim (marketplace counters, access pattern S1) + the day counters (marketplace counters, access pattern S2) (one transaction).
 */
export async function countTokensSpent(lead: EventDetail<'LeadPaid'>, { eventId, time }: EventMeta): Promise<void> {
  if (lead.tokens <= 0) return;
  await countOnce({ eventId, at: time, increments: { tokensSpent: lead.tokens } });
}
