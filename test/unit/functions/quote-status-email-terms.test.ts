import { describe, expect, it } from 'vitest';
import { pricedEstimate } from '@schemas/estimate-totals';
import type { QuoteItem } from '@functions/core/data/quote/quotes';
import { customerEmail } from '@functions/notifications/quote-status-content';
import { hourlyEstimate } from '@test/support/fixtures/estimates';

/* The customer's "sent you a quote" e-mail names a structured quote's type, crew, worst case and validity. */

const to = { email: 'casey@example.com', greetingName: 'Casey', statusChanges: true, newMessages: true };
const change = (kind: string) => ({
  quoteId: 'q-1',
  moveRequestId: 'm-1',
  customerId: 'c-1',
  companyId: 'co-1',
  from: 'QUOTE_REQUESTED',
  to: 'QUOTED',
  change: kind,
  actorId: 'u-1',
});
const quote = (fields: Partial<QuoteItem>) =>
  ({
    id: 'q-1',
    move_request_id: 'm-1',
    moving_company_id: 'co-1',
    customer_id: 'c-1',
    status: 'QUOTED',
    ...fields,
  }) as QuoteItem;

describe('quote e-mails to the customer', () => {
  it('lists the main terms of a structured quote', () => {
    const { estimate, price, top_price } = pricedEstimate(hourlyEstimate({ valid_until: '2027-01-15' }));
    const email = customerEmail(
      change('quoted'),
      to,
      'Tar Heel Moving Co.',
      quote({ estimate, price, top_price: top_price ?? undefined }),
    )!;
    expect(email.text).toContain('sent you a quote of $750 to $1,010 for your move.');
    expect(email.text).toContain('Estimate type: Non-binding hourly (You pay for the hours the crew works.');
    expect(email.text).toContain('Crew and truck: 2 movers, 16 ft truck');
    expect(email.text).toContain('Most you can be billed: $1,111');
    expect(email.text).toContain('Valid until: Jan 15, 2027');
  });

  it('says only the price of a price-only quote, as before', () => {
    const email = customerEmail(change('updated'), to, 'Tar Heel Moving Co.', quote({ price: 900 }))!;
    expect(email.text).toContain('updated its quote for your move: now $900.');
    expect(email.text).not.toContain('Estimate type');
  });
});
