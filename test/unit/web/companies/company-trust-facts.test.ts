import { NO_LICENCES } from '../support/fixtures';
import { describe, expect, it } from 'vitest';
import {
  companyTrustFacts,
  companyLicenceLine,
  formatResponseTime,
  formatVerifiedSince,
  formatYearsInBusiness,
  insuranceExpiredNotice,
  insuranceFact,
  yearsInBusiness,
} from '@web/lib/company-trust-facts';
import { saferSnapshotUrl } from '@schemas/trust-facts';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('formatVerifiedSince', () => {
  it('names the month and year of the vetting day', () => {
    expect(formatVerifiedSince('2026-03-01')).toBe('Verified since Mar 2026');
  });
  it('reads the day as a calendar date, whatever the time zone (the 1st stays in its month)', () => {
    expect(formatVerifiedSince('2025-12-01')).toBe('Verified since Dec 2025');
  });
});

describe('yearsInBusiness / formatYearsInBusiness', () => {
  it('counts whole years from the founding year', () => {
    expect(yearsInBusiness(2009, NOW)).toBe(17);
    expect(formatYearsInBusiness(2009, NOW)).toBe('17 years in business');
  });
  it('says one year in the singular and a company founded this year is new', () => {
    expect(formatYearsInBusiness(2025, NOW)).toBe('1 year in business');
    expect(formatYearsInBusiness(2026, NOW)).toBe('New this year');
  });
  it('is unknown without a year or with a year in the future', () => {
    expect(formatYearsInBusiness(null, NOW)).toBeNull();
    expect(yearsInBusiness(2030, NOW)).toBeNull();
  });
});

describe('formatResponseTime', () => {
  it('is hidden while the median is null (fewer than 3 answers)', () => {
    expect(formatResponseTime(null)).toBeNull();
  });
  it('rounds up to whole hours, so the promise is never faster than the record', () => {
    expect(formatResponseTime(4.2)).toBe('Usually answers within 5 hours');
    expect(formatResponseTime(6)).toBe('Usually answers within 6 hours');
  });
  it('says an hour for anything up to one', () => {
    expect(formatResponseTime(0)).toBe('Usually answers within an hour');
    expect(formatResponseTime(0.4)).toBe('Usually answers within an hour');
    expect(formatResponseTime(1)).toBe('Usually answers within an hour');
  });
  it('ignores numbers that are not a time', () => {
    expect(formatResponseTime(-1)).toBeNull();
    expect(formatResponseTime(Number.NaN)).toBeNull();
  });
});

describe('companyLicenceLine', () => {
  const vetting = {
    vetted_on: '2026-03-01',
    hours_spent: 6,
    rating: 5,
    mc_number: '123456',
    authority_status: 'ACTIVE' as const,
    ncuc_certificate: '1234',
    sc_class_e_certificate: '5678',
    cargo_insurance_amount: 10_000,
    liability_insurance_amount: 750_000,
    insurance_expires_on: null,
  };
  it('writes the state certificates, then the USDOT and MC numbers', () => {
    expect(companyLicenceLine({ vetting, dot_number: ' 1234567 ' })).toBe(
      'NCUC C-1234 · SC Class E 5678 · USDOT 1234567 · MC-123456',
    );
    expect(companyLicenceLine({ vetting: { ...vetting, sc_class_e_certificate: null }, dot_number: '1234567' })).toBe(
      'NCUC C-1234 · USDOT 1234567 · MC-123456',
    );
  });
  it('shows the DOT number of a company not yet vetted, and nothing without any number', () => {
    expect(companyLicenceLine({ vetting: null, dot_number: '98' })).toBe('USDOT 98');
    expect(companyLicenceLine({ vetting: null, dot_number: '  ' })).toBeNull();
    expect(companyLicenceLine({ vetting: null, dot_number: null })).toBeNull();
  });
});

