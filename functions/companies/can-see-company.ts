import type { AuthContext } from '@functions/platform/http/auth-context';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import { findUser } from '@functions/core/data/user/users';

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
