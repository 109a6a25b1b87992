import { routes } from '@schemas/routes';
import { TOTAL_COUNT_HEADER } from '@schemas/admin';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { listUsersNewestFirst, type UserListPosition } from '@functions/core/data/user/users';
import { httpHandler, Reply, type PlainHandler } from '@functions/platform/http/handler';
import { decodePageCursor, encodePageCursor } from '@functions/platform/http/page-cursor';
import { adminUserRows } from './admin-user-rows';
import { searchUsersByPage } from './search-admin-users';

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
 * x-next-cursor while more follow. With search: the name, last name and e-mail prefix indexes
 * one after the other, paged by the same header (search-admin-users.ts). Then BatchGetItem of
 * the page's companies for their names. No Scan, no Cognito listing. Callers: ADMIN; 400 for a cursor this server did not give.
 */
export const listAdminUsers: PlainHandler<typeof routes.listAdminUsers> = async ({ query }) => {
  const { page, limit, search, cursor } = query;
  if (search) return searchUsersByPage({ search, page, limit, cursor });
  const after = cursor ? decodePosition(cursor) : undefined;
  const { users, total, next } = await listUsersNewestFirst(page, limit, after);
  const rows = await adminUserRows(users);
  const headers: Record<string, string> = { [TOTAL_COUNT_HEADER]: String(total) };
  if (next) headers[NEXT_CURSOR_HEADER] = encodePageCursor([next.created_at, next.id]);
  return new Reply(200, rows, headers);
};

export const handler = httpHandler(routes.listAdminUsers, listAdminUsers);
