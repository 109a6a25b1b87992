import { Badge, Button } from '@mantine/core';
import type { AdminUser } from '@schemas/admin';

/*
 * The pieces of one user that the users table (desktop) and the user cards (phones) both show.
 */

export const ROLE_LABELS: Record<AdminUser['role'], string> = {
  MOVER: 'Customer',
  MOVING_COMPANY: 'Company',
  ADMIN: 'Admin',
};

export const fullNameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || '—';

export function UserStatusBadge({ user }: { user: AdminUser }) {
  const active = user.account_status === 'ACTIVE';
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'}>
      {active ? 'Active' : 'Deactivated'}
    </Badge>
  );
}

/** Deactivate or Reactivate, named with the user's e-mail for screen readers. */
export function UserStatusButton({ user, onStatus }: { user: AdminUser; onStatus: (user: AdminUser) => void }) {
  const active = user.account_status === 'ACTIVE';
  return (
    <Button
      size="xs"
      variant={active ? 'default' : 'light'}
      color={active ? 'red' : 'brand'}
      onClick={() => onStatus(user)}
      aria-label={`${active ? 'Deactivate' : 'Reactivate'} ${user.email}`}
    >
      {active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}
