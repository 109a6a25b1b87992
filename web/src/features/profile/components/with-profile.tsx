import type { ReactNode } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { isApiError } from '@web/lib/api-error';
import { useUser, type CurrentUser } from '@web/lib/api/get-user';
import { LoadingState } from '@web/components/loading-state';

/**
 * Renders its children with the signed-in user's profile, a spinner while it loads and an
 * error with Try again if it fails. Data already shown stays when a background refresh fails.
 */
export function WithProfile({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const profile = useUser();
  if (profile.data) return children(profile.data);
  if (profile.isError) {
    return (
      <ProfileLoadError error={profile.error} retrying={profile.isFetching} onRetry={() => void profile.refetch()} />
    );
  }
  return <LoadingState label="Loading your account" />;
}

interface ProfileLoadErrorProps {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

function ProfileLoadError({ error, retrying, onRetry }: ProfileLoadErrorProps) {
  // PGRST116: signed in but no profile yet; /sign-up-redirect creates it (spec redirect rule).
  const notSetUp = isApiError(error) && (error.body as { code?: string } | undefined)?.code === 'PGRST116';
  return (
    <Alert color="red" variant="light" title="We couldn't load your account" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{notSetUp ? 'Your account is not set up yet.' : error.message}</Text>
        {notSetUp ? (
          <Anchor component={Link} to={paths.signUpRedirect} size="sm" fw={600}>
            Finish setting up my account
          </Anchor>
        ) : (
          <Button size="sm" variant="white" color="red" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
