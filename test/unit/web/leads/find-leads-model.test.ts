import { describe, expect, it } from 'vitest';
import { SearchMoveRequestsBodySchema } from '@schemas/leads';
import type { Location } from '@schemas/move-requests';
import {
  customerName,
  locationSummary,
  routeLine,
  specialConsiderations,
} from '@web/features/leads/find-leads/model/lead-summary';
import { EMPTY_SEARCH, searchBody, zipDigits } from '@web/features/leads/find-leads/model/search-filters';

const place: Location = {
  id: 'l1',
  address: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  square_feet: 1200,
  count_bedrooms: 1,
  is_elevator_required: false,
  is_stairs_required: true,
  unit_level_start: 3,
  unit_level_count: 1,
};

describe('find leads model', () => {
  it('builds a search body the contract accepts: blanks left out, a start alone is one day', () => {
    const body = searchBody({ ...EMPTY_SEARCH, startDate: '2027-01-05', fromCity: '  ', toZip: '294' }, null);
    expect(body).toMatchObject({
      startDate: '2027-01-05',
      endDate: '2027-01-05',
      fromLocation: { city: undefined },
      toLocation: { zip: '294' },
    });
    expect(SearchMoveRequestsBodySchema.safeParse(body).success).toBe(true);
    expect(SearchMoveRequestsBodySchema.safeParse(searchBody(EMPTY_SEARCH, '2027-01-05#01ABC')).success).toBe(true);
  });

  it('keeps at most five digits of a zip', () => {
    expect(zipDigits('27a60-1234')).toBe('27601');
  });

  it("shows the first name or 'Unknown Customer', the route and the home summary", () => {
    expect(customerName({ user: { firstName: 'Ann', lastName: null, email: null } })).toBe('Ann');
    expect(customerName({})).toBe('Unknown Customer');
    expect(routeLine({ move_request_from: place, move_request_to: { ...place, city: 'Columbia', state: 'SC' } })).toBe(
      'Raleigh, NC to Columbia, SC',
    );
    expect(locationSummary(place)).toBe('1 level · 4th floor · 1,200 sq ft · 1 bedroom');
    expect(locationSummary({ ...place, square_feet: null, count_bedrooms: 3, unit_level_count: 2 })).toBe(
      '2 levels · 4th floor · Sq ft not given · 3 bedrooms',
    );
    expect(specialConsiderations({ special_considerations: ' ' })).toBe('No special considerations');
  });
});
