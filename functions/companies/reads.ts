import type { AuthContext } from '@functions/core/http/auth-context';
import { movingCompanyEntity, type MovingCompanyItem } from '@functions/core/data/moving-companies';
import { findUser } from '@functions/core/data/user-profile';

/** GetItem COMPANY#<id> / PROFILE. */
export async function findCompany(id: string): Promise<MovingCompanyItem | null> {
  const { data } = await movingCompanyEntity().get({ id }).go();
  return data ?? null;
}

/** Every company: one Query on gsi1 COMPANIES (by state, then name), never a Scan. */
export async function listAllCompanies(): Promise<MovingCompanyItem[]> {
  const { data } = await movingCompanyEntity().query.byState({}).go({ pages: 'all' });
  return data;
}

export { findCompanies } from '@functions/core/data/batch-reads';

/**
 * Who may see a company: verified ones everybody signed in; an unverified one only admins
 * and the company's own users (profile.moving_company_id), who look at their page before
 * verification. The profile is read only in that last case.
 */
export async function canSeeCompany(auth: AuthContext, company: MovingCompanyItem): Promise<boolean> {
  if (company.is_verified || auth.role === 'ADMIN') return true;
  if (auth.role !== 'MOVING_COMPANY') return false;
  const profile = await findUser(auth.userId);
  return profile?.moving_company_id === company.id;
}
