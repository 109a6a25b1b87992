import { describe, expect, it } from 'vitest';
import { canCompanyReadMove, leadRefusal } from '@functions/lead-payments/lead-access';
import { companyStatus } from '@functions/quote-visibility';

/* The one lead rule (functions/lead-payments/lead-access.ts) and the company's view of a quote's status. */

const NOW = new Date('2026-06-15T12:00:00-04:00');
const company = { is_verified: true, state: 'NC' };
const move = (state: string, end: string) => ({ from_location: { state } as never, end_date: end });

describe('leadRefusal', () => {
  it('allows a verified company its own state’s open leads for every use', () => {
    for (const use of ['see', 'save', 'quote', 'message'] as const)
      expect(leadRefusal(company, move('NC', '2026-06-15'), use, NOW)).toBeNull();
  });
  it('refuses an unverified company, another state’s lead and a company without a state', () => {
    expect(leadRefusal({ ...company, is_verified: false }, move('NC', '2026-07-01'), 'see', NOW)).toBe('unverified');
    expect(leadRefusal(company, move('SC', '2026-07-01'), 'quote', NOW)).toBe('notTheirs');
    expect(leadRefusal({ is_verified: true, state: undefined }, move('NC', '2026-07-01'), 'save', NOW)).toBe(
      'notTheirs',
    );
  });
  it('lets a passed move be read but not saved, quoted or messaged', () => {
    expect(leadRefusal(company, move('NC', '2026-06-14'), 'see', NOW)).toBeNull();
    for (const use of ['save', 'quote', 'message'] as const)
      expect(leadRefusal(company, move('NC', '2026-06-14'), use, NOW)).toBe('closed');
  });
});

describe('canCompanyReadMove', () => {
  it('needs a record and the rule, except that the customer’s booking always opens the move', () => {
    const sc = move('SC', '2026-07-01');
    expect(canCompanyReadMove(company, move('NC', '2026-07-01'), { quote: null, saved: false })).toBe(false);
    expect(canCompanyReadMove(company, move('NC', '2026-07-01'), { quote: null, saved: true })).toBe(true);
    expect(canCompanyReadMove(company, sc, { quote: { status: 'QUOTED' }, saved: true })).toBe(false);
    expect(canCompanyReadMove(company, sc, { quote: { status: 'BOOKED' }, saved: false })).toBe(true);
    expect(
      canCompanyReadMove({ ...company, is_verified: false }, sc, { quote: { status: 'BOOKED' }, saved: false }),
    ).toBe(false);
  });
});

describe('companyStatus', () => {
  it('is BOOKED for the company once it marked the quote, whatever the customer’s side says', () => {
    expect(companyStatus({ status: 'INVITED_TO_BOOK', company_marked_booked_at: '2026-06-15T00:00:00Z' })).toBe(
      'BOOKED',
    );
    expect(companyStatus({ status: 'QUOTED' })).toBe('QUOTED');
    expect(companyStatus({ status: 'BOOKED' })).toBe('BOOKED');
  });
});
