import * as z from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { PublicMovingCompany } from '@schemas/companies';
import {
  COMPANY_FIELD_MESSAGES,
  isWebUrl,
  type MyMovingCompany,
  type UpdateMyMovingCompanyBody,
} from '@schemas/company-profile';
import { LIMITS } from '@schemas/constants';
import { USDOT_NUMBER_PATTERN } from '@schemas/trust-facts';
import { ServiceAreaSchema } from '@schemas/service-areas';
import type { UploadedImage } from '@web/lib/api/upload-company-image';
import {
  COMPANY_PROFILE_LABELS,
  toCompanyProfileFormValues,
  type CompanyProfileFormValues,
} from '@web/lib/company-profile-form';

/*
 * The company editor's fields (spec section 5, Company self-edit): every one required with an
 * 'X is required.' message, then the format rules the server applies too.
 */

export type { UploadedImage };

export type CompanyFormValues = CompanyProfileFormValues;

/** Field labels; the required message is built from them. */
export const COMPANY_FIELD_LABELS = COMPANY_PROFILE_LABELS;

export const requiredMessage = (field: keyof CompanyFormValues) => `${COMPANY_FIELD_LABELS[field]} is required.`;

const required = (field: keyof CompanyFormValues) =>
  // abort: an empty field says only that it is required, not also that its format is wrong.
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, { error: requiredMessage(field), abort: true });

const image = (field: 'logo' | 'hero') =>
  z
    .object({ mediaId: z.string(), url: z.string() }, { error: requiredMessage(field) })
    .nullable()
    .refine((v) => v !== null, requiredMessage(field));

export const CompanyFormSchema = z.object({
  year_founded: required('year_founded').regex(
    new RegExp(`^\\d{${LIMITS.yearFoundedDigits}}$`),
    COMPANY_FIELD_MESSAGES.year,
  ),
  phone: required('phone'),
  city: required('city'),
  state: z
    .string({ error: requiredMessage('state') })
    .min(1, requiredMessage('state'))
    .nullable()
    .refine((v) => !!v, requiredMessage('state')),
  zip: required('zip').regex(/^\d{5}(-\d{4})?$/, COMPANY_FIELD_MESSAGES.zip),
  description: required('description'),
  billboard: required('billboard'),
  dot_number: required('dot_number').regex(USDOT_NUMBER_PATTERN, COMPANY_FIELD_MESSAGES.dotNumber),
  policies_link: required('policies_link').refine(isWebUrl, COMPANY_FIELD_MESSAGES.url),
  fee_list: required('fee_list'),
  logo: image('logo'),
  hero: image('hero'),
  ...ServiceAreaSchema.shape,
});

export const companyFormResolver = zodResolver(CompanyFormSchema) as unknown as Resolver<CompanyFormValues>;

export const toCompanyFormValues = (company: MyMovingCompany): CompanyFormValues => toCompanyProfileFormValues(company);

/** The PATCH body: trimmed texts, the year as typed (the server makes it a number), media ids. */
export function toUpdateBody(values: CompanyFormValues): UpdateMyMovingCompanyBody {
  const text = (value: string) => value.trim();
  return {
    year_founded: Number(values.year_founded.trim()),
    phone: text(values.phone),
    city: text(values.city),
    state: values.state ?? undefined,
    zip: text(values.zip),
    description: text(values.description),
    billboard: text(values.billboard),
    dot_number: text(values.dot_number),
    policies_link: text(values.policies_link),
    fee_list: text(values.fee_list),
    logo_mediaId: values.logo?.mediaId,
    hero_mediaId: values.hero?.mediaId,
    service_radius: values.service_radius,
    serves_out_of_state: values.serves_out_of_state,
  } as UpdateMyMovingCompanyBody;
}

/** What the public page would show after saving (the preview). */
export function previewCompany(company: MyMovingCompany, values: CompanyFormValues): PublicMovingCompany {
  const text = (value: string) => value.trim() || null;
  return {
    id: company.id,
    name: company.name,
    city: text(values.city),
    state: values.state,
    zip: text(values.zip),
    year_founded: /^\d{4}$/.test(values.year_founded.trim()) ? Number(values.year_founded.trim()) : null,
    description: text(values.description),
    billboard: text(values.billboard),
    dot_number: text(values.dot_number),
    policies_link: text(values.policies_link),
    fee_list: text(values.fee_list),
    logo_image_url: values.logo?.url ?? null,
    logo_mediaId: values.logo?.mediaId ?? null,
    hero_image_url: values.hero?.url ?? null,
    hero_mediaId: values.hero?.mediaId ?? null,
    is_verified: company.is_verified,
    vetting: company.vetting,
    median_response_hours: company.median_response_hours,
    price_accuracy: company.price_accuracy,
    reviews: company.reviews,
    service_radius: values.service_radius,
    serves_out_of_state: values.serves_out_of_state,
  };
}

/** Spec section 9 hints: description 50-100 words, billboard 3-5 bullets (hints only). */
export const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
export const countBullets = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
