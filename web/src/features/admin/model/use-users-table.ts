import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminUser } from '@schemas/admin';
import { LIMITS } from '@schemas/constants';
import { useUser } from '@web/lib/api/get-user';
import { useAdminUsers, useSetUserStatus } from '../api/admin-users';
import { usePageCursors } from '../components/page-stepper';
import { useOutcomeLine } from '../components/use-outcome-line';
import { ADMIN_TEXT } from '../messages';
import { userDisplayName } from './format';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The users table's state and actions: the search (debounced, back to page 1), the page and
 * the cursor it starts from, and Deactivate / Reactivate after the confirmation.
 */
export function useUsersTable() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const cursors = usePageCursors(debounced);
  const users = useAdminUsers(page, debounced, cursors.startOf(page));
  cursors.remember(page + 1, users.data?.nextCursor);
  const me = useUser();
  const setStatus = useSetUserStatus();
  const outcome = useOutcomeLine();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / LIMITS.adminUserPageSize));

  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };

  const confirm = (user: AdminUser) => {
    const status = user.account_status === 'DISABLED' ? 'ACTIVE' : 'DISABLED';
    const name = userDisplayName(user);
    setStatus.mutate(
      { id: user.id, status },
      {
        onSuccess: () =>
          outcome.show(
            'success',
            status === 'DISABLED' ? ADMIN_TEXT.userDeactivated(name) : ADMIN_TEXT.userReactivated(name),
          ),
        onError: (error) => outcome.fail(ADMIN_TEXT.statusFailed, error),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return {
    search,
    setSearch,
    page,
    pages,
    setPage,
    users,
    myId: me.data?.id,
    outcome: outcome.message,
    confirming,
    askToConfirm: setConfirming,
    cancelConfirm: () => setConfirming(null),
    confirm,
    saving: setStatus.isPending,
  };
}
