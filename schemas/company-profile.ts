import * as z from 'zod';
import { isOneLine, isPlainLines, PLAIN_TEXT_MESSAGES as PLAIN } from './plain-text';
import { EmailSchema, IdSchema, MediaIdSchema, NameSchema } from './common';
import { PublicMovingCompanySchema } from './companies';
import { LIMITS } from './constants';
import { ACCOUNT_STATUSES } from './enums';
import { US_STATE_CODES } from './us-states';
import { ServiceRadiusSchema } from './service-areas';
import { USDOT_NUMBER_PATTERN } from './trust-facts';

/**
 * The company's own profile editor, its images and colleague invites (spec sections 3 and 5:
 * Moving company, Company self-edit, Images, Invite payload).
 */

/** The company as its own users see it: the public fields plus e-mail and phone. */
export const MyMovingCompanySchema = PublicMovingCompanySchema.extend({
  email: z.string(),
  phone: z.string().nullable(),
  /** 'Also send to our business address': the company's notification e-mails go to `email` as well as to its users. */
  notify_business_address: z.boolean(),
});
export type MyMovingCompany = z.infer<typeof MyMovingCompanySchema>;

/** Field messages of the editor (also used by the web form). */
export const COMPANY_FIELD_MESSAGES = {
  year: `Year must be exactly ${LIMITS.yearFoundedDigits} digits.`,
  dotNumber: `DOT number must be 1 to ${LIMITS.dotNumberMaxDigits} digits.`,
  url: 'Please enter a valid URL.',
  state: 'Please pick a US state.',
  zip: 'Please enter a valid ZIP code.',
  businessAddress: "'Also send to our business address' must be true or false.",
  outOfState: "'I take moves to places outside North and South Carolina' must be true or false.",
} as const;

const YEAR_PATTERN = new RegExp(`^\\d{${LIMITS.yearFoundedDigits}}$`);
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** True for an absolute http(s) URL. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Spec section 5, Saving companies: empty, null and undefined fields are dropped. */
const dropEmpty = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Free text of the profile: one line (phone, city), or several (description, fee list) with `lines`. */
const optionalText = (max: number, label: string, lines: 'one' | 'several' = 'one') =>
  z.preprocess(
    dropEmpty,
    z
      .string({ error: `${label} must be text` })
      .refine(lines === 'one' ? isOneLine : isPlainLines, (lines === 'one' ? PLAIN.oneLine : PLAIN.multiLine)(label))
      .trim()
      .max(max, `${label} is too long`)
      .optional(),
  );

const optionalMatching = (pattern: RegExp, message: string) =>
  z.preprocess(dropEmpty, z.string({ error: message }).trim().regex(pattern, message).optional());

export { MediaIdSchema };

/**
 * The profile fields a company edits (and an admin too, schemas/admin.ts adds name and e-mail).
 * PATCH /moving-company/{id} by the company itself. Strict (unknown fields are a 400); empty
 * and null values are dropped, so a save never blanks a field; year_founded becomes a number.
 */
export const companyProfileFields = {
  year_founded: z.preprocess(
    (value) => {
      const kept = dropEmpty(value);
      return typeof kept === 'number' ? String(kept) : kept;
    },
    z
      .string({ error: COMPANY_FIELD_MESSAGES.year })
      .trim()
      .regex(YEAR_PATTERN, COMPANY_FIELD_MESSAGES.year)
      .transform(Number)
      .optional(),
  ),
  phone: optionalText(40, 'Phone'),
  city: optionalText(100, 'City'),
  state: z.preprocess(
    (value) => (typeof value === 'string' ? dropEmpty(value.trim().toUpperCase()) : dropEmpty(value)),
    z.enum(US_STATE_CODES, { error: COMPANY_FIELD_MESSAGES.state }).optional(),
  ),
  zip: optionalMatching(ZIP_PATTERN, COMPANY_FIELD_MESSAGES.zip),
  description: optionalText(5000, 'Description', 'several'),
  billboard: optionalText(3000, 'Billboard', 'several'),
  dot_number: optionalMatching(USDOT_NUMBER_PATTERN, COMPANY_FIELD_MESSAGES.dotNumber),
  policies_link: z.preprocess(
    dropEmpty,
    z
      .string({ error: COMPANY_FIELD_MESSAGES.url })
      .trim()
      .max(500)
      .refine(isWebUrl, COMPANY_FIELD_MESSAGES.url)
      .optional(),
  ),
  fee_list: optionalText(3000, 'Fee list', 'several'),
  logo_mediaId: z.preprocess(dropEmpty, MediaIdSchema.optional()),
  hero_mediaId: z.preprocess(dropEmpty, MediaIdSchema.optional()),
  notify_business_address: z.boolean({ error: COMPANY_FIELD_MESSAGES.businessAddress }).optional(),
  /** The service area (schemas/service-areas.ts); the server also checks the ZIP code it is measured from. */
  service_radius: ServiceRadiusSchema.optional(),
  serves_out_of_state: z.boolean({ error: COMPANY_FIELD_MESSAGES.outOfState }).optional(),
};
export const UpdateMyMovingCompanyBodySchema = z.strictObject(companyProfileFields);
export type UpdateMyMovingCompanyBody = z.infer<typeof UpdateMyMovingCompanyBodySchema>;

/**
 * The two company images and their minimum sizes (spec section 9), and a message attachment
 * (any user who messages; the same checks, no minimum size).
 */
