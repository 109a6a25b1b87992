import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { isApiError } from '@web/lib/api-error';
import { useViewer } from '@web/hooks/use-viewer';

/**
 * What a company or admin account sees on a customers' page (the API answers 403): a plain
 * explanation and the way to their own start page, not a load error.
 */
export function CustomersOnlyNotice({ feature }: { feature: string }) {
  const viewer = useViewer();
  const role = viewer.status === 'signed-in' ? viewer.role : null;
  const home =
    role === 'MOVING_COMPANY'
      ? { to: paths.availabilityCalendar, label: 'Go to my availability calendar' }
      : role === 'ADMIN'
        ? { to: paths.adminDashboard, label: 'Go to the admin dashboard' }
        : { to: paths.home, label: 'Go to the home page' };
  return (
    <Alert color="blue" variant="light" title="This page is for customers" role="status" data-testid="customers-only">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {feature} is for customers planning a move. You're signed in with{' '}
          {role === 'ADMIN' ? 'an administrator' : 'a moving company'} account, which cannot use it.
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
