import { describe, expect, it } from 'vitest';
import { searchFields, searchText } from '@functions/core/data/user/users';
import { toAdminUser } from '@functions/admin/admin-user-view';
import { AdminUserSchema } from '@schemas/admin';

describe('the admin user search keys', () => {
  it('are lower case with single spaces, so a search matches whatever the case and spacing', () => {
    expect(searchText('  Ann   LEE ')).toBe('ann lee');
    expect(searchFields(' Mary  Ann ', 'Van  Der Berg')).toEqual({
      search_name: 'mary ann van der berg',
      search_last: 'van der berg',
    });
  });
});

describe('toAdminUser', () => {
  const profile = {
    id: 'u1',
    auth_id: 'u1',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    role: 'MOVING_COMPANY' as const,
    moving_company_id: 'c1',
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('reads an older profile without account_status as ACTIVE and names its company', () => {
    const row = toAdminUser(profile, { name: 'Tar Heel Moving Co.' } as never);
    expect(AdminUserSchema.parse(row)).toEqual({
      id: 'u1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      role: 'MOVING_COMPANY',
      moving_company_id: 'c1',
      moving_company_name: 'Tar Heel Moving Co.',
      account_status: 'ACTIVE',
      created_at: '2026-01-01T00:00:00.000Z',
    });
  });

  it('answers null company fields for a user without a company (or a company since deleted)', () => {
    expect(toAdminUser({ ...profile, moving_company_id: undefined }, undefined)).toMatchObject({
      moving_company_id: null,
      moving_company_name: null,
    });
    expect(toAdminUser({ ...profile, account_status: 'DISABLED' } as never, undefined)).toMatchObject({
      moving_company_id: 'c1',
      moving_company_name: null,
      account_status: 'DISABLED',
    });
  });
});
