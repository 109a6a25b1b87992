import type { LocationInput, MoveRequest } from '@schemas/move-requests';

export const raleigh = (overrides: Partial<LocationInput> = {}): LocationInput => ({
  address: '1 Fayetteville St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  square_feet: 1200,
  count_bedrooms: 2,
  is_elevator_required: false,
  is_stairs_required: true,
  unit_level_start: 0,
  unit_level_count: 2,
  ...overrides,
});

export const charleston = (overrides: Partial<LocationInput> = {}): LocationInput =>
  raleigh({ address: '5 King St', city: 'Charleston', state: 'SC', zip: '29401', square_feet: null, ...overrides });

export function savedMoveRequest(overrides: Partial<MoveRequest> = {}): MoveRequest {
  return {
    id: 'mr-1',
    user_id: 'user-1',
    move_request_from: { ...raleigh(), id: 'loc-from' },
    move_request_to: { ...charleston(), id: 'loc-to' },
    date_range_start: '2026-12-06',
    date_range_end: '2026-12-09',
    special_considerations: 'A piano',
    is_packing_required: false,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}
