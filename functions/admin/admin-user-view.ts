import type { AdminUser } from '@schemas/admin';
import type { MovingCompanyItem } from '@functions/core/data/company/moving-companies';
import type { UserItem } from '@functions/core/data/user/users';

/** A profile as a row of the admin's user table (account_status absent on older profiles = ACTIVE). */
export function toAdminUser(user: UserItem, company: MovingCompanyItem | undefined): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    moving_company_id: user.moving_company_id ?? null,
    moving_company_name: company?.name ?? null,
    account_status: user.account_status ?? 'ACTIVE',
    created_at: user.created_at!,
  };
}
