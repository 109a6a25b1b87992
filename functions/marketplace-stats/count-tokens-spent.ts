import { countOnce } from '@functions/core/data/marketplace-counters';
import { eventHandler } from '@functions/core/event-handler';

/**
 * On LeadPaid (a token spent on a lead, published after the spend committed): the tokens count
 * as spent on the day the event was published, once per event. Refunds are not subtracted.
 * Writes: EMAIL_EVENT#<event>#marketplace-stats/CLAIM + STATS#DAY#<date>/COUNTERS (one transaction).
 */
export const handler = eventHandler('LeadPaid', async (lead, { eventId, time }) => {
  if (lead.tokens <= 0) return;
  await countOnce({ eventId, at: time, increments: { tokensSpent: lead.tokens } });
});
