import { routes } from '@schemas/routes';
import { TOTAL_COUNT_HEADER } from '@schemas/admin';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { findCompanies } from '@functions/core/data/moving-companies';
import { listUsersNewestFirst, searchUsers, type UserListPosition } from '@functions/core/data/users';
import { httpHandler, Reply, type PlainHandler } from '@functions/core/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/core/http/page-cursor';
import { toAdminUser } from './admin-user-view';

const decodePosition = (cursor: string): UserListPosition => {
  const [created_at, id] = decodePageCursor(cursor, 2);
  return { created_at, id };
};

/**
 * GET /api/admin/auth/users?page&limit&search&cursor — the admin's user table, newest first, a
 * page of `limit` (10 by default), the total in the x-total-count header.
 * Without search: GetItem COUNTER#USERS + Query gsi2 USERS backwards: after `cursor` (the
 * previous page's x-next-cursor, as the admin table pages) exactly `limit` items whatever the
 * page number; by page number alone page × limit items. The next page's cursor goes out in
 * x-next-cursor while more follow. With search: the name and e-mail prefix indexes (gsi3,
 * gsi4, gsi1), the total is the number matched (functions/core/data/users.ts searchUsers), paged
 * by number. Then BatchGetItem of the page's companies for their names. No Scan, no Cognito
 * listing. Callers: ADMIN; 400 for a cursor this server did not give.
 */
export const listAdminUsers: PlainHandler<typeof routes.listAdminUsers> = async ({ query }) => {
  const { page, limit, search, cursor } = query;
  const after = cursor ? decodePosition(cursor) : undefined;
  const { users, total, next } = search ? await searchUsers(search, page, limit) : await listUsersNewestFirst(page, limit, after);
  const companyIds = [...new Set(users.flatMap((user) => (user.moving_company_id ? [user.moving_company_id] : [])))];
  const companies = companyIds.length > 0 ? await findCompanies(companyIds) : new Map();
  const rows = users.map((user) => toAdminUser(user, user.moving_company_id ? companies.get(user.moving_company_id) : undefined));
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(total) };
  if (next) headers[NEXT_CURSOR_HEADER] = encodePageCursor([next.created_at, next.id]);
  return new Reply(200, rows, headers);
};

export const handler = httpHandler(routes.listAdminUsers, listAdminUsers);
