import { describe, expect, it } from 'vitest';
import type { ConciergeCaseItem, ConciergeStepItem } from '@functions/core/data/concierge/concierge-desk';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import {
  recommendationStage,
  recommendationView,
  type RecommendedQuoteNow,
} from '@functions/concierge/recommendation-view';
import { conciergeTimeline } from '@functions/concierge/timeline';

/*
 * Where a concierge recommendation stands, read from its decision and what became of its quote,
 * and the timeline in the order things happened (docs/concierge.md).
 */

const approved: ConciergeCaseItem = {
  customer_id: 'c1',
  upgraded_at: '2026-12-01T10:00:00.000Z',
  rec_quote_id: 'q1',
  rec_company_name: 'Pine Movers',
  rec_price: 1200,
  rec_reason: 'the best reviews',
  rec_at: '2026-12-02T10:00:00.000Z',
  rec_status: 'APPROVED',
  rec_decided_at: '2026-12-03T10:00:00.000Z',
};
const quote = (status: QuoteItem['status'], extra: Partial<QuoteItem> = {}) =>
  ({ id: 'q1', status, price: 1200, created_at: '2026-12-01T11:00:00.000Z', ...extra }) as QuoteItem;
const now = (over: Partial<RecommendedQuoteNow>): RecommendedQuoteNow => ({
  quote: quote('QUOTED'),
  bookedMove: null,
  hasBooking: false,
  ...over,
});

describe('recommendationStage', () => {
  it('pending and declined as decided', () => {
    expect(recommendationStage({ ...approved, rec_status: 'PENDING' }, now({}))).toBe('pending');
    expect(recommendationStage({ ...approved, rec_status: 'DECLINED' }, now({}))).toBe('declined');
  });

  it('an approval is booked while its booking lives, whatever its stage but cancelled', () => {
    for (const stage of ['UPCOMING', 'COMPLETED_PENDING', 'COMPLETED', 'DISPUTED'] as const)
      expect(recommendationStage(approved, now({ bookedMove: { stage }, hasBooking: true }))).toBe('booked');
  });

  it('a booking cancelled after the approval ends it; an approval after a cancellation is a new one', () => {
    const cancelled = {
      stage: 'CANCELLED' as const,
      cancelled_at: '2026-12-04T09:00:00.000Z',
      cancelled_by: 'customer' as const,
    };
    expect(recommendationStage(approved, now({ quote: quote('CANCELLED'), bookedMove: cancelled }))).toBe('cancelled');
    const later = { ...approved, rec_decided_at: '2026-12-05T09:00:00.000Z' };
    expect(recommendationStage(later, now({ bookedMove: cancelled }))).toBe('payment_unfinished');
  });

  it('payment unfinished only while nothing is booked and the quote can be booked; else not booked', () => {
    expect(recommendationStage(approved, now({}))).toBe('payment_unfinished');
    expect(recommendationStage(approved, now({ quote: quote('INVITED_TO_BOOK') }))).toBe('payment_unfinished');
    expect(recommendationStage(approved, now({ quote: quote('QUOTE_REQUESTED') }))).toBe('not_booked');
    expect(recommendationStage(approved, now({ hasBooking: true }))).toBe('not_booked');
    expect(recommendationStage(approved, now({ quote: null }))).toBe('not_booked');
  });

  it('the view names who cancelled and when', () => {
    const view = recommendationView(
      approved,
      null,
      now({ bookedMove: { stage: 'CANCELLED', cancelled_at: '2026-12-04T09:00:00.000Z', cancelled_by: 'company' } }),
    );
    expect(view).toMatchObject({ stage: 'cancelled', cancellation: { by: 'company', at: '2026-12-04T09:00:00.000Z' } });
  });
});

describe('conciergeTimeline', () => {
  const step = (at: string, kind: 'booked' | 'cancelled', by?: 'customer' | 'company'): ConciergeStepItem => ({
    customer_id: 'c1',
    at,
    quote_id: 'q1',
    kind,
    company_name: 'Pine Movers',
    move_day: '2027-01-05',
    ...(by ? { by } : {}),
  });

  it('groups requests into rounds with counts and keeps every booking and cancellation in order', () => {
    const quotes = [
      quote('BOOKED', { id: 'q1', created_at: '2026-12-01T11:00:00.000Z', updated_at: '2026-12-06T10:00:00.000Z' }),
      quote('QUOTED', { id: 'q2', created_at: '2026-12-01T11:05:00.000Z', updated_at: '2026-12-01T15:00:00.000Z' }),
      quote('QUOTE_REQUESTED', { id: 'q3', price: undefined, created_at: '2026-12-01T13:00:00.000Z' }),
    ];
    const recommendation = recommendationView(approved, null, now({}));
    const entries = conciergeTimeline({
      upgradedAt: approved.upgraded_at,
      quotes,
      recommendation,
      feePaidAt: '2026-12-03T10:01:00.000Z',
      steps: [
        step('2026-12-03T10:01:01.000Z', 'booked'),
        step('2026-12-04T09:00:00.000Z', 'cancelled', 'customer'),
        step('2026-12-06T10:00:00.000Z', 'booked'),
      ],
    });
    expect(entries.map((e) => e.text)).toEqual([
      'You upgraded to Concierge',
      'Asked 2 companies for a quote',
      'Asked 1 company for a quote',
      '2 companies quoted',
      'Recommendation: Pine Movers, $1,200, because the best reviews',
      'You approved the recommendation',
      'You paid the $99 Concierge fee',
      'Your move is booked with Pine Movers for Jan 5, 2027',
      'You cancelled your booking with Pine Movers for Jan 5, 2027',
      'Your move is booked with Pine Movers for Jan 5, 2027',
    ]);
  });

  it('says a company cancelled, and keeps a booking made before steps were recorded', () => {
    const company = conciergeTimeline({
      upgradedAt: null,
      quotes: [],
      recommendation: null,
      feePaidAt: null,
      steps: [step('2026-12-04T09:00:00.000Z', 'cancelled', 'company')],
    });
    expect(company.map((e) => e.text)).toEqual(['Pine Movers cancelled your booking for Jan 5, 2027']);
    const older = conciergeTimeline({
      upgradedAt: null,
      quotes: [quote('BOOKED', { updated_at: '2026-12-04T09:00:00.000Z' })],
      recommendation: null,
      feePaidAt: null,
      steps: [],
    });
    expect(older.map((e) => e.text)).toEqual([
      'Asked 1 company for a quote',
      '1 company quoted',
      'Your move is booked',
    ]);
  });
});
