import { describe, expect, it } from 'vitest';
import { isPastDate, todayInCarolinas } from '@functions/platform/move-dates';
import { mergeUpdate, sameFields, storedFields } from '@functions/move-requests/merge';
import { toCompanyView, toLocation, toOwnerView } from '@functions/move-requests/move-request-views';
import { toStoredLocation } from '@functions/move-requests/stored-location';
import { canEditMoveRequest, canViewMoveRequest } from '@functions/move-requests/access';
import { HttpError } from '@functions/platform/http/errors';
import type { MoveRequestItem } from '@functions/core/data/move-request/move-requests';
import type { UserItem } from '@functions/core/data/user/users';
import type { AuthContext } from '@functions/platform/http/auth-context';

const NOW = new Date('2026-11-23T03:00:00Z'); // 10 pm on Nov 22 in Raleigh (EST)

const stored = (id: string, city: string) => ({
  id,
  address: '1 Main St',
  city,
  state: 'NC',
  zip: '27601',
  count_bedrooms: 2,
  is_elevator_required: false,
  is_stairs_required: true,
  unit_level_start: 0,
  unit_level_count: 1,
});

const item: MoveRequestItem = {
  id: 'REQ1',
  user_id: 'owner',
  from_location: stored('LOC_FROM', 'Raleigh'),
  to_location: { ...stored('LOC_TO', 'Durham'), square_feet: 900 },
  start_date: '2026-11-20', // already past: editing other fields must still work
  end_date: '2026-12-02',
  special_considerations: 'Piano',
  is_packing_required: true,
  origin_state: 'NC',
  lead_partition: 'D12',
  lead_order: '2026-11-20',
  lead_from_city: 'raleigh',
  lead_to_city: 'durham',
  lead_from_zip: '276',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const input = (city: string, extra: Record<string, unknown> = {}) => {
  const { id: _id, ...fields } = stored('x', city);
  return { ...fields, state: 'NC' as const, square_feet: null, ...extra };
};

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof HttpError ? `${error.statusCode} ${error.message}` : String(error);
  }
  return 'ok';
};

describe('dates in the Carolinas', () => {
  it('judges today in America/New_York, winter and summer', () => {
    expect(todayInCarolinas(NOW)).toBe('2026-11-22');
    expect(todayInCarolinas(new Date('2026-07-01T03:30:00Z'))).toBe('2026-06-30'); // EDT
    expect(todayInCarolinas(new Date('2026-07-01T04:30:00Z'))).toBe('2026-07-01');
  });

  it('lets today be picked but not yesterday', () => {
    expect(isPastDate('2026-11-22', NOW)).toBe(false);
    expect(isPastDate('2026-11-23', NOW)).toBe(false);
    expect(isPastDate('2026-11-21', NOW)).toBe(true);
  });
});

describe('mergeUpdate', () => {
  it('keeps what is not sent and a location id, and allows an unchanged past start', () => {
    const merged = mergeUpdate(item, { from_location: input('Cary'), special_considerations: 'Two pianos' }, NOW);
    expect(merged.from_location).toEqual({ ...stored('LOC_FROM', 'Cary') });
    expect(merged.to_location).toBe(item.to_location);
    expect(merged).toMatchObject({
      start_date: '2026-11-20',
      end_date: '2026-12-02',
      special_considerations: 'Two pianos',
    });
  });

  it('refuses a changed date in the past, an end before the start and a foreign location id', () => {
    expect(status(() => mergeUpdate(item, { start_date: '2026-11-21' }, NOW))).toBe(
      '400 start_date: Past dates cannot be picked',
    );
    expect(status(() => mergeUpdate(item, { start_date: '2026-11-22' }, NOW))).toBe('ok');
    expect(status(() => mergeUpdate(item, { start_date: '2026-12-03' }, NOW))).toBe(
      '400 end_date: The end date cannot be before the start date',
    );
    expect(status(() => mergeUpdate(item, { to_location: input('Cary', { id: 'LOC_FROM' }) }, NOW))).toBe(
      "400 to_location.id: Does not match this move request's location",
    );
    expect(status(() => mergeUpdate(item, { to_location: input('Cary', { id: 'LOC_TO' }) }, NOW))).toBe('ok');
  });

  it('sees a no-op as the same fields, and a null square feet as the absent one', () => {
    const same = mergeUpdate(
      item,
      { from_location: input('Raleigh'), start_date: '2026-11-20', is_packing_required: true },
      NOW,
    );
    expect(sameFields(storedFields(item), same)).toBe(true);
    const changed = mergeUpdate(item, { to_location: input('Durham') }, NOW); // 900 sq ft → null
    expect(sameFields(storedFields(item), changed)).toBe(false);
  });
});

describe('views', () => {
  const profile = { firstName: 'Jordan', lastName: 'Rivera', email: 'j@example.com' } as UserItem;

  it('answers square feet as null when absent, and never stores a null or a client id', () => {
    expect(toLocation(item.from_location).square_feet).toBeNull();
    expect(toStoredLocation(input('Cary', { id: 'CLIENT' }), 'SERVER')).toEqual(stored('SERVER', 'Cary'));
  });

  it('gives the owner the full user and a company the first name only', () => {
    expect(toOwnerView(item, profile).user).toEqual({
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'j@example.com',
    });
    const company = toCompanyView(item, profile);
    expect(company.user).toEqual({ firstName: 'Jordan', lastName: null, email: null });
    expect(JSON.stringify(company)).not.toMatch(/Rivera|j@example\.com/);
    expect(toOwnerView(item, null)).not.toHaveProperty('user');
  });
});

describe('access', () => {
  const auth = (userId: string, role: AuthContext['role']): AuthContext => ({
    userId,
    username: userId,
    role,
    groups: [role],
  });

  it('lets the owner and admins view, only the owner edit', () => {
    expect(canViewMoveRequest(auth('owner', 'MOVER'), item)).toBe(true);
    expect(canViewMoveRequest(auth('admin', 'ADMIN'), item)).toBe(true);
    expect(canViewMoveRequest(auth('other', 'MOVER'), item)).toBe(false);
    expect(canViewMoveRequest(auth('company', 'MOVING_COMPANY'), item)).toBe(false);
    expect(canEditMoveRequest(auth('owner', 'MOVER'), item)).toBe(true);
    expect(canEditMoveRequest(auth('admin', 'ADMIN'), item)).toBe(false);
  });
});
