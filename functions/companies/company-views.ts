import { publicPriceAccuracy } from '@schemas/booking-completion-view';
import { reviewSummaryOf } from '@schemas/reviews';
import { serviceAreaOrDefault } from '@schemas/service-areas';
import type { PublicMovingCompany } from '@schemas/companies';
import { PROTECTED_PAYMENT_OFFERED } from '@schemas/payouts';
import type { MyMovingCompany } from '@schemas/company-profile';
import { imageUrl } from '@functions/platform/images';
import { medianResponseHours } from '@schemas/companies';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';

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
    // Set on the company when its payout account's state changes: no read per company. Said to
    // customers only once MoveMatch takes the booking's money (PROTECTED_PAYMENT_OFFERED).
    protected_payment: PROTECTED_PAYMENT_OFFERED && company.payouts_enabled === true,
    vetting: publicVettingOf(company),
    // From the answers recorded on the company itself: no read per company (response-times.ts).
    median_response_hours: medianResponseHours(company),
    // The counters the completing transaction keeps on the company itself: no read per company.
    price_accuracy: publicPriceAccuracy(company),
    // The counters a review's publication keeps on the company itself: no read per company.
    reviews: reviewSummaryOf(company),
    ...serviceAreaOrDefault(company),
  };
}

/** The vetting facts copied onto the company when it was verified (company-vetting.ts); none while unverified. */
function publicVettingOf(company: MovingCompanyItem): PublicMovingCompany['vetting'] {
  const facts = company.vetting_facts;
  if (company.is_verified !== true || !facts) return null;
  return {
    vetted_on: facts.vetted_on,
    hours_spent: facts.hours_spent,
    rating: facts.rating,
    mc_number: facts.mc_number ?? null,
    authority_status: facts.authority_status ?? 'NONE',
    ncuc_certificate: facts.ncuc_certificate ?? null,
    sc_class_e_certificate: facts.sc_class_e_certificate ?? null,
    cargo_insurance_amount: facts.cargo_insurance_amount ?? null,
    liability_insurance_amount: facts.liability_insurance_amount ?? null,
    insurance_expires_on: facts.insurance_expires_on ?? null,
  };
}

/** The company as its own users and admins see it: the public shape plus e-mail and phone, picked one by one. */
export function toMyMovingCompany(company: MovingCompanyItem): MyMovingCompany {
  return {
    ...toPublicMovingCompany(company),
    email: company.email,
    phone: company.phone ?? null,
    notify_business_address: company.notify_business_address ?? false,
  };
}
