import * as z from 'zod';
import { CompanyClaimsRecordSchema } from './claims';
import { PriceAccuracySchema } from './booking-completion-view';
import { IdSchema } from './common';
import { LIMITS } from './constants';
import { AuthorityStatusSchema } from './licences';
import { PageCursorSchema } from './paging';
import { ReviewSummarySchema } from './reviews';
import { ServiceRadiusSchema } from './service-areas';

/**
 * What a customer sees of a verified company's vetting (its page's badge modal, cards): the
 * admin's record without notes or who did it. Null while the company is not verified.
 */
export const PublicVettingSchema = z.object({
  vetted_on: z.string(),
  hours_spent: z.number(),
  rating: z.number().int(),
  /** The FMCSA motor carrier number (digits), where the company has one. */
  mc_number: z.string().nullable(),
  /** FMCSA operating authority: ACTIVE lets the company carry interstate moves (schemas/licences.ts). */
  authority_status: AuthorityStatusSchema,
  /** NCUC household goods certificate digits (shown 'C-1234'): NC intrastate moves. */
  ncuc_certificate: z.string().nullable(),
  /** SC Class E certificate: SC intrastate moves. */
  sc_class_e_certificate: z.string().nullable(),
  /** Insurance amounts in whole dollars; null when not recorded. */
  cargo_insurance_amount: z.number().nullable(),
  liability_insurance_amount: z.number().nullable(),
  /** The earlier of the cargo and liability insurance certificates' expiry days; null when not recorded. */
  insurance_expires_on: z.string().nullable(),
});
export type PublicVetting = z.infer<typeof PublicVettingSchema>;

/** Answers a company needs before its response time is shown. */
export const RESPONSE_TIME_MIN_ANSWERS = 3;

/** The median hours of the company's recorded answers (one decimal); null below RESPONSE_TIME_MIN_ANSWERS. */
export function medianResponseHours(company: { response_minutes?: number[] }): number | null {
  const minutes = [...(company.response_minutes ?? [])].sort((a, b) => a - b);
  if (minutes.length < RESPONSE_TIME_MIN_ANSWERS) return null;
  const middle = Math.floor(minutes.length / 2);
  const median = minutes.length % 2 ? minutes[middle] : (minutes[middle - 1] + minutes[middle]) / 2;
  return Math.round((median / 60) * 10) / 10;
}

/**
 * A moving company as customers and other companies see it (spec section 3, Moving company).
 * E-mail and phone are left out: a customer gets them with a booking (quote modal), and the
 * company itself and admins read them through their own routes.
 */
export const PublicMovingCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  year_founded: z.number().nullable(),
  description: z.string().nullable(),
  /** Multi-line; the UI splits it by lines and skips blank ones. */
  billboard: z.string().nullable(),
  dot_number: z.string().nullable(),
  policies_link: z.string().nullable(),
  fee_list: z.string().nullable(),
  logo_image_url: z.string().nullable(),
  logo_mediaId: z.string().nullable(),
  hero_image_url: z.string().nullable(),
  hero_mediaId: z.string().nullable(),
  is_verified: z.boolean(),
  vetting: PublicVettingSchema.nullable(),
  /**
   * How fast the company answers quote requests: the median hours from a customer's request to
   * the company's first quote on it, from the quotes' own timestamps; null until it has
   * answered at least RESPONSE_TIME_MIN_ANSWERS requests.
   */
  median_response_hours: z.number().nullable(),
  /**
   * How often the final price matched the quote (final at most the agreed total), from the
   * counters on the company item; null until PRICE_ACCURACY_MIN_MOVES moves are completed.
   */
  price_accuracy: PriceAccuracySchema.nullable(),
  /** Published reviews: count, average, stars, the four ratings; from the counters on the company item. */
  reviews: ReviewSummarySchema,
  /** Where it takes moves (schemas/service-areas.ts), DEFAULT_SERVICE_AREA for a company that never chose. */
  service_radius: ServiceRadiusSchema,
  serves_out_of_state: z.boolean(),
  /**
   * The company page only (GET /moving-company/{id}): claims per 100 completed moves and the
   * median days to settle, from CLAIMS_RECORD_MIN_CLAIMS claims; null below, absent in lists.
   */
  claims_record: CompanyClaimsRecordSchema.nullable().optional(),
  /**
   * Stripe can pay the company, so customers pay it through MoveMatch (protected payment,
   * schemas/payouts.ts); false: it is booked and paid directly.
   */
  protected_payment: z.boolean().optional(),
});
export type PublicMovingCompany = z.infer<typeof PublicMovingCompanySchema>;

/**
 * The 403 of every lead route (search, saved leads, quotes, the lead manager) while an admin
 * has not verified the caller's company: until then it may edit its profile and calendar only.
 */
export const COMPANY_NOT_VERIFIED =
  'Your moving company is waiting for verification by MoveMatch. Until then you can edit your company profile and availability calendar; leads and quotes open once it is verified.';

export const MovingCompanyIdParamsSchema = z.object({ id: IdSchema });

/**
 * GET /moving-company-list: one page (docs/security.md, Lists are paged, part 3), the next
 * page's cursor in the x-next-cursor header so the body stays the spec's array. `sort=name`
 * orders by name (the admin's selector); `search` is a name prefix (case-insensitive) and
 * implies it.
 */
export const MovingCompanyListQuerySchema = z.strictObject({
  cursor: PageCursorSchema.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(LIMITS.companyListMaxPageSize, `limit is at most ${LIMITS.companyListMaxPageSize}`)
    .default(LIMITS.companyListPageSize),
  sort: z.enum(['state', 'name'], { error: "sort is 'state' or 'name'" }).default('state'),
  search: z.string().trim().max(100, 'search is at most 100 characters').optional(),
});
export type MovingCompanyListQuery = z.infer<typeof MovingCompanyListQuerySchema>;

/** POST /saved-moving-company. */
export const SaveMovingCompanyBodySchema = z.strictObject({ moving_company_id: IdSchema });

/** One saved company of a customer (one record per company per customer). */
export const SavedMovingCompanySchema = z.object({
  id: z.string(),
  moving_company_id: z.string(),
  moving_company: PublicMovingCompanySchema,
  created_at: z.string(),
});
export type SavedMovingCompany = z.infer<typeof SavedMovingCompanySchema>;
