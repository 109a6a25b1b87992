import { findCompanies, type MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { UserItem } from '@functions/core/data/user/users';
import { toAdminUser } from './admin-user-view';

/** The admin table's rows of a page of profiles: one BatchGetItem of their companies for the names. */
export async function adminUserRows(users: UserItem[]) {
  const companyIds = [...new Set(users.flatMap((user) => (user.moving_company_id ? [user.moving_company_id] : [])))];
  const companies = companyIds.length > 0 ? await findCompanies(companyIds) : new Map<string, MovingCompanyItem>();
  return users.map((user) =>
    toAdminUser(user, user.moving_company_id ? companies.get(user.moving_company_id) : undefined),
  );
}