describe('companyTrustFacts', () => {
  it('lists every known fact in order', () => {
    const facts = companyTrustFacts(
      {
        vetting: {
          vetted_on: '2026-03-01',
          hours_spent: 6,
          rating: 5,
          mc_number: null,
          ...NO_LICENCES,
          insurance_expires_on: null,
        },
        dot_number: '1234567',
        year_founded: 2009,
        median_response_hours: 3,
        price_accuracy: { completed_moves: 10, matched_moves: 9, final_to_agreed: 0.98 },
        protected_payment: true,
      },
      NOW,
    );
    expect(facts).toEqual([
      { kind: 'verified', text: 'Verified since Mar 2026' },
      { kind: 'payment', text: 'Protected payment' },
      { kind: 'licences', text: 'USDOT 1234567' },
      { kind: 'years', text: '17 years in business' },
      { kind: 'response', text: 'Usually answers within 3 hours' },
      { kind: 'accuracy', text: 'Final price matched the quote on 9 of 10 moves' },
    ]);
  });
  it('adds the MC number after the USDOT number when the company has one', () => {
    const facts = companyTrustFacts(
      {
        vetting: {
          vetted_on: '2026-03-01',
          hours_spent: 6,
          rating: 5,
          mc_number: '612345',
          ...NO_LICENCES,
          insurance_expires_on: null,
        },
        dot_number: '1234567',
        year_founded: null,
        median_response_hours: null,
      },
      NOW,
    );
    expect(facts.map((fact) => fact.text)).toEqual(['Verified since Mar 2026', 'USDOT 1234567 · MC-612345']);
  });
  it('leaves out what is unknown (an unverified company without a record yet)', () => {
    expect(
      companyTrustFacts({ vetting: null, dot_number: null, year_founded: null, median_response_hours: null }, NOW),
    ).toEqual([]);
  });
});

describe('insuranceFact', () => {
  const vetting = (insurance_expires_on: string | null, amounts: number | null = 100_000) => ({
    vetted_on: '2026-03-01',
    hours_spent: 6,
    rating: 5,
    mc_number: null,
    ...NO_LICENCES,
    cargo_insurance_amount: amounts,
    liability_insurance_amount: amounts === null ? null : 750_000,
    insurance_expires_on,
  });
  it('says the insurance positively while both certificates hold, until the earlier one', () => {
    expect(insuranceFact(vetting('2027-03-01'), NOW)).toEqual({
      kind: 'insurance',
      text: 'Insured: cargo and liability valid until Mar 1, 2027',
    });
    expect(insuranceFact(vetting('2026-11-24'), NOW)?.warning).toBeUndefined();
  });
  it('warns once the certificate has expired, amounts or not', () => {
    expect(insuranceFact(vetting('2026-11-23'), NOW)).toEqual({
      kind: 'insurance',
      text: 'Insurance certificate expired on Nov 23, 2026',
      warning: true,
    });
    expect(insuranceFact(vetting('2026-11-23', null), NOW)?.warning).toBe(true);
  });
  it('says nothing without a record, an expiry, or amounts', () => {
    expect(insuranceFact(null, NOW)).toBeNull();
    expect(insuranceFact(vetting(null), NOW)).toBeNull();
    expect(insuranceFact(vetting('2027-03-01', null), NOW)).toBeNull();
  });
  it('is a trust fact after protected payment and before the licences', () => {
    const kinds = companyTrustFacts(
      {
        vetting: { ...vetting('2027-03-01'), ncuc_certificate: '2041' },
        dot_number: null,
        year_founded: null,
        median_response_hours: null,
        protected_payment: true,
      },
      NOW,
    ).map((fact) => fact.kind);
    expect(kinds).toEqual(['verified', 'payment', 'insurance', 'licences']);
  });
});

describe('insuranceExpiredNotice', () => {
  const vetting = (insurance_expires_on: string | null) => ({
    vetted_on: '2026-03-01',
    hours_spent: 6,
    rating: 5,
    mc_number: null,
    ...NO_LICENCES,
    insurance_expires_on,
  });
  it('says so once the day has passed in the Carolinas, and not before', () => {
    expect(insuranceExpiredNotice(vetting('2026-11-23'), NOW)).toBe('Insurance certificate expired on Nov 23, 2026');
    expect(insuranceExpiredNotice(vetting('2026-11-24'), NOW)).toBeNull();
    // 03:00 UTC on the 25th is still the 24th in Raleigh: not expired yet.
    expect(insuranceExpiredNotice(vetting('2026-11-24'), new Date('2026-11-25T03:00:00Z'))).toBeNull();
    expect(insuranceExpiredNotice(vetting(null), NOW)).toBeNull();
    expect(insuranceExpiredNotice(null, NOW)).toBeNull();
  });
});

describe('saferSnapshotUrl', () => {
  it("is FMCSA SAFER's company snapshot of the USDOT number", () => {
    expect(saferSnapshotUrl('301245876')).toBe(
      'https://safer.fmcsa.dot.gov/query.asp?searchtype=ANY&query_type=queryCarrierSnapshot&query_param=USDOT&query_string=301245876',
    );
  });
});
