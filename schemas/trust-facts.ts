import * as z from 'zod';
import { LIMITS } from './constants';

/*
 * Trust facts a customer can check for themselves (docs/admin.md, Trust facts): the USDOT
 * number linked to FMCSA's public company snapshot, the motor carrier (MC) number, and when the
 * insurance certificates on the vetting record expire.
 */

/** A USDOT number: 1 to LIMITS.dotNumberMaxDigits digits, kept as entered (no padding). */
export const USDOT_NUMBER_PATTERN = new RegExp(`^\\d{1,${LIMITS.dotNumberMaxDigits}}$`);

/** FMCSA motor carrier numbers are 1 to 8 digits; written 'MC-123456'. */
export const MC_NUMBER_PATTERN = /^\d{1,8}$/;

/** Days before the earliest insurance expiry the company is e-mailed and the admin's list shows it. */
export const INSURANCE_NOTICE_DAYS = 14;

export const TRUST_MESSAGES = {
  mcNumber: 'MC number must be 1 to 8 digits.',
  /** A verified company's own PATCH with another dot_number (400). */
  dotLocked: 'Your DOT number was verified by MoveMatch. Ask MoveMatch to update it.',
  /** Beside the read-only field on /profile/company-edit. */
  askToUpdateDot: 'Ask MoveMatch to update it',
} as const;

/** The MC number as typed: 'MC-123456', 'mc 123456' or '123456' become '123456'; empty drops the field. */
export const McNumberInputSchema = z.preprocess(
  (value) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const digits = value.trim().replace(/^mc[\s-]*/i, '');
    return digits === '' ? undefined : digits;
  },
  z.string({ error: TRUST_MESSAGES.mcNumber }).regex(MC_NUMBER_PATTERN, TRUST_MESSAGES.mcNumber).optional(),
);

/** 'MC-123456'. */
export const formatMcNumber = (mcNumber: string): string => `MC-${mcNumber}`;

/** FMCSA SAFER's public company snapshot of a USDOT number. */
export function saferSnapshotUrl(usdotNumber: string): string {
  const query = new URLSearchParams({
    searchtype: 'ANY',
    query_type: 'queryCarrierSnapshot',
    query_param: 'USDOT',
    query_string: usdotNumber,
  });
  return `https://safer.fmcsa.dot.gov/query.asp?${query.toString()}`;
}

/** The earlier of the two certificates' expiry days (YYYY-MM-DD sorts as text); null when neither is known. */
export function earliestInsuranceExpiry(...dates: Array<string | null | undefined>): string | null {
  const known = dates.filter((date): date is string => typeof date === 'string' && date !== '');
  return known.length ? known.sort()[0] : null;
}

/** One company in the admin's 'Needs attention' list. */
export const AttentionCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  is_verified: z.boolean(),
  /** The earlier of the two expiry days. */
  insurance_expires_on: z.string(),
  cargo_insurance_expires_on: z.string().nullable(),
  liability_insurance_expires_on: z.string().nullable(),
  /** True when the day has passed (Carolinas time); else it expires within INSURANCE_NOTICE_DAYS. */
  expired: z.boolean(),
});
export type AttentionCompany = z.infer<typeof AttentionCompanySchema>;

/** A company whose NCUC certificate is no longer on the Commission's list (the daily import). */
export const LicenceLapseSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_verified: z.boolean(),
  /** 'C-1234'. */
  certificate: z.string(),
  /** The first day the list did not hold it (YYYY-MM-DD). */
  unlisted_since: z.string(),
});
export type LicenceLapse = z.infer<typeof LicenceLapseSchema>;

/** An open loss or damage claim whose company missed its next deadline (acknowledge, then decide). */
export const OverdueClaimSchema = z.object({
  quote_id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  /** What the company has not done in time. */
  missed: z.enum(['ACKNOWLEDGE', 'DECIDE']),
  /** The deadline it missed (ISO instant). */
  due: z.string(),
  total_claimed: z.number(),
});
export type OverdueClaim = z.infer<typeof OverdueClaimSchema>;

/** GET /api/admin/needs-attention: soonest expiry first; licence lapses and overdue claims oldest first. */
export const NeedsAttentionSchema = z.object({
  companies: z.array(AttentionCompanySchema),
  licence_lapses: z.array(LicenceLapseSchema),
  overdue_claims: z.array(OverdueClaimSchema),
  /** The last day counted as expiring soon (today + INSURANCE_NOTICE_DAYS). */
  through: z.string(),
});
export type NeedsAttention = z.infer<typeof NeedsAttentionSchema>;

/** A median response time in whole hours, rounded up (a promise should not be faster than the record), at least 1. */
const responseHours = (medianHours: number) => Math.max(1, Math.ceil(medianHours));
const knownMedian = (medianHours: number | null | undefined): medianHours is number =>
  medianHours !== null && medianHours !== undefined && Number.isFinite(medianHours) && medianHours >= 0;

/**
 * 'Within 5 hours' ('Within an hour' under one): a company's response time, the one figure and
 * rounding every screen uses (match card, company page, comparison, the company's analytics);
 * null while the company has not answered enough requests (the median is unknown).
 */
export function responseTimeShort(medianHours: number | null | undefined): string | null {
  if (!knownMedian(medianHours)) return null;
  const hours = responseHours(medianHours);
  return hours === 1 ? 'Within an hour' : `Within ${hours} hours`;
}

/** 'Usually answers within 5 hours': the trust fact customers read. */
export function responseTimeText(medianHours: number | null | undefined): string | null {
  const short = responseTimeShort(medianHours);
  return short && `Usually answers ${short.toLowerCase()}`;
}

/** The trust fact once the earlier certificate's day has passed ('Dec 1, 2026' written by the caller). */
export const insuranceExpiredLine = (day: string) => `Insurance certificate expired on ${day}`;
/** The trust fact while both certificates hold: until the earlier one's day. */
export const insuredLine = (day: string) => `Insured: cargo and liability valid until ${day}`;
/** The subject of the company's e-mail 14 days ahead. */
export const insuranceExpiresLine = (day: string) => `Your insurance certificate expires on ${day}`;
