import type { AdminMovingCompany, AdminUser, MarketplaceStats, VettingRecord } from '@schemas/admin';
import { myCompany } from '../support/fixtures';

/* The admin dashboard's server answers, from the demo company and users. */

export const UNVERIFIED_ID = '01JDSEEDC00000000000000009';

export function vettingRecord(overrides: Partial<VettingRecord> = {}): VettingRecord {
  return {
    hours_spent: 6,
    rating: 5,
    vetted_on: '2026-01-15',
    usdot_number: '301245876',
    mc_number: '612345',
    authority_status: 'ACTIVE',
    ncuc_certificate: '2041',
    sc_class_e_certificate: null,
    cargo_insurance_amount: 100_000,
    liability_insurance_amount: 1_000_000,
    cargo_insurance_expires_on: '2027-03-31',
    liability_insurance_expires_on: '2027-01-31',
    notes: 'Depot visited.',
    vetted_by: { id: 'admin-1', name: 'Avery Admin' },
    usdot_changed: null,
    updated_at: '2026-01-15T15:00:00.000Z',
    meets_bar: true,
    stale_dot_number: null,
    ...overrides,
  };
}

export function adminCompany(overrides: Partial<AdminMovingCompany> = {}): AdminMovingCompany {
  return {
    ...myCompany(),
    vetting: vettingRecord(),
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-15T15:00:00.000Z',
    ...overrides,
  };
}

export function adminUser(index: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `user-${index}`,
    firstName: `First${index}`,
    lastName: `Last${index}`,
    email: `user${index}@example.com`,
    role: 'MOVER',
    moving_company_id: null,
    moving_company_name: null,
    account_status: 'ACTIVE',
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const window = (base: number) => ({
  newCustomers: base,
  moveRequests: base + 1,
  quoteRequests: base + 2,
  quotesSent: base + 3,
  bookings: base + 4,
  cancellations: 1,
  tokensSold: 40,
  tokensSpent: 12,
  medianMinutesToFirstQuote: 95,
});

export function marketplaceStats(): MarketplaceStats {
  return {
    last_7_days: window(3),
    last_30_days: { ...window(10), medianMinutesToFirstQuote: null },
    daily: [
      { date: '2026-11-22', moveRequests: 1, quoteRequests: 2, quotesSent: 1, bookings: 0 },
      { date: '2026-11-23', moveRequests: 2, quoteRequests: 3, quotesSent: 2, bookings: 1 },
    ],
    activeSubscriptions: { flat_rate_monthly: 4, pay_per_lead: 2 },
    generated_at: '2026-11-24T02:00:00.000Z',
  };
}
