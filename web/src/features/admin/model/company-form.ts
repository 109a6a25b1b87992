import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ADMIN_MESSAGES, type AdminMovingCompany, type CreateMovingCompanyBody } from '@schemas/admin';
import { COMPANY_FIELD_MESSAGES, isWebUrl } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { USDOT_NUMBER_PATTERN } from '@schemas/trust-facts';
import { DEFAULT_SERVICE_AREA, ServiceAreaSchema } from '@schemas/service-areas';
import {
  COMPANY_PROFILE_LABELS,
  toCompanyProfileFormValues,
  type CompanyProfileFormValues,
} from '@web/lib/company-profile-form';

/*
 * The admin's company form (spec section 5, Admin company form): name and e-mail required,
 * every other field optional but checked when given; empty fields are left out of the body
 * (section 5, Saving companies) so a save never blanks one.
 */

/** The company profile plus what only an admin sets: the name and the e-mail. */
export interface AdminCompanyFormValues extends CompanyProfileFormValues {
  name: string;
  email: string;
}

export const ADMIN_COMPANY_LABELS = {
  name: 'Company name',
  email: 'E-mail',
  ...COMPANY_PROFILE_LABELS,
} as const satisfies Record<keyof AdminCompanyFormValues, string>;

/** An optional text that must match when given. */
const optionalMatching = (check: (value: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || check(value), message);

const image = z.object({ mediaId: z.string(), url: z.string() }).nullable();

export const AdminCompanyFormSchema = z.object({
  name: z.string().trim().min(1, ADMIN_MESSAGES.nameRequired).max(120, 'Company name is too long'),
  email: z
    .string()
    .trim()
    .min(1, { error: ADMIN_MESSAGES.emailRequired, abort: true })
    .pipe(z.email({ error: ADMIN_MESSAGES.emailRequired })),
  phone: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  zip: optionalMatching((v) => /^\d{5}(-\d{4})?$/.test(v), COMPANY_FIELD_MESSAGES.zip),
  year_founded: optionalMatching(
    (v) => new RegExp(`^\\d{${LIMITS.yearFoundedDigits}}$`).test(v),
    COMPANY_FIELD_MESSAGES.year,
  ),
  dot_number: optionalMatching((v) => USDOT_NUMBER_PATTERN.test(v), COMPANY_FIELD_MESSAGES.dotNumber),
  policies_link: optionalMatching(isWebUrl, COMPANY_FIELD_MESSAGES.url),
  description: z.string(),
  billboard: z.string(),
  fee_list: z.string(),
  logo: image,
  hero: image,
  ...ServiceAreaSchema.shape,
});

export const adminCompanyFormResolver = zodResolver(
  AdminCompanyFormSchema,
) as unknown as Resolver<AdminCompanyFormValues>;

export const EMPTY_COMPANY_FORM: AdminCompanyFormValues = {
  name: '',
  email: '',
  phone: '',
  city: '',
  state: null,
  zip: '',
  year_founded: '',
  dot_number: '',
  policies_link: '',
  description: '',
  billboard: '',
  fee_list: '',
  logo: null,
  hero: null,
  ...DEFAULT_SERVICE_AREA,
};

export function toAdminCompanyFormValues(company: AdminMovingCompany): AdminCompanyFormValues {
  return { name: company.name, email: company.email, ...toCompanyProfileFormValues(company) };
}

/** The POST/PATCH body: trimmed texts, empty ones left out, the year a number, media ids. */
export function toCompanyBody(values: AdminCompanyFormValues): CreateMovingCompanyBody {
  const body: Record<string, unknown> = {};
  const texts = [
    'name',
    'email',
    'phone',
    'city',
    'zip',
    'dot_number',
    'policies_link',
    'description',
    'billboard',
    'fee_list',
  ] as const;
  for (const key of texts) {
    const value = values[key].trim();
    if (value !== '') body[key] = value;
  }
  if (values.state) body.state = values.state;
  if (values.year_founded.trim() !== '') body.year_founded = Number(values.year_founded.trim());
  if (values.logo) body.logo_mediaId = values.logo.mediaId;
  if (values.hero) body.hero_mediaId = values.hero.mediaId;
  body.service_radius = values.service_radius;
  body.serves_out_of_state = values.serves_out_of_state;
  return body as CreateMovingCompanyBody;
}