export const IMAGE_KINDS = ['logo', 'hero', 'attachment'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
/** The kinds only a moving company uploads (its page's images). */
export const COMPANY_IMAGE_KINDS: readonly ImageKind[] = ['logo', 'hero'];
export const ImageKindSchema = z.enum(IMAGE_KINDS, { error: "kind must be 'logo', 'hero' or 'attachment'" });
export const IMAGE_MIN_PIXELS: Record<ImageKind, number> = {
  logo: LIMITS.logoMinPixels,
  hero: LIMITS.heroMinPixels,
  attachment: 1,
};
export type ImageContentType = (typeof LIMITS.imageContentTypes)[number];

/** Refusal texts of the image checks (server answers and client pre-checks). */
export const IMAGE_MESSAGES = {
  type: 'Only JPEG and PNG images are allowed',
  tooLarge: `The image must be at most ${LIMITS.imageMaxBytes / (1024 * 1024)} MB`,
  tooSmall: (kind: ImageKind, width: number, height: number) =>
    `The ${kind} must be at least ${IMAGE_MIN_PIXELS[kind]}x${IMAGE_MIN_PIXELS[kind]} pixels (this one is ${width}x${height})`,
  tooManyPixels: (width: number, height: number) =>
    `The image must be at most ${LIMITS.imageMaxSidePixels}x${LIMITS.imageMaxSidePixels} pixels (this one is ${width}x${height})`,
  unreadable: 'The file is not a readable JPEG or PNG image',
  notAsDeclared: 'The stored file is not the one announced (type or size differs); please upload it again',
  changedDuringCheck: 'The file changed while it was being checked; please upload it again',
  readInterrupted: 'The file could not be read completely; please try again in a moment',
  notUploaded: 'No uploaded file was found for this mediaId',
  unknownMedia: 'Unknown mediaId',
  refusedMeanwhile: 'This image was refused; please upload another one',
  stillChecking: 'This image is still being checked; please try again in a moment',
  companyImagesOnly: 'Only a moving company can upload a logo or hero image',
} as const;

/** POST /images/upload-url: what the browser is about to upload. */
export const CreateImageUploadBodySchema = z.strictObject({
  kind: ImageKindSchema,
  fileName: z
    .string({ error: 'fileName is required' })
    .trim()
    .min(1, 'fileName is required')
    .max(200, 'fileName is too long'),
  contentType: z.enum(LIMITS.imageContentTypes, { error: IMAGE_MESSAGES.type }),
  size: z
    .number({ error: 'size is required' })
    .int('size must be a whole number of bytes')
    .positive('The file is empty')
    .max(LIMITS.imageMaxBytes, IMAGE_MESSAGES.tooLarge),
});
export type CreateImageUploadBody = z.infer<typeof CreateImageUploadBodySchema>;

/** A presigned PUT: the browser sends the file there with exactly these headers. */
export const ImageUploadTicketSchema = z.object({
  mediaId: z.string(),
  uploadUrl: z.string(),
  headers: z.record(z.string(), z.string()),
  expiresInSeconds: z.number(),
});
export type ImageUploadTicket = z.infer<typeof ImageUploadTicketSchema>;

/** POST /images/upload-image: check the uploaded object and accept it. */
export const AcceptImageBodySchema = z.strictObject({
  mediaId: MediaIdSchema,
  kind: ImageKindSchema,
});

/** Spec section 3, Image upload response. */
export const ImageUploadResponseSchema = z.object({
  file: z.object({ url: z.string(), mediaId: z.string() }),
});
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>;

/** POST /moving-company/{id}/invite-user: the colleague to invite. */
export const InviteCompanyUserBodySchema = z.strictObject({
  firstName: NameSchema('First name'),
  lastName: NameSchema('Last name'),
  email: EmailSchema,
});
export type InviteCompanyUserBody = z.infer<typeof InviteCompanyUserBodySchema>;

export const InviteCompanyUserResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    moving_company_id: z.string(),
  }),
});

/** A colleague invite still waiting for the person to choose a password (lapses after LIMITS.inviteLapseDays). */
export const WaitingInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  invited_at: z.string(),
  expires_at: z.string(),
});
export type WaitingInvite = z.infer<typeof WaitingInviteSchema>;

/**
 * A member of the company as a colleague sees them: name, e-mail and whether the account is
 * deactivated; no id or phone (nothing on the page acts on a member). `you` marks the caller.
 */
export const CompanyMemberSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  account_status: z.enum(ACCOUNT_STATUSES),
  you: z.boolean(),
});
export type CompanyMember = z.infer<typeof CompanyMemberSchema>;

/**
 * GET /moving-company/{id}/invites: the company's people: its members (accepted, by name) and
 * its waiting invites (oldest first).
 */
export const CompanyInvitesResponseSchema = z.object({
  members: z.array(CompanyMemberSchema),
  invites: z.array(WaitingInviteSchema),
});

/** DELETE /moving-company/{id}/invites/{inviteId}: inviteId is the invited account's user id. */
export const CompanyInviteParamsSchema = z.object({ id: IdSchema, inviteId: IdSchema });

/** Spec section 8: the success text of an invite. */
export const INVITE_MESSAGES = {
  exists: 'A user with this e-mail address already exists',
  notVerified: 'Your moving company can invite colleagues once MoveMatch has verified it.',
  tooManyPending: `Your company already has ${LIMITS.invitesPending} invites waiting. Withdraw one or wait until it is accepted before inviting someone else.`,
  tooManyToday: `Your company has sent ${LIMITS.invitesPerDay} invites today, the most allowed per day. Please try again tomorrow.`,
  notFound: 'This invite was not found; it may have been accepted, withdrawn or lapsed already.',
  accepted: 'This person has already accepted the invite and is a member of your company.',
} as const;
