import { describe, expect, it } from 'vitest';
import type { CompanyLead } from '@schemas/company-quotes';
import { preparedByName } from '@schemas/company-quotes';
import { leadActions } from '@web/features/leads/manage-leads/model/lead-actions';
import { formatInteractionTime } from '@web/features/leads/manage-leads/model/lead-dates';
import { matchesLeadFilter, parseLeadFilter } from '@web/features/leads/manage-leads/model/lead-filter';
import { formatQuotePrice } from '@web/features/leads/quote-editor/model/quote-form';

const lead = (overrides: Partial<CompanyLead>): CompanyLead =>
  ({
    id: 'q1',
    type: 'quote',
    status: 'QUOTED',
    price: 100,
    top_price: null,
    is_saved: false,
    has_token: false,
    is_expired: false,
    move_changed_since_quoted: false,
    ...overrides,
  }) as CompanyLead;

describe('lead filter (spec section 4)', () => {
  it('matches statuses lower-cased with dashes and keeps saved leads out of status filters', () => {
    expect(matchesLeadFilter(lead({ status: 'QUOTE_REQUESTED' }), 'quote-requested')).toBe(true);
    expect(matchesLeadFilter(lead({ status: 'INVITED_TO_BOOK' }), 'invited-to-book')).toBe(true);
    expect(matchesLeadFilter(lead({ status: 'QUOTED' }), 'booked')).toBe(false);
    expect(matchesLeadFilter(lead({ type: 'saved', status: 'SAVED' }), 'saved')).toBe(true);
    expect(matchesLeadFilter(lead({ type: 'quote', is_saved: true }), 'saved')).toBe(false);
    expect(matchesLeadFilter(lead({ has_token: true }), 'paid')).toBe(true);
    expect(matchesLeadFilter(lead({ type: 'saved', status: 'SAVED' }), 'all')).toBe(true);
    expect(matchesLeadFilter(lead({}), null)).toBe(true);
    expect(parseLeadFilter('quoted')).toBe('quoted');
    expect(parseLeadFilter('nonsense')).toBeNull();
  });
});

describe('card actions by status (spec section 4 table)', () => {
  it('offers the actions of the table', () => {
    expect(leadActions(lead({ type: 'saved', status: 'SAVED', price: null }))).toEqual(['create-quote']);
    expect(leadActions(lead({ status: 'QUOTE_REQUESTED', price: null }))).toEqual(['create-quote']);
    expect(leadActions(lead({ status: 'QUOTED' }))).toEqual(['edit-quote']);
    expect(leadActions(lead({ status: 'INVITED_TO_BOOK' }))).toEqual(['view-quote']);
    expect(leadActions(lead({ status: 'BOOKED' }))).toEqual(['view-booking']);
    expect(leadActions(lead({ status: 'BOOKED', is_expired: true }))).toEqual(['view-booking']);
    expect(leadActions(lead({ status: 'CANCELLED' }))).toEqual(['view-quote', 'mark-booked']);
    expect(leadActions(lead({ status: 'QUOTED', is_expired: true }))).toEqual(['view-quote', 'mark-booked']);
    expect(leadActions(lead({ status: 'QUOTE_REQUESTED', price: null, is_expired: true }))).toEqual(['mark-booked']);
  });
});

describe('formats', () => {
  it("shows prices as '$price' or '$price - $top_price', TBD if none, and Prepared by as first name and last initial", () => {
    expect(formatQuotePrice(1200)).toBe('$1,200');
    expect(formatQuotePrice(1200, 1500)).toBe('$1,200 - $1,500');
    expect(formatQuotePrice(null)).toBe('TBD');
    expect(preparedByName({ firstName: 'Casey', lastName: 'carter' })).toBe('Casey C.');
  });

  it('reads zone-less timestamps as UTC', () => {
    expect(formatInteractionTime('2027-01-05T12:00:00')).toBe(formatInteractionTime('2027-01-05T12:00:00.000Z'));
  });
});
