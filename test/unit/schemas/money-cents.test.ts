import { describe, expect, it } from 'vitest';
import { AdjustmentSchema } from '@schemas/booking-completion-view';
import { CompleteBookingBodySchema } from '@schemas/booking-completion';
import { CreateCompanyQuoteBodySchema } from '@schemas/company-quotes';
import { isWholeCents, MONEY_MESSAGES } from '@schemas/money';

const ID = '01JDSEEDC00000000000000009';

describe('money is whole cents on input', () => {
  it('accepts dollars with up to two decimals, also where floating point is inexact', () => {
    for (const ok of [0, 1, 10.1, 999.99, 1234.56, 0.07]) expect(isWholeCents(ok)).toBe(true);
    for (const bad of [999.995, 0.001, 10.105, 1e-7 + 5]) expect(isWholeCents(bad)).toBe(false);
  });

  it.each([
    [
      'quote price',
      CreateCompanyQuoteBodySchema,
      { move_request_id: ID, moving_company_id: ID, price: 999.99 },
      'price',
    ],
    [
      'quote range end',
      CreateCompanyQuoteBodySchema,
      { move_request_id: ID, moving_company_id: ID, price: 900, top_price: 1000.5 },
      'top_price',
    ],
    ['final price', CompleteBookingBodySchema, { final_price: 1000.25, adjustments: [] }, 'final_price'],
    ['adjustment', AdjustmentSchema, { line: 'Moving charge', amount: -10.25, reason: 'Early finish' }, 'amount'],
  ])('%s: a fraction of a cent is refused with the message', (_name, schema, body, field) => {
    expect(schema.safeParse(body).success).toBe(true);
    const parsed = schema.safeParse({ ...body, [field]: 999.995 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(MONEY_MESSAGES.wholeCents);
  });
});
