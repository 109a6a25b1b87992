import { describe, expect, it } from 'vitest';
import { countQuoteNotifications } from '@functions/quote-notifications/count';

describe('countQuoteNotifications (the My quotes red dot)', () => {
  const quotes = [
    { status: 'QUOTE_REQUESTED' as const, updated_at: '2026-05-03T10:00:00.000Z' },
    { status: 'QUOTED' as const, updated_at: '2026-05-02T10:00:00.000Z' },
    { status: 'CANCELLED' as const, updated_at: '2026-05-04T10:00:00.000Z' },
  ];

  it('never viewed: every quote with a company response', () => {
    expect(countQuoteNotifications(quotes, undefined)).toBe(2);
  });

  it('viewed: only responses changed after the view; own requests never count', () => {
    expect(countQuoteNotifications(quotes, '2026-05-03T00:00:00.000Z')).toBe(1);
    expect(countQuoteNotifications(quotes, '2026-05-04T10:00:00.000Z')).toBe(0);
    expect(countQuoteNotifications([], undefined)).toBe(0);
  });
});
