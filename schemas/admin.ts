import * as z from 'zod';
import { isOneLine, isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { ACCOUNT_STATUSES, RoleSchema } from './enums';
import { EmailSchema, IdSchema, NameSchema } from './common';
import { companyProfileFields, MyMovingCompanySchema } from './company-profile';
import { LIMITS } from './constants';
import { CalendarDateSchema } from './calendar-date';
import { PageCursorSchema } from './paging';
import {
  AuthorityStatusSchema,
  InsuranceAmountSchema,
  LICENCE_MESSAGES,
  NcucCertificateInputSchema,
  FMCSA_HOUSEHOLD_GOODS_MINIMUMS,
  SC_CLASS_E_MINIMUMS,
  ScClassEInputSchema,
} from './licences';
import { McNumberInputSchema, USDOT_NUMBER_PATTERN } from './trust-facts';

/**
 * The admin side (spec sections 2 Admin dashboard, 3 Invite payload, 5 Admin company form and
 * Admin invite, 7 Companies and admin, 8 Admin, 9): companies, their vetting, users and the
 * marketplace's numbers. docs/admin.md explains the vetting rule.
 */

/** Spec section 5, Admin company form, and section 8, Admin. */
export const ADMIN_MESSAGES = {
  nameRequired: 'Company name is required.',
  emailRequired: 'Email is required.',
  formInvalid: 'Please fill in all required fields.',
  pickCompanyFirst: 'Please select a moving company first',
  allFieldsRequired: 'All fields are required',
  loadCompaniesFailed: 'Failed to load moving companies',
  loadCompanyFailed: 'Failed to load moving company details',
  createUserFailed: 'Failed to create user',
  saveCompanyFailed: 'Failed to save moving company',
  uploadFailed: (reason: string) => `Failed to upload image: ${reason}`,
  noFileUrl: 'No file URL received for image upload',
  invalidFile: (kind: string) => `Invalid file provided for ${kind} upload`,
  userInvited: 'User invited successfully!',
  companyCreated: 'Moving company created successfully!',
  companyUpdated: 'Moving company updated successfully!',
  imageUploaded: 'Image uploaded successfully!',
  /** A company user sent name or e-mail in its own PATCH: only MoveMatch changes those. */
  adminFieldsOnly: 'Only MoveMatch can change a company’s name or e-mail address. Please contact support.',
  cannotDisableSelf: 'You cannot deactivate your own account.',
  notVettedEnough: `A company can be verified only after at least ${LIMITS.vettingMinHours} hours of vetting and a rating of ${LIMITS.vettingMinRating} or more.`,
  noVettingRecord: 'Record the vetting (hours, rating, date, USDOT number) before verifying this company.',
  emailTaken: 'A moving company with this e-mail address already exists.',
  vettedOnFuture: 'Vetted on cannot be in the future',
  changedMeanwhile: 'This company was changed by someone else just now; please try again.',
  /** Verifying (or keeping verified) a company whose DOT number is not the one the vetting found. */
  dotNotVetted: (companyDot: string, vettedDot: string) =>
    `The company’s DOT number ${companyDot} is not the vetted USDOT number ${vettedDot}. Vet the company’s number again, or correct the company’s DOT number, before verifying.`,
} as const;

const requiredName = z
  .string({ error: ADMIN_MESSAGES.nameRequired })
  .refine(isOneLine, PLAIN.oneLine('Company name'))
  .trim()
  .min(1, ADMIN_MESSAGES.nameRequired)
  .max(120, 'Company name is too long');
const requiredEmail = z
  .string({ error: ADMIN_MESSAGES.emailRequired })
  .trim()
  .min(1, ADMIN_MESSAGES.emailRequired)
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/**
 * POST /moving-company (admin only): a new company, unverified until vetted. Name and e-mail
 * are required; every other field follows the company editor's rules (empty values dropped,
 * year_founded a number). Images by media ids the admin uploaded and that passed the checks.
 */
export const CreateMovingCompanyBodySchema = z.strictObject({
  name: requiredName,
  email: requiredEmail,
  ...companyProfileFields,
});
export type CreateMovingCompanyBody = z.infer<typeof CreateMovingCompanyBodySchema>;

/**
 * PATCH /moving-company/{id}: the company's own editor fields, plus name and e-mail which
 * only an admin may send (a company user gets 403 adminFieldsOnly). is_verified and the
 * vetting record are never part of it (strict: 400).
 */
export const UpdateMovingCompanyBodySchema = z.strictObject({
  name: requiredName.optional(),
  email: requiredEmail.optional(),
  ...companyProfileFields,
});
export type UpdateMovingCompanyBody = z.infer<typeof UpdateMovingCompanyBodySchema>;

/**
 * PUT /admin/moving-company/{id}/vetting: what the admin found. vetted_by is the caller. The
 * licences decide which moves matching offers the company (schemas/licences.ts).
 */
export const VettingBodySchema = z
  .strictObject({
    hours_spent: z
      .number({ error: 'Hours spent must be a number' })
      .min(0, 'Hours spent cannot be negative')
      .max(1000, 'Hours spent is too large')
      .multipleOf(0.25, 'Hours spent goes in quarter hours'),
    rating: z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5'),
    /** The day the vetting was finished (YYYY-MM-DD), not in the future (the server checks). */
    vetted_on: CalendarDateSchema,
    usdot_number: z
      .string({ error: 'USDOT number is required' })
      .trim()
      .regex(USDOT_NUMBER_PATTERN, `USDOT number must be 1 to ${LIMITS.dotNumberMaxDigits} digits.`),
    /** The FMCSA motor carrier number, where the company has one (digits; 'MC-' is dropped). */
    mc_number: McNumberInputSchema,
    /** FMCSA operating authority as SAFER shows it; interstate moves need ACTIVE. Absent: NONE. */
    authority_status: AuthorityStatusSchema.default('NONE'),
    /** The NCUC household goods certificate ('C-' is dropped): NC intrastate moves need it. */
    ncuc_certificate: NcucCertificateInputSchema,
    /** The SC Class E certificate: SC intrastate moves need it, with SC's insurance minimums. */
    sc_class_e_certificate: ScClassEInputSchema,
    /** The certificates' amounts in whole dollars. */
    cargo_insurance_amount: InsuranceAmountSchema.optional(),
    liability_insurance_amount: InsuranceAmountSchema.optional(),
    /** When the cargo and the liability insurance certificates expire (YYYY-MM-DD, past days allowed). */
    cargo_insurance_expires_on: CalendarDateSchema,
    liability_insurance_expires_on: CalendarDateSchema,
    notes: z.string().refine(isPlainLines, PLAIN.multiLine('Notes')).trim().max(4000, 'Notes are too long').optional(),
  })
  .superRefine((body, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    const { cargo_insurance_amount: cargo, liability_insurance_amount: liability } = body;
    const amounts = cargo !== undefined && liability !== undefined ? { cargo, liability } : null;
    if (body.authority_status === 'ACTIVE') {
      if (!body.mc_number) problem('mc_number', LICENCE_MESSAGES.activeNeedsMc);
      if (!amounts) problem('authority_status', LICENCE_MESSAGES.activeNeedsInsurance);
      else {
        if (amounts.liability < FMCSA_HOUSEHOLD_GOODS_MINIMUMS.liability)
          problem('liability_insurance_amount', LICENCE_MESSAGES.interstateLiabilityMinimum);
        if (amounts.cargo < FMCSA_HOUSEHOLD_GOODS_MINIMUMS.cargo)
          problem('cargo_insurance_amount', LICENCE_MESSAGES.interstateCargoMinimum);
      }
    }
    if (!body.sc_class_e_certificate) return;
    if (!amounts) return problem('sc_class_e_certificate', LICENCE_MESSAGES.classENeedsInsurance);
    if (amounts.liability < SC_CLASS_E_MINIMUMS.liability)
      problem('liability_insurance_amount', LICENCE_MESSAGES.scLiabilityMinimum);
    if (amounts.cargo < SC_CLASS_E_MINIMUMS.cargo) problem('cargo_insurance_amount', LICENCE_MESSAGES.scCargoMinimum);
  });
export type VettingBody = z.infer<typeof VettingBodySchema>;

/** The vetting record as admins read it. */
export const VettingRecordSchema = z.object({
  hours_spent: z.number(),
  rating: z.number().int(),
  vetted_on: z.string(),
  usdot_number: z.string(),
  mc_number: z.string().nullable(),
  authority_status: AuthorityStatusSchema,
  ncuc_certificate: z.string().nullable(),
  sc_class_e_certificate: z.string().nullable(),
  cargo_insurance_amount: z.number().nullable(),
  liability_insurance_amount: z.number().nullable(),
  /** Null on records written before the certificates were recorded. */
  cargo_insurance_expires_on: z.string().nullable(),
  liability_insurance_expires_on: z.string().nullable(),
  notes: z.string().nullable(),
  vetted_by: z.object({ id: z.string(), name: z.string() }),
  /** The last change of usdot_number through the company form (the company's DOT number), if any. */
  usdot_changed: z.object({ by: z.object({ id: z.string(), name: z.string() }), at: z.string() }).nullable(),
  updated_at: z.string(),
  /** True when the record meets the bar for verification (LIMITS.vettingMinHours and vettingMinRating). */
  meets_bar: z.boolean(),
  /**
   * The company's DOT number when it is not the vetted one (the company changed it after the
   * vetting): the record is stale and verifying is refused until they agree. Null otherwise.
   */
  stale_dot_number: z.string().nullable(),
});
export type VettingRecord = z.infer<typeof VettingRecordSchema>;

/** PUT /admin/moving-company/{id}/verification. Verifying needs a record that meets the bar (409). */
export const VerificationBodySchema = z.strictObject({
  is_verified: z.boolean({ error: 'is_verified must be true or false' }),
});

/** GET /admin/moving-company/{id}: everything an admin edits, with the vetting record. */
export const AdminMovingCompanySchema = MyMovingCompanySchema.extend({
  vetting: VettingRecordSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminMovingCompany = z.infer<typeof AdminMovingCompanySchema>;

/**
 * POST /admin/auth/users (spec section 3, Invite payload). The server makes its own 12-character
 * temporary password: `password` is accepted because the spec's client sends it, never used.
 * movingCompanyName and frontendUrl are informational (the server reads the company and knows
 * its own origin). role must be MOVING_COMPANY.
 */
export const AdminInviteUserBodySchema = z.strictObject({
  email: EmailSchema,
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
  role: z.literal('MOVING_COMPANY', { error: 'role must be MOVING_COMPANY' }),
  movingCompanyId: z.string({ error: ADMIN_MESSAGES.pickCompanyFirst }).pipe(IdSchema),
  movingCompanyName: z.string().max(200).optional(),
  password: z.string().max(200).optional(),
  frontendUrl: z.string().max(500).optional(),
});
export type AdminInviteUserBody = z.infer<typeof AdminInviteUserBodySchema>;

/** GET /admin/auth/users?page&limit&search: spec section 9, page size 10. */
export const AdminUserListQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(10_000).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1)
    .max(50, 'limit is at most 50')
    .default(LIMITS.adminUserPageSize),
  /** Matches the start of first name, last name, "first last" or e-mail, case-insensitive. */
  search: z.string().trim().max(100, 'search is too long').optional(),
  /** The unfiltered list: where the page starts (the previous page's x-next-cursor); then page is only its number. */
  cursor: PageCursorSchema.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** One row of the admin user table. The total is in the x-total-count header. */
export const AdminUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  moving_company_id: z.string().nullable(),
  moving_company_name: z.string().nullable(),
  account_status: z.enum(ACCOUNT_STATUSES),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);
export const TOTAL_COUNT_HEADER = 'x-total-count';

/**
 * PUT /admin/auth/users/{id}/status: DISABLED signs the user out everywhere (Cognito disabled,
 * refresh tokens revoked) and every API call with a still-valid token answers 403; ACTIVE undoes it.
 */
export const AdminUserStatusBodySchema = z.strictObject({
  account_status: z.enum(ACCOUNT_STATUSES, { error: "account_status must be 'ACTIVE' or 'DISABLED'" }),
});

/**
 * POST /admin/move-request/{id}/invalid: a fake or unworkable request (spam, a test, a move
 * that does not exist). Every company loses it as a lead and every token spent on it comes
 * back (fair tokens). Set once; repeating answers the first marking.
 */
export const MarkMoveRequestInvalidBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Please say why this move request is invalid' })
    .refine(isPlainLines, PLAIN.multiLine('The reason'))
    .trim()
    .min(3, 'Please say why this move request is invalid')
    .max(500, 'The reason is too long'),
});
export const MoveRequestInvalidatedSchema = z.object({
  move_request_id: z.string(),
  invalidated_at: z.string(),
  invalid_reason: z.string(),
  /** Tokens that came back to companies with this call (0 when marked before). */
  tokens_refunded: z.number().int(),
});

