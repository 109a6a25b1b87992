import { describe, expect, it } from 'vitest';
import { computeMetrics, isEngagedLead, windowStart, type MetricQuote } from '@functions/metrics/compute';
import { PerformanceMetricsQuerySchema } from '@schemas/metrics';
import { metricsTimeline } from '@functions/metrics/timeline';
import { leadCost } from '@functions/metrics/lead-cost';

const q = (status: MetricQuote['status'], price?: number): MetricQuote => ({ status, price });

describe('computeMetrics', () => {
  it('is all zeros without quotes (closing ratio 0, not NaN)', () => {
    expect(computeMetrics([])).toEqual({
      bookings: 0,
      revenuePipeline: 0,
      closingRatio: 0,
      totalPaidLeads: 0,
      dealsClosed: 0,
      leadsSeen: 0,
      quotesSent: 0,
      closeRate: 0,
    });
  });

  it('ignores requests the company never answered', () => {
    expect(computeMetrics([q('QUOTE_REQUESTED'), q('QUOTE_REQUESTED')])).toEqual({
      bookings: 0,
      revenuePipeline: 0,
      closingRatio: 0,
      totalPaidLeads: 0,
      dealsClosed: 0,
      leadsSeen: 2,
      quotesSent: 0,
      closeRate: 0,
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
      leadsSeen: 7,
      quotesSent: 6, // every quote with a price, the one asked again included
      closeRate: 33.3, // 2 of 6
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

describe('metricsTimeline', () => {
  const now = new Date('2026-11-27T15:00:00Z'); // a Friday
  const at = (day: string, sent: boolean, booked = false) => ({ created_at: `${day}T10:00:00Z`, sent, booked });

  it('has one point a day over 7 days, empty days included', () => {
    const { timeline, timelineUnit } = metricsTimeline(
      [at('2026-11-21', true), at('2026-11-25', true, true), at('2026-11-25', false)],
      'last_7_days',
      '2026-11-20T15:00:00.000Z',
      now,
    );
    expect(timelineUnit).toBe('day');
    expect(timeline.map((p) => p.periodStart)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(timeline[5]).toEqual({ periodStart: '2026-11-25', quotesSent: 1, bookings: 1 });
  });

  it('groups 30 days by weeks from Monday and all time by months from the first lead', () => {
    const weeks = metricsTimeline([at('2026-11-04', true)], 'last_30_days', '2026-10-28T15:00:00.000Z', now);
    expect(weeks.timelineUnit).toBe('week');
    expect(weeks.timeline[0].periodStart).toBe('2026-10-26');
    expect(weeks.timeline.find((p) => p.periodStart === '2026-11-02')?.quotesSent).toBe(1);
    const months = metricsTimeline([at('2026-09-14', true, true)], 'all_time', null, now);
    expect(months.timeline.map((p) => p.periodStart)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(months.timeline[0]).toEqual({ periodStart: '2026-09-01', quotesSent: 1, bookings: 1 });
  });
});

describe('leadCost', () => {
  const ledger = [
    { kind: 'bought' as const, tokens: 20, created_at: '2026-11-01T00:00:00Z' },
    { kind: 'spent' as const, tokens: -1, created_at: '2026-11-02T00:00:00Z' },
    { kind: 'spent' as const, tokens: -1, created_at: '2026-11-25T00:00:00Z' },
    { kind: 'spent' as const, tokens: -1, created_at: '2026-11-26T00:00:00Z' },
    { kind: 'refunded' as const, tokens: 1, created_at: '2026-11-26T12:00:00Z' },
  ];
  const base = { planSince: '2026-11-01T00:00:00Z', ledger, bookings: 2, now: new Date('2026-11-27T00:00:00Z') };

  it('prices tokens spent less refunds at $25 each on pay per lead', () => {
    expect(leadCost({ ...base, planType: 'pay_per_lead_subscription_start', windowStart: null })).toEqual({
      plan: 'pay_per_lead',
      tokensSpent: 2,
      dollars: 50,
      perBooking: 25,
    });
    expect(
      leadCost({ ...base, planType: 'pay_per_lead_subscription_start', windowStart: '2026-11-20T00:00:00Z' }),
    ).toMatchObject({ tokensSpent: 1, dollars: 25, perBooking: 12.5 });
  });

  it('prices the monthly plan by its days in the window, and has no per-booking figure without bookings', () => {
    expect(leadCost({ ...base, planType: 'flat_rate_monthly_subscription', windowStart: null, bookings: 0 })).toEqual({
      plan: 'flat_rate',
      tokensSpent: 0,
      dollars: 519,
      perBooking: null,
    }); // 26 days of $599 a month
    expect(leadCost({ ...base, planType: null, windowStart: null })).toEqual({
      plan: 'none',
      tokensSpent: 0,
      dollars: 0,
      perBooking: null,
    });
  });
});
