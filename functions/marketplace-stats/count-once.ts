import { countOnce as countOnDay, type CounterIncrements } from '@functions/core/data/stats/marketplace-counters';
import { countMetric, type BusinessMetric } from '@functions/platform/metrics';

type CountedEvent = Parameters<typeof countOnDay>[0];

/** The day counters that are also business metrics on the ops dashboard. */
const METRIC_OF: Partial<Record<keyof CounterIncrements, BusinessMetric>> = {
  quotesSent: 'quotesSent',
  bookings: 'bookings',
  cancellations: 'cancellations',
  tokensSold: 'tokensSold',
  tokensSpent: 'tokensSpent',
};

/**
 * Counts an event once on its day (marketplace-counters.ts countOnce) and, the first time only,
 * emits the matching business metrics: this consumer sees every such business event once.
 */
export async function countOnce(event: CountedEvent): Promise<boolean> {
  const counted = await countOnDay(event);
  if (!counted) return false;
  for (const [counter, value] of Object.entries(event.increments) as Array<
    [keyof CounterIncrements, number | undefined]
  >) {
    const metric = METRIC_OF[counter];
    if (metric && value) countMetric(metric, value);
  }
  return true;
}
