import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import type { CurrentUser } from '@web/lib/api/get-user';
import { AccountLinks } from '../components/account-links';
import { AccountIdentity } from '../components/account-identity';
import { ConciergeCard } from './concierge-card';

/**
 * The customer view of /profile (every role but MOVING_COMPANY). The move request and the
 * Concierge card are for customers only (spec section 6): an admin has neither.
 */
export function CustomerAccountSection({ user }: { user: CurrentUser }) {
  return (
    <Stack gap="lg">
      {user.role === 'MOVER' && (
        <>
          <Button component={Link} to={paths.moveInfo} size="md" w={{ base: '100%', xs: 'fit-content' }}>
            View or Edit my Move Request
          </Button>
          <ConciergeCard user={user} />
        </>
      )}
      <AccountIdentity user={user} withSettings />
      <AccountLinks />
    </Stack>
  );
}
