import { Avatar, Box, Button, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { initialsOf } from '@web/hooks/use-viewer';
import type { CurrentUser } from '@web/lib/api/get-user';

/** Long e-mail addresses wrap on phones instead of being cut off. */
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * Initials avatar, name and e-mail; with `withSettings`, also the ways to change them and the
 * e-mail settings (the spec offers those on the customer view only).
 */
export function AccountIdentity({ user, withSettings = false }: { user: CurrentUser; withSettings?: boolean }) {
  return (
    <Paper component="section" aria-label="Your details" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar size={64} radius="xl" color="brand" variant="filled" aria-hidden="true">
          {initialsOf(user)}
        </Avatar>
        <Box miw={0}>
          <Text fw={700} size="lg" style={WRAP_ANYWHERE}>
            {user.firstName} {user.lastName}
          </Text>
          <Text c="gray.7" style={WRAP_ANYWHERE}>
            {user.email}
          </Text>
        </Box>
      </Group>
      {withSettings && (
        <Group gap="sm" mt="md">
          <Button component={Link} to={paths.profileEdit} variant="light">
            Edit
          </Button>
          <Button component={Link} to={paths.profileEmailNotifications} variant="light">
            Email notifications
          </Button>
        </Group>
      )}
    </Paper>
  );
}
