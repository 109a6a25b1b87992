import { LIMITS } from '@schemas/constants';
import { earliestInsuranceExpiry } from '@schemas/trust-facts';
import type { VettingRecord } from '@schemas/admin';
import type { CompanyVettingItem } from '@functions/core/data/company/company-vetting';
import type { VettingFacts } from '@functions/core/data/company/moving-companies';

/*
 * The vetting rule (docs/admin.md, Vetting rule): the bar a company's vetting record must meet
 * for is_verified, what customers see of the record and how admins read it. The data layer
 * stores the record; these decide what it means.
 */

/** The bar for is_verified: at least LIMITS.vettingMinHours hours and a rating of LIMITS.vettingMinRating or more. */
export function meetsVettingBar(record: Pick<CompanyVettingItem, 'hours_spent' | 'rating'>): boolean {
  return record.hours_spent >= LIMITS.vettingMinHours && record.rating >= LIMITS.vettingMinRating;
}

/** What customers see of the record (schemas/companies.ts PublicVettingSchema): its licences and insurance, and the earlier insurance expiry, when known. */
export function publicFactsOf(record: CompanyVettingItem): VettingFacts {
  const insuranceExpiresOn = insuranceExpiryOf(record);
  return {
    vetted_on: record.vetted_on,
    hours_spent: record.hours_spent,
    rating: record.rating,
    ...(record.mc_number ? { mc_number: record.mc_number } : {}),
    authority_status: record.authority_status ?? 'NONE',
    ...(record.ncuc_certificate ? { ncuc_certificate: record.ncuc_certificate } : {}),
    ...(record.sc_class_e_certificate ? { sc_class_e_certificate: record.sc_class_e_certificate } : {}),
    ...(record.cargo_insurance_amount !== undefined ? { cargo_insurance_amount: record.cargo_insurance_amount } : {}),
    ...(record.liability_insurance_amount !== undefined
      ? { liability_insurance_amount: record.liability_insurance_amount }
      : {}),
    ...(insuranceExpiresOn ? { insurance_expires_on: insuranceExpiresOn } : {}),
  };
}

/** The earlier of the record's two insurance expiry days; null on an older record without them. */
export function insuranceExpiryOf(
  record: Pick<CompanyVettingItem, 'cargo_insurance_expires_on' | 'liability_insurance_expires_on'>,
): string | null {
  return earliestInsuranceExpiry(record.cargo_insurance_expires_on, record.liability_insurance_expires_on);
}

/**
 * The company's DOT number when it differs from the vetted one; null when they agree or the
 * company has none (verifying gives it the vetted number).
 */
export function unvettedDotNumber(companyDot: string | null | undefined, record: CompanyVettingItem): string | null {
  return companyDot && companyDot !== record.usdot_number ? companyDot : null;
}

/** The record as admins read it, beside the company's current DOT number. */
export function toVettingRecord(record: CompanyVettingItem, companyDot?: string | null): VettingRecord {
  return {
    hours_spent: record.hours_spent,
    rating: record.rating,
    vetted_on: record.vetted_on,
    usdot_number: record.usdot_number,
    mc_number: record.mc_number ?? null,
    authority_status: record.authority_status ?? 'NONE',
    ncuc_certificate: record.ncuc_certificate ?? null,
    sc_class_e_certificate: record.sc_class_e_certificate ?? null,
    cargo_insurance_amount: record.cargo_insurance_amount ?? null,
    liability_insurance_amount: record.liability_insurance_amount ?? null,
    cargo_insurance_expires_on: record.cargo_insurance_expires_on ?? null,
    liability_insurance_expires_on: record.liability_insurance_expires_on ?? null,
    notes: record.notes ?? null,
    vetted_by: { id: record.vetted_by_id, name: record.vetted_by_name },
    usdot_changed: record.usdot_changed_at
      ? {
          by: { id: record.usdot_changed_by_id ?? '', name: record.usdot_changed_by_name ?? '' },
          at: record.usdot_changed_at,
        }
      : null,
    updated_at: record.updated_at,
    meets_bar: meetsVettingBar(record),
    stale_dot_number: unvettedDotNumber(companyDot, record),
  };
}
