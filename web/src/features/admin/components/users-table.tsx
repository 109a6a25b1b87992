import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { LoadingState } from '@web/components/loading-state';
import { useIsPhone } from '@web/hooks/use-is-phone';
import { failureText } from '@web/lib/notify';
import { ADMIN_TEXT } from '../messages';
import { useUsersTable } from '../model/use-users-table';
import { PageStepper } from './page-stepper';
import { TimedMessageAlert } from './timed-message-alert';
import { UserCards } from './user-cards';
import { UsersTableRows } from './users-table-rows';
import { UserStatusDialog } from './user-status-dialog';

/**
 * Every user, newest first, 10 a page (GET /admin/auth/users, total from x-total-count),
 * searchable by name or e-mail; Deactivate / Reactivate after a confirmation. Pages step
 * Previous / Next, each from the cursor its previous page gave, so a deep page costs what the
 * first does (docs/admin.md, Users).
 */
export function UsersTable() {
  const table = useUsersTable();
  const { users } = table;
  // A phone gets cards: the table's seven columns would scroll sideways.
  const Entries = useIsPhone() ? UserCards : UsersTableRows;

  return (
    <Stack gap="md">
      <TextInput
        label="Search users"
        description="By first name, last name or e-mail"
        type="search"
        value={table.search}
        onChange={(event) => table.setSearch(event.currentTarget.value)}
        maw={420}
      />
      <TimedMessageAlert message={table.outcome} />
      {users.isPending ? (
        <LoadingState label="Loading users" />
      ) : users.isError ? (
        <Alert color="red" variant="light" role="alert">
          {failureText(ADMIN_TEXT.loadUsersFailed, users.error)}
        </Alert>
      ) : users.data.users.length === 0 ? (
        <Text c="gray.7">{ADMIN_TEXT.noUsers}</Text>
      ) : (
        <Entries users={users.data.users} myId={table.myId} busy={users.isFetching} onStatus={table.askToConfirm} />
      )}
      {users.data && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {users.data.total} {users.data.total === 1 ? 'user' : 'users'}
          </Text>
          {table.pages > 1 && <PageStepper page={table.page} pages={table.pages} onPage={table.setPage} />}
        </Group>
      )}
      <UserStatusDialog
        user={table.confirming}
        saving={table.saving}
        onCancel={table.cancelConfirm}
        onConfirm={table.confirm}
      />
    </Stack>
  );
}
