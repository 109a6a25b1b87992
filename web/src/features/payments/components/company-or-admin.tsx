import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { paths } from '@web/config/paths';
import { useUser, type CurrentUser } from '@web/lib/api/get-user';
import { PAYMENTS_MESSAGES as M } from '../messages';

/**
 * The payment screens serve company and admin accounts: the profile loads first, a customer
 * sees a friendly notice (the server refuses them anyway), the others see `children(user)`.
 */
export function CompanyOrAdmin({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const user = useUser();
  if (user.isPending) return <LoadingState label="Loading your account" />;
  // A failed background refresh keeps the profile already shown.
  if (!user.data) {
    return (
      <LoadErrorAlert
        title="We couldn't load your account"
        error={user.error}
        retrying={user.isFetching}
        onRetry={() => void user.refetch()}
      />
    );
  }
  if (user.data.role === 'MOVER') {
    return (
      <Alert color="blue" variant="light" title={M.companiesOnly} role="status">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{M.companiesOnlyText}</Text>
          <Button component={Link} to={paths.home} size="sm" variant="white">
            Go to the home page
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <>{children(user.data)}</>;
}
