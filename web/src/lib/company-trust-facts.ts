import { priceAccuracyText } from '@schemas/booking-completion-view';
import type { PublicMovingCompany } from '@schemas/companies';
import { PROTECTED_PAYMENT } from '@schemas/payouts';
import { formatCalendarDay } from '@schemas/date-text';
import { reviewSummaryText } from '@schemas/reviews';
import { licenceLine } from '@schemas/licences';
import { insuranceExpiredLine, insuredLine, responseTimeText } from '@schemas/trust-facts';

/*
 * The facts a customer decides on: reviews, verified since, the licence numbers, years in
 * business, response time and price accuracy, worded once for the match cards and the company
 * page; and an insurance certificate that has expired.
 */

type TrustParts = Pick<PublicMovingCompany, 'vetting' | 'dot_number' | 'year_founded' | 'median_response_hours'> &
  Partial<Pick<PublicMovingCompany, 'price_accuracy' | 'reviews' | 'protected_payment'>>;

/** 'Nov 2026' for a vetting day (a calendar date, read in UTC so no time zone moves it). */
export function formatVerifiedSince(vettedOn: string): string {
  const month = new Date(`${vettedOn}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Verified since ${month}`;
}

/** Whole years since the founding year; null when unknown or in the future (a typo, not a fact). */
export function yearsInBusiness(yearFounded: number | null, now: Date = new Date()): number | null {
  if (!yearFounded) return null;
  const years = now.getUTCFullYear() - yearFounded;
  return years >= 0 ? years : null;
}

/** 'New this year', '1 year in business', '12 years in business'; null when unknown. */
export function formatYearsInBusiness(yearFounded: number | null, now: Date = new Date()): string | null {
  const years = yearsInBusiness(yearFounded, now);
  if (years === null) return null;
  if (years === 0) return 'New this year';
  return `${years} ${years === 1 ? 'year' : 'years'} in business`;
}

/** The response time as everywhere else (schemas/trust-facts.ts). */
export const formatResponseTime = responseTimeText;

/** 'DOT 1234567'; null without a number. */
export function formatDotNumber(dotNumber: string | null): string | null {
  const value = dotNumber?.trim();
  return value ? `DOT ${value}` : null;
}

/** Today in the Carolinas (YYYY-MM-DD), the day the server judges expiry by. */
export const todayInCarolinas = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(now);

/**
 * 'Insurance certificate expired on Dec 1, 2026' once the earlier certificate's day has passed;
 * null while it holds or is unknown. The company stays verified: the admin decides.
 */
export function insuranceExpiredNotice(vetting: PublicMovingCompany['vetting'], now: Date = new Date()): string | null {
  const expiresOn = vetting?.insurance_expires_on;
  if (!expiresOn || expiresOn >= todayInCarolinas(now)) return null;
  return insuranceExpiredLine(formatCalendarDay(expiresOn));
}

/**
 * The insurance as a trust fact: 'Insured: cargo and liability valid until Mar 1, 2027' while
 * both certificates on record hold, the expiry (a warning) once the earlier one has passed;
 * null when the admin recorded no amounts or no expiry.
 */
export function insuranceFact(vetting: PublicMovingCompany['vetting'], now: Date = new Date()): TrustFact | null {
  const expiresOn = vetting?.insurance_expires_on;
  if (!vetting || !expiresOn) return null;
  const expired = insuranceExpiredNotice(vetting, now);
  if (expired) return { kind: 'insurance', text: expired, warning: true };
  if (vetting.cargo_insurance_amount === null || vetting.liability_insurance_amount === null) return null;
  return { kind: 'insurance', text: insuredLine(formatCalendarDay(expiresOn)) };
}

export type TrustFactKind =
  'reviews' | 'verified' | 'payment' | 'insurance' | 'licences' | 'years' | 'response' | 'accuracy';

/** 'NCUC C-1234 · SC Class E 5678 · USDOT 1234567 · MC-123456': the numbers known, in that order; null without any. */
export function companyLicenceLine(company: Pick<PublicMovingCompany, 'vetting' | 'dot_number'>): string | null {
  const line = licenceLine({ ...company.vetting, usdot_number: company.dot_number?.trim() });
  return line || null;
}

export interface TrustFact {
  kind: TrustFactKind;
  text: string;
  /** Something the customer should weigh against the company (an expired certificate). */
  warning?: boolean;
}

/** The facts that are known, in the order a customer weighs them; unknown ones are left out. */
export function companyTrustFacts(company: TrustParts, now: Date = new Date()): TrustFact[] {
  const facts: TrustFact[] = [];
  const add = (kind: TrustFactKind, text: string | null) => text && facts.push({ kind, text });
  // From the counters on the company item; 'No reviews yet' is a fact too.
  add('reviews', company.reviews ? reviewSummaryText(company.reviews) : null);
  add('verified', company.vetting ? formatVerifiedSince(company.vetting.vetted_on) : null);
  // Paid through MoveMatch once the move is done (schemas/payouts.ts); said only when it holds.
  add('payment', company.protected_payment ? PROTECTED_PAYMENT.badge : null);
  const insurance = insuranceFact(company.vetting, now);
  if (insurance) facts.push(insurance);
  add('licences', companyLicenceLine(company));
  add('years', formatYearsInBusiness(company.year_founded, now));
  add('response', formatResponseTime(company.median_response_hours));
  // The server sends it only once enough moves are complete.
  add('accuracy', company.price_accuracy ? priceAccuracyText(company.price_accuracy) : null);
  return facts;
}
