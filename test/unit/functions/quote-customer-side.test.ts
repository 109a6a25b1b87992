import { describe, expect, it } from 'vitest';
import { type QuoteItem } from '@functions/core/data/quote/quotes';
import { customerSideOf, customerSideOfAll } from '@functions/quote-visibility';

const quote = (fields: Partial<QuoteItem> = {}): QuoteItem => ({
  id: 'q1',
  move_request_id: 'm1',
  moving_company_id: 'c1',
  customer_id: 'u1',
  status: 'QUOTED',
  price: 1800,
  top_price: 2000,
  description: 'Two movers',
  quoted_by_user_id: 'cu1',
  quoted_by_name: 'Pat M.',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  ...fields,
});

describe('customerSideOf: what the customer may know of a payment-pending quote', () => {
  it('leaves a sent quote as it is', () => {
    const sent = quote();
    expect(customerSideOf(sent)).toBe(sent);
  });

  it("shows the customer's own request as it was, without the company's content", () => {
    const pending = quote({
      payment_pending_since: '2026-11-02T10:00:00.000Z',
      pending_from_status: 'QUOTE_REQUESTED',
      estimate: { type: 'binding' },
    });
    const seen = customerSideOf(pending)!;
    expect(seen).toMatchObject({ id: 'q1', status: 'QUOTE_REQUESTED', updated_at: pending.created_at });
    for (const field of [
      'price',
      'top_price',
      'description',
      'estimate',
      'quoted_by_name',
      'quoted_by_user_id',
    ] as const)
      expect(seen[field]).toBeUndefined();
  });

  it('hides a quote the company started until it is paid', () => {
    const pending = quote({ payment_pending_since: '2026-11-02T10:00:00.000Z' });
    expect(customerSideOf(pending)).toBeNull();
    expect(customerSideOfAll([pending, quote({ id: 'q2' })]).map((q) => q.id)).toEqual(['q2']);
  });
});
