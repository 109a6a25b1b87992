import { useState } from 'react';
import { Alert, Badge, Button, Group, ScrollArea, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminUser } from '@schemas/admin';
import { LIMITS } from '@schemas/constants';
import { LoadingState } from '@web/components/loading-state';
import { useUser } from '@web/lib/api/get-user';
import { useAdminUsers, useSetUserStatus } from '../api/admin-users';
import { failureText } from '@web/lib/notify';
import { ADMIN_TEXT } from '../messages';
import { formatDay } from '../model/format';
import { PageStepper, usePageCursors } from './page-stepper';
import { TimedMessageAlert } from './timed-message-alert';
import { useOutcomeLine } from './use-outcome-line';
import { UserStatusDialog } from './user-status-dialog';

const ROLE_LABELS: Record<AdminUser['role'], string> = { MOVER: 'Customer', MOVING_COMPANY: 'Company', ADMIN: 'Admin' };
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Every user, newest first, 10 a page (GET /admin/auth/users, total from x-total-count),
 * searchable by name or e-mail; Deactivate / Reactivate after a confirmation. Pages step
 * Previous / Next, each from the cursor its previous page gave, so a deep page costs what the
 * first does (docs/admin.md, Users).
 */
export function UsersTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const cursors = usePageCursors(debounced);
  const users = useAdminUsers(page, debounced, cursors.startOf(page));
  cursors.remember(page + 1, users.data?.nextCursor);
  const me = useUser();
  const setStatus = useSetUserStatus();
  const outcome = useOutcomeLine();
  const [confirming, setConfirming] = useState<AdminUser | null>(null);
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / LIMITS.adminUserPageSize));

  const confirm = (user: AdminUser) => {
    const status = user.account_status === 'DISABLED' ? 'ACTIVE' : 'DISABLED';
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
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

  return (
    <Stack gap="md">
      <TextInput
        label="Search users"
        description="By first name, last name or e-mail"
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <TimedMessageAlert message={outcome.message} />
      {users.isPending ? (
        <LoadingState label="Loading users" />
      ) : users.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(ADMIN_TEXT.loadUsersFailed, users.error)}
        </Alert>
      ) : users.data.users.length === 0 ? (
        <Text c="gray.7">{ADMIN_TEXT.noUsers}</Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            miw={820}
            aria-label="Users"
            aria-busy={users.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>E-mail</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.users.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>{`${user.firstName} ${user.lastName}`.trim() || '—'}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
                  <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
                  <Table.Td>{user.moving_company_name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={user.account_status === 'ACTIVE' ? 'teal' : 'gray'}>
                      {user.account_status === 'ACTIVE' ? 'Active' : 'Deactivated'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{formatDay(user.created_at)}</Table.Td>
                  <Table.Td>
                    {user.id !== me.data?.id && (
                      <Button
                        size="xs"
                        variant={user.account_status === 'ACTIVE' ? 'default' : 'light'}
                        color={user.account_status === 'ACTIVE' ? 'red' : 'brand'}
                        onClick={() => setConfirming(user)}
                        aria-label={`${user.account_status === 'ACTIVE' ? 'Deactivate' : 'Reactivate'} ${user.email}`}
                      >
                        {user.account_status === 'ACTIVE' ? 'Deactivate' : 'Reactivate'}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {users.data && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {users.data.total} {users.data.total === 1 ? 'user' : 'users'}
          </Text>
          {pages > 1 && <PageStepper page={page} pages={pages} onPage={setPage} />}
        </Group>
      )}
      <UserStatusDialog
        user={confirming}
        saving={setStatus.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
