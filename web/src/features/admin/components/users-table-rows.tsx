import { Badge, Button, ScrollArea, Table, VisuallyHidden } from '@mantine/core';
import type { AdminUser } from '@schemas/admin';
import { formatDay } from '../model/format';

const ROLE_LABELS: Record<AdminUser['role'], string> = { MOVER: 'Customer', MOVING_COMPANY: 'Company', ADMIN: 'Admin' };

interface UsersTableRowsProps {
  users: AdminUser[];
  /** The signed-in admin: no status button on their own row. */
  myId: string | undefined;
  busy: boolean;
  onStatus: (user: AdminUser) => void;
}

/** One page of users: name, e-mail, role, company, status, created, and Deactivate / Reactivate. */
export function UsersTableRows({ users, myId, busy, onStatus }: UsersTableRowsProps) {
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
            <UserRow key={user.id} user={user} own={user.id === myId} onStatus={onStatus} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function UserRow({ user, own, onStatus }: { user: AdminUser; own: boolean; onStatus: (user: AdminUser) => void }) {
  const active = user.account_status === 'ACTIVE';
  return (
    <Table.Tr>
      <Table.Td>{`${user.firstName} ${user.lastName}`.trim() || '—'}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
      <Table.Td>{ROLE_LABELS[user.role]}</Table.Td>
      <Table.Td>{user.moving_company_name ?? '—'}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={active ? 'teal' : 'gray'}>
          {active ? 'Active' : 'Deactivated'}
        </Badge>
      </Table.Td>
      <Table.Td>{formatDay(user.created_at)}</Table.Td>
      <Table.Td>
        {!own && (
          <Button
            size="xs"
            variant={active ? 'default' : 'light'}
            color={active ? 'red' : 'brand'}
            onClick={() => onStatus(user)}
            aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${user.email}`}
          >
            {active ? 'Deactivate' : 'Reactivate'}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
