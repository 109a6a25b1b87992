import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatDay } from '../model/format';
import { fullNameOf, ROLE_LABELS, UserStatusBadge, UserStatusButton } from './user-entry-parts';
import type { UserEntriesProps } from './users-table-rows';

/**
 * One page of users on a phone: a card each, the same facts as the table's row and
 * Deactivate / Reactivate in reach, with nothing to scroll sideways.
 */
export function UserCards({ users, myId, busy, onStatus }: UserEntriesProps) {
  return (
    <Stack component="ul" gap="sm" aria-label="Users" aria-busy={busy} m={0} p={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} withBorder radius="md" p="sm" data-testid="user-entry">
          <Stack gap={6}>
            <Group justify="space-between" align="flex-start" gap="xs">
              <Text fw={700} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
                {fullNameOf(user)}
              </Text>
              <UserStatusBadge user={user} />
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Text size="sm" c="gray.7">
              {[ROLE_LABELS[user.role], user.moving_company_name, `Created ${formatDay(user.created_at)}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {user.id !== myId && (
              <Group>
                <UserStatusButton user={user} onStatus={onStatus} />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
