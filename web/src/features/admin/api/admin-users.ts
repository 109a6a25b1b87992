import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '@schemas/routes';
import { TOTAL_COUNT_HEADER, type AdminInviteUserBody, type AdminUser } from '@schemas/admin';
import type { AccountStatus } from '@schemas/enums';
import { LIMITS } from '@schemas/constants';
import { NEXT_CURSOR_HEADER } from '@schemas/paging';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

/* The admin's user calls: a page of the list (total from x-total-count), invite, (de)activate. */

export interface AdminUserPage {
  users: AdminUser[];
  total: number;
  /** Where the next page starts (x-next-cursor, the list and a search alike), else null. */
  nextCursor: string | null;
}

async function fetchUserPage(
  page: number,
  search: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  let total: number | null = null;
  let nextCursor: string | null = null;
  const users = await apiRequest(routes.listAdminUsers, {
    query: { page, limit: LIMITS.adminUserPageSize, search: search || undefined, ...(cursor ? { cursor } : {}) },
    signal,
    onHeaders: (headers) => {
      const value = Number(headers.get(TOTAL_COUNT_HEADER));
      total = Number.isFinite(value) && headers.has(TOTAL_COUNT_HEADER) ? value : null;
      nextCursor = headers.get(NEXT_CURSOR_HEADER);
    },
  });
  // Without the header the page itself is all we know.
  return { users, total: total ?? (page - 1) * LIMITS.adminUserPageSize + users.length, nextCursor };
}

/**
 * One page of the table. `cursor` is where the page starts (the previous page's nextCursor):
 * with it the server reads only this page whatever its number (docs/admin.md, Users).
 */
export function useAdminUsers(page: number, search: string, cursor: string | undefined) {
  return useQuery({
    queryKey: queryKeys.adminUsers(page, search),
    queryFn: ({ signal }) => fetchUserPage(page, search, cursor, signal),
    // The table keeps the last page while the next one loads (no jump to an empty table).
    placeholderData: keepPreviousData,
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminInviteUserBody) => apiRequest(routes.inviteUserAsAdmin, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminUserPages }),
  });
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AccountStatus }) =>
      apiRequest(routes.setAdminUserStatus, { params: { id }, body: { account_status: status } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.adminUserPages }),
  });
}
