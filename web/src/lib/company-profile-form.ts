import type { MyMovingCompany } from '@schemas/company-profile';
import type { ServiceRadius } from '@schemas/service-areas';
import type { UploadedImage } from '@web/lib/api/upload-company-image';

/*
 * The company profile as form values: what the company's own editor and the admin's company
 * form both edit (the admin's adds name and e-mail). Texts stay as typed until the submit.
 */

export interface CompanyProfileFormValues {
  year_founded: string;
  phone: string;
  city: string;
  state: string | null;
  zip: string;
  description: string;
  billboard: string;
  dot_number: string;
  policies_link: string;
  fee_list: string;
  logo: UploadedImage | null;
  hero: UploadedImage | null;
  service_radius: ServiceRadius;
  serves_out_of_state: boolean;
}

/** The profile fields' labels (the required messages are built from them). */
export const COMPANY_PROFILE_LABELS = {
  year_founded: 'Year founded',
  phone: 'Phone',
  city: 'City',
  state: 'State',
  zip: 'Zip code',
  description: 'Description',
  billboard: 'Billboard',
  dot_number: 'DOT number',
  policies_link: 'Policies link',
  fee_list: 'Fee list',
  logo: 'Logo',
  hero: 'Hero image',
  service_radius: 'How far from your ZIP code do you take moves?',
  serves_out_of_state: 'I take moves to places outside North and South Carolina',
} as const satisfies Record<keyof CompanyProfileFormValues, string>;

/** The stored company as it fills the form: absent texts are empty, images need their id and url. */
export type CompanyProfileSource = Pick<
  MyMovingCompany,
  | 'year_founded'
  | 'phone'
  | 'city'
  | 'state'
  | 'zip'
  | 'description'
  | 'billboard'
  | 'dot_number'
  | 'policies_link'
  | 'fee_list'
  | 'logo_mediaId'
  | 'logo_image_url'
  | 'hero_mediaId'
  | 'hero_image_url'
  | 'service_radius'
  | 'serves_out_of_state'
>;

const imageOf = (mediaId: string | null, url: string | null): UploadedImage | null =>
  mediaId && url ? { mediaId, url } : null;

export function toCompanyProfileFormValues(company: CompanyProfileSource): CompanyProfileFormValues {
  return {
    year_founded: company.year_founded ? String(company.year_founded) : '',
    phone: company.phone ?? '',
    city: company.city ?? '',
    state: company.state,
    zip: company.zip ?? '',
    description: company.description ?? '',
    billboard: company.billboard ?? '',
    dot_number: company.dot_number ?? '',
    policies_link: company.policies_link ?? '',
    fee_list: company.fee_list ?? '',
    logo: imageOf(company.logo_mediaId, company.logo_image_url),
    hero: imageOf(company.hero_mediaId, company.hero_image_url),
    service_radius: company.service_radius,
    serves_out_of_state: company.serves_out_of_state,
  };
}