/** The marketplace's numbers for one window (docs/admin.md defines each). */
export const MarketplaceWindowSchema = z.object({
  newCustomers: z.number().int(),
  moveRequests: z.number().int(),
  quoteRequests: z.number().int(),
  quotesSent: z.number().int(),
  bookings: z.number().int(),
  cancellations: z.number().int(),
  tokensSold: z.number().int(),
  tokensSpent: z.number().int(),
  /** Median minutes from a quote request to the company's first quote on it; null with none. */
  medianMinutesToFirstQuote: z.number().nullable(),
});
export type MarketplaceWindow = z.infer<typeof MarketplaceWindowSchema>;

/** GET /admin/marketplace-stats: read from counters the write paths and events keep (no Scan). */
export const MarketplaceStatsSchema = z.object({
  last_7_days: MarketplaceWindowSchema,
  last_30_days: MarketplaceWindowSchema,
  /** The last 30 days, oldest first (UTC dates), for the chart. */
  daily: z.array(
    z.object({
      date: z.string(),
      moveRequests: z.number().int(),
      quoteRequests: z.number().int(),
      quotesSent: z.number().int(),
      bookings: z.number().int(),
    }),
  ),
  activeSubscriptions: z.object({ flat_rate_monthly: z.number().int(), pay_per_lead: z.number().int() }),
  generated_at: z.string(),
});
export type MarketplaceStats = z.infer<typeof MarketplaceStatsSchema>;
