import type { PublicMovingCompany } from '@schemas/companies';
import { imageUrl } from '../images';
import type { MovingCompanyItem } from './moving-companies';

/**
 * The one place a stored company becomes its public shape. Fields are picked one by one
 * (never spread) so e-mail, phone and future private fields cannot leak; absent optional
 * attributes become null, and image URLs are built from the media ids.
 */
export function toPublicMovingCompany(company: MovingCompanyItem): PublicMovingCompany {
  return {
    id: company.id,
    name: company.name,
    city: company.city ?? null,
    state: company.state || null,
    zip: company.zip ?? null,
    year_founded: company.year_founded ?? null,
    description: company.description ?? null,
    billboard: company.billboard ?? null,
    dot_number: company.dot_number ?? null,
    policies_link: company.policies_link ?? null,
    fee_list: company.fee_list ?? null,
    logo_image_url: imageUrl(company.logo_mediaId),
    logo_mediaId: company.logo_mediaId ?? null,
    hero_image_url: imageUrl(company.hero_mediaId),
    hero_mediaId: company.hero_mediaId ?? null,
    is_verified: company.is_verified ?? false,
    // Filled from the company's vetting record by the admin work (issue 13).
    vetting: null,
  };
}
