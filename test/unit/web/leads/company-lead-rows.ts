import type { CompanyLead } from '@schemas/company-quotes';
import type { MoveRequest } from '@schemas/move-requests';
import { raleigh } from '../support/fixtures';

/** Lead-manager rows for the /manage-leads page tests: a Cary → Durham move, quoted unless overridden. */
const location = (city: string) => ({
  ...raleigh({ address: '12 Oak St', city, zip: '27511', square_feet: null, unit_level_count: 1 }),
  id: `loc-${city}`,
});

export const move = (id: string, user: MoveRequest['user']): MoveRequest => ({
  id,
  user_id: `customer-${id}`,
  move_request_from: location('Cary'),
  move_request_to: location('Durham'),
  date_range_start: '2027-03-01',
  date_range_end: '2027-03-02',
  special_considerations: '',
  is_packing_required: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  user,
});

export const lead = (id: string, overrides: Partial<CompanyLead>): CompanyLead => ({
  id: `quote-${id}`,
  type: 'quote',
  move_request_id: id,
  moving_company_id: 'company-1',
  move_request: move(id, { firstName: `Name${id}`, lastName: null, email: null }),
  status: 'QUOTED',
  price: 900,
  top_price: null,
  description: null,
  estimate: null,
  quoted_by_name: 'Casey C.',
  updated_at: '2026-02-01T15:00:00.000Z',
  is_saved: false,
  has_token: false,
  requested_by_customer: false,
  is_expired: false,
  move_changed_since_quoted: false,
  ...overrides,
});
