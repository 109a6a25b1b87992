import { routes } from '@schemas/routes';
import { TOTAL_COUNT_HEADER } from '@schemas/admin';
import { findCompanies } from '@functions/core/data/moving-companies';
import { listUsersNewestFirst, searchUsers } from '@functions/core/data/users';
import { httpHandler, Reply, type PlainHandler } from '@functions/core/http/handler';
import { toAdminUser } from './admin-user-view';

/**
 * GET /api/admin/auth/users?page&limit&search — the admin's user table, newest first, a page
 * of `limit` (10 by default), the total in the x-total-count header.
 * Without search: Query gsi2 USERS backwards (page × limit items) + GetItem COUNTER#USERS.
 * With search: the name and e-mail prefix indexes (gsi3, gsi4, gsi1), the total is the number
 * matched (functions/core/data/users.ts searchUsers). Then BatchGetItem of the page's companies
 * for their names. No Scan, no Cognito listing. Callers: ADMIN.
 */
export const listAdminUsers: PlainHandler<typeof routes.listAdminUsers> = async ({ query }) => {
  const { page, limit, search } = query;
  const { users, total } = search ? await searchUsers(search, page, limit) : await listUsersNewestFirst(page, limit);
  const companyIds = [...new Set(users.flatMap((user) => (user.moving_company_id ? [user.moving_company_id] : [])))];
  const companies = companyIds.length > 0 ? await findCompanies(companyIds) : new Map();
  const rows = users.map((user) => toAdminUser(user, user.moving_company_id ? companies.get(user.moving_company_id) : undefined));
  return new Reply(200, rows, { [TOTAL_COUNT_HEADER]: String(total) });
};

export const handler = httpHandler(routes.listAdminUsers, listAdminUsers);
