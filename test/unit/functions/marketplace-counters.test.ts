import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  FIRST_QUOTE_BUCKET_EDGES,
  medianOf,
  type MarketplaceDay,
} from '@functions/core/data/stats/marketplace-counters';
import { demoStatsDays } from '@infra/local/seed/seed-marketplace-stats';
import { DEMO_CUSTOMER_MOVE, DEMO_MOVES } from '@infra/local/seed/demo-moves';

const day = (minutes: number[]): MarketplaceDay => {
  const buckets: Record<string, number> = {};
  for (const m of minutes) buckets[bucketOf(m)] = (buckets[bucketOf(m)] ?? 0) + 1;
  return { date: '2026-01-01', counters: {} as MarketplaceDay['counters'], buckets };
};

describe('the first-quote histogram', () => {
  it('files minutes under the first edge at or above them; beyond a week in the last bucket', () => {
    expect(bucketOf(0)).toBe('ttfq_5');
    expect(bucketOf(5)).toBe('ttfq_5');
    expect(bucketOf(5.01)).toBe('ttfq_10');
    expect(bucketOf(61)).toBe('ttfq_90');
    expect(bucketOf(10080)).toBe('ttfq_10080');
    expect(bucketOf(20000)).toBe('ttfq_over');
  });

  it('answers the upper edge of the bucket holding the middle answer, merged across days', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([day([])])).toBeNull();
    expect(medianOf([day([3])])).toBe(5);
    expect(medianOf([day([3, 100]), day([200])])).toBe(120);
    // Even count: the lower middle answer.
    expect(medianOf([day([1, 2, 50, 70])])).toBe(5);
    expect(medianOf([day([30000])])).toBe(FIRST_QUOTE_BUCKET_EDGES.at(-1));
  });
});

describe('the seed backfill', () => {
  it('files every demo customer, move, request, quote and booking within the last 30 days', () => {
    const today = '2026-03-31';
    const days = demoStatsDays(today);
    const total = (name: 'newCustomers' | 'moveRequests' | 'quoteRequests' | 'quotesSent' | 'bookings') =>
      days.reduce((sum, d) => sum + (d.increments[name] ?? 0), 0);
    const demoQuotes = DEMO_MOVES.flatMap((m) => (m.demoCompanyQuote ? [m.demoCompanyQuote.status] : []));
    const ownQuotes = DEMO_CUSTOMER_MOVE.quotes.map((q) => q.status as string);
    const statuses = [...demoQuotes, ...ownQuotes];
    expect(total('newCustomers')).toBe(DEMO_MOVES.length + 1);
    expect(total('moveRequests')).toBe(DEMO_MOVES.length + 1);
    expect(total('quoteRequests')).toBe(statuses.length);
    expect(total('quotesSent')).toBe(statuses.filter((s) => s !== 'QUOTE_REQUESTED').length);
    expect(total('bookings')).toBe(statuses.filter((s) => s === 'BOOKED').length);
    expect(days.every((d) => d.date <= today && d.date >= '2026-03-02')).toBe(true);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
  });
});
