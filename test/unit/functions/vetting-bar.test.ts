import { describe, expect, it } from 'vitest';
import { LIMITS } from '@schemas/constants';
import { meetsVettingBar, publicFactsOf, toVettingRecord } from '@functions/companies';

describe('the vetting bar (docs/admin.md, Vetting rule)', () => {
  it.each([
    [LIMITS.vettingMinHours, LIMITS.vettingMinRating, true],
    [LIMITS.vettingMinHours - 0.25, 5, false],
    [40, LIMITS.vettingMinRating - 1, false],
    [0, 1, false],
  ])('%s hours with a rating of %s meets it: %s', (hours_spent, rating, expected) => {
    expect(meetsVettingBar({ hours_spent, rating })).toBe(expected);
  });

  it('answers the record as admins read it, with who vetted and whether it meets the bar', () => {
    const record = toVettingRecord({
      moving_company_id: 'C',
      hours_spent: 5,
      rating: 4,
      vetted_on: '2026-03-01',
      usdot_number: '123456789',
      vetted_by_id: 'sub-1',
      vetted_by_name: 'Avery Admin',
      updated_at: '2026-03-01T10:00:00.000Z',
    });
    expect(record).toEqual({
      hours_spent: 5,
      rating: 4,
      vetted_on: '2026-03-01',
      usdot_number: '123456789',
      // A record written before these were asked for reads them as unknown.
      mc_number: null,
      authority_status: 'NONE',
      ncuc_certificate: null,
      sc_class_e_certificate: null,
      cargo_insurance_amount: null,
      liability_insurance_amount: null,
      cargo_insurance_expires_on: null,
      liability_insurance_expires_on: null,
      notes: null,
      vetted_by: { id: 'sub-1', name: 'Avery Admin' },
      usdot_changed: null,
      updated_at: '2026-03-01T10:00:00.000Z',
      meets_bar: true,
      stale_dot_number: null,
    });
  });

  it('gives customers the licences, the insurance amounts and the earlier of the two insurance days', () => {
    const facts = publicFactsOf({
      moving_company_id: 'C',
      hours_spent: 6,
      rating: 5,
      vetted_on: '2026-03-01',
      usdot_number: '123456789',
      mc_number: '612345',
      authority_status: 'ACTIVE',
      ncuc_certificate: '2041',
      cargo_insurance_amount: 100_000,
      liability_insurance_amount: 1_000_000,
      cargo_insurance_expires_on: '2027-04-01',
      liability_insurance_expires_on: '2027-02-15',
      vetted_by_id: 'sub-1',
      vetted_by_name: 'Avery Admin',
      updated_at: '2026-03-01T10:00:00.000Z',
    });
    expect(facts).toEqual({
      vetted_on: '2026-03-01',
      hours_spent: 6,
      rating: 5,
      mc_number: '612345',
      authority_status: 'ACTIVE',
      ncuc_certificate: '2041',
      cargo_insurance_amount: 100_000,
      liability_insurance_amount: 1_000_000,
      insurance_expires_on: '2027-02-15',
    });
  });
});
