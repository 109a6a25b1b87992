import type { MyMovingCompany } from '@schemas/company-profile';
import { toPublicMovingCompany } from '@functions/core/data/company-views';
import type { MovingCompanyItem } from '@functions/core/data/moving-companies';

/** The company as its own users see it: the public shape plus e-mail and phone, picked one by one. */
export function toMyMovingCompany(company: MovingCompanyItem): MyMovingCompany {
  return { ...toPublicMovingCompany(company), email: company.email, phone: company.phone ?? null };
}
