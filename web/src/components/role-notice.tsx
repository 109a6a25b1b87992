import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Role } from '@schemas/enums';
import { paths } from '@web/config/paths';
import { isApiError } from '@web/lib/api-error';
import { useViewer } from '@web/hooks/use-viewer';

const AUDIENCE: Record<Role, { plural: string; account: string }> = {
  MOVER: { plural: 'customers', account: 'a customer' },
  MOVING_COMPANY: { plural: 'moving companies', account: 'a moving company' },
  ADMIN: { plural: 'administrators', account: 'an administrator' },
};

/** Each role's own start page (the redirect rule's targets, spec section 2). */
const START: Record<Role, { to: string; label: string }> = {
  MOVER: { to: paths.moveInfo, label: 'Go to Find movers' },
  MOVING_COMPANY: { to: paths.availabilityCalendar, label: 'Go to my availability calendar' },
  ADMIN: { to: paths.adminDashboard, label: 'Go to the admin dashboard' },
};

const listOf = (words: string[]) =>
  words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');

/**
 * What a signed-in user sees on another role's screen: a plain explanation and the way to their
 * own start page, not a load error. Shown by the route guard (app/role-guard.tsx) before the
 * page mounts, and by a page whose request the server refused for the role (403).
 */
export function RoleNotice({ feature, roles }: { feature: string; roles: readonly Role[] }) {
  const viewer = useViewer();
  const role = viewer.status === 'signed-in' ? viewer.role : null;
  const audience = listOf(roles.map((r) => AUDIENCE[r].plural));
  const home = role ? START[role] : { to: paths.home, label: 'Go to the home page' };
  return (
    <Alert color="blue" variant="light" title={`This page is for ${audience}`} role="status" data-testid="role-notice">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {feature} is for {roles.length === 1 && roles[0] === 'MOVER' ? 'customers planning a move' : audience}.
          {role && ` You're signed in with ${AUDIENCE[role].account} account, which cannot use it.`}
        </Text>
        <Button component={Link} to={home.to} size="sm" variant="white">
          {home.label}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The API's answer to a role that may not use the route. */
export const isWrongRole = (error: unknown) => isApiError(error) && error.status === 403;
