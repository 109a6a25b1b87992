import { describe, expect, it } from 'vitest';
import { computeMetrics, isEngagedLead, windowStart, type MetricQuote } from '@functions/metrics/compute';
import { PerformanceMetricsQuerySchema } from '@schemas/metrics';

const q = (status: MetricQuote['status'], price?: number): MetricQuote => ({ status, price });

describe('computeMetrics', () => {
  it('is all zeros without quotes (closing ratio 0, not NaN)', () => {
    expect(computeMetrics([])).toEqual({
      bookings: 0,
      revenuePipeline: 0,
      closingRatio: 0,
      totalPaidLeads: 0,
      dealsClosed: 0,
    });
  });

  it('ignores requests the company never answered', () => {
    expect(computeMetrics([q('QUOTE_REQUESTED'), q('QUOTE_REQUESTED')])).toEqual({
      bookings: 0,
      revenuePipeline: 0,
      closingRatio: 0,
      totalPaidLeads: 0,
      dealsClosed: 0,
    });
  });

  it('counts each figure as docs/metrics.md defines it', () => {
    const metrics = computeMetrics([
      q('QUOTE_REQUESTED'),
      q('QUOTED', 1200),
      q('INVITED_TO_BOOK', 800),
      q('BOOKED', 2000),
      q('BOOKED', 1500),
      q('CANCELLED', 900),
      q('QUOTE_REQUESTED', 700), // asked again after a cancelled booking: it had a price, so engaged
    ]);
    expect(metrics).toEqual({
      bookings: 3, // two BOOKED + one cancelled booking
      revenuePipeline: 1200 + 800 + 2000 + 1500, // lower price of QUOTED, INVITED_TO_BOOK, BOOKED
      totalPaidLeads: 6,
      dealsClosed: 2,
      closingRatio: 33.3, // 2 of 6, one decimal
    });
  });

  it('counts a booking without a price (Mark as Booked) but adds no dollars', () => {
    expect(computeMetrics([q('BOOKED')])).toMatchObject({
      dealsClosed: 1,
      totalPaidLeads: 1,
      closingRatio: 100,
      revenuePipeline: 0,
    });
  });

  it('treats only QUOTE_REQUESTED without a price as not engaged', () => {
    expect(isEngagedLead(q('QUOTE_REQUESTED'))).toBe(false);
    expect(isEngagedLead(q('QUOTE_REQUESTED', 0))).toBe(true);
    expect(isEngagedLead(q('CANCELLED'))).toBe(true);
  });
});

describe('windowStart', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  it('is null for all time and now minus 7 or 30 days otherwise', () => {
    expect(windowStart('all_time', now)).toBeNull();
    expect(windowStart('last_7_days', now)).toBe('2026-11-15T12:00:00.000Z');
    expect(windowStart('last_30_days', now)).toBe('2026-10-23T12:00:00.000Z');
  });

  it('defaults the filter to all_time and refuses unknown ones', () => {
    expect(PerformanceMetricsQuerySchema.parse({})).toEqual({ filter: 'all_time' });
    expect(PerformanceMetricsQuerySchema.safeParse({ filter: 'last_year' }).success).toBe(false);
  });
});
