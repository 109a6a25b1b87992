import { ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import type { AdminUser } from '@schemas/admin';
import { formatDay } from '../model/format';
import { fullNameOf, ROLE_LABELS, UserStatusBadge, UserStatusButton } from './user-entry-parts';

export interface UserEntriesProps {
  users: AdminUser[];
  /** The signed-in admin: no status button on their own entry. */
  myId: string | undefined;
  busy: boolean;
  onStatus: (user: AdminUser) => void;
}

/** One page of users (768 px and up): name, e-mail, role, company, status, created, and Deactivate / Reactivate. */
export function UsersTableRows({ users, myId, busy, onStatus }: UserEntriesProps) {
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped highlightOnHover verticalSpacing="sm" miw={820} aria-label="Users" aria-busy={busy}>
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
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-entry">
              <Table.Td>{fullNameOf(user)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
              <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
              <Table.Td>{user.moving_company_name ?? '—'}</Table.Td>
              <Table.Td>
                <UserStatusBadge user={user} />
              </Table.Td>
              <Table.Td>{formatDay(user.created_at)}</Table.Td>
              <Table.Td>{user.id !== myId && <UserStatusButton user={user} onStatus={onStatus} />}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
