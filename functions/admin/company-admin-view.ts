import type { AdminMovingCompany } from '@schemas/admin';
import { toMyMovingCompany, toVettingRecord } from '@functions/companies';
import { type CompanyVettingItem } from '@functions/core/data/company/company-vetting';
import { findCompany, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { notFound } from '@functions/platform/http/errors';

/** The spec's answer for a company id that does not exist. */
export const COMPANY_NOT_FOUND = 'Moving company not found';

/** Consistent GetItem COMPANY#<id>/PROFILE (the vetting writes decide on it), 404 when there is none. */
export async function companyOr404(id: string): Promise<MovingCompanyItem> {
  const company = await findCompany(id, { consistent: true });
  if (!company) throw notFound(COMPANY_NOT_FOUND);
  return company;
}

/** The company as the admin form edits it: e-mail, phone, the vetting record and its dates. */
export function toAdminMovingCompany(
  company: MovingCompanyItem,
  vetting: CompanyVettingItem | null,
): AdminMovingCompany {
  return {
    ...toMyMovingCompany(company),
    vetting: vetting ? toVettingRecord(vetting, company.dot_number) : null,
    created_at: company.created_at ?? '',
    updated_at: company.updated_at ?? '',
  };
}
