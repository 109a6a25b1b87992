import { Anchor, Button, Divider, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';

/** Shown to every role at the foot of /profile (spec section 2). */
export function AccountLinks() {
  return (
    <>
      <Divider />
      <Group justify="space-between" gap="md">
        <Anchor component={Link} to={paths.termsAndPrivacy} fw={500}>
          Terms and privacy
        </Anchor>
        <Button component={Link} to={paths.logoutRedirect} variant="default">
          Log Out
        </Button>
      </Group>
    </>
  );
}
