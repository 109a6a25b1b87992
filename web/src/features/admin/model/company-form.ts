import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { ADMIN_MESSAGES, type AdminMovingCompany, type CreateMovingCompanyBody } from '@schemas/admin';
import { COMPANY_FIELD_MESSAGES, isWebUrl } from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import type { UploadedImage } from '@web/lib/api/upload-company-image';

/*
 * The admin's company form (spec section 5, Admin company form): name and e-mail required,
 * every other field optional but checked when given; empty fields are left out of the body
 * (section 5, Saving companies) so a save never blanks one.
 */

export interface AdminCompanyFormValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  state: string | null;
  zip: string;
  year_founded: string;
  dot_number: string;
  policies_link: string;
  description: string;
  billboard: string;
  fee_list: string;
  logo: UploadedImage | null;
  hero: UploadedImage | null;
}

export const ADMIN_COMPANY_LABELS = {
  name: 'Company name',
  email: 'E-mail',
  phone: 'Phone',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  year_founded: 'Year founded',
  dot_number: 'DOT number',
  policies_link: 'Policies link',
  description: 'Description',
  billboard: 'Billboard',
  fee_list: 'Fee list',
  logo: 'Logo',
  hero: 'Hero image',
} as const satisfies Record<keyof AdminCompanyFormValues, string>;

/** An optional text that must match when given. */
const optionalMatching = (check: (value: string) => boolean, message: string) =>
  z.string().trim().refine((value) => value === '' || check(value), message);

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
  year_founded: optionalMatching((v) => new RegExp(`^\\d{${LIMITS.yearFoundedDigits}}$`).test(v), COMPANY_FIELD_MESSAGES.year),
  dot_number: optionalMatching((v) => new RegExp(`^\\d{${LIMITS.dotNumberDigits}}$`).test(v), COMPANY_FIELD_MESSAGES.dotNumber),
  policies_link: optionalMatching(isWebUrl, COMPANY_FIELD_MESSAGES.url),
  description: z.string(),
  billboard: z.string(),
  fee_list: z.string(),
  logo: image,
  hero: image,
});

export const adminCompanyFormResolver = zodResolver(AdminCompanyFormSchema) as unknown as Resolver<AdminCompanyFormValues>;

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
};

const imageOf = (mediaId: string | null, url: string | null): UploadedImage | null => (mediaId && url ? { mediaId, url } : null);

export function toAdminCompanyFormValues(company: AdminMovingCompany): AdminCompanyFormValues {
  return {
    name: company.name,
    email: company.email,
    phone: company.phone ?? '',
    city: company.city ?? '',
    state: company.state,
    zip: company.zip ?? '',
    year_founded: company.year_founded ? String(company.year_founded) : '',
    dot_number: company.dot_number ?? '',
    policies_link: company.policies_link ?? '',
    description: company.description ?? '',
    billboard: company.billboard ?? '',
    fee_list: company.fee_list ?? '',
    logo: imageOf(company.logo_mediaId, company.logo_image_url),
    hero: imageOf(company.hero_mediaId, company.hero_image_url),
  };
}

/** The POST/PATCH body: trimmed texts, empty ones left out, the year a number, media ids. */
export function toCompanyBody(values: AdminCompanyFormValues): CreateMovingCompanyBody {
  const body: Record<string, unknown> = {};
  const texts = ['name', 'email', 'phone', 'city', 'zip', 'dot_number', 'policies_link', 'description', 'billboard', 'fee_list'] as const;
  for (const key of texts) {
    const value = values[key].trim();
    if (value !== '') body[key] = value;
  }
  if (values.state) body.state = values.state;
  if (values.year_founded.trim() !== '') body.year_founded = Number(values.year_founded.trim());
  if (values.logo) body.logo_mediaId = values.logo.mediaId;
  if (values.hero) body.hero_mediaId = values.hero.mediaId;
  return body as CreateMovingCompanyBody;
}
