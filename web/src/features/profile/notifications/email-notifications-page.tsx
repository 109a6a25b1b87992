import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { WithProfile } from '../components/with-profile';
import { NotificationSwitches } from './notification-switches';

/** /profile/email-notifications: which e-mails MoveMatch sends the user. */
export function EmailNotificationsPage() {
  usePageTitle('Email notifications');
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={paths.profile} size="sm" fw={500} w="fit-content">
          ← Back to my account
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>Email notifications</Title>
          <Text c="gray.7">Choose which e-mails we send you.</Text>
        </Stack>
        <WithProfile>{(user) => <NotificationSwitches user={user} />}</WithProfile>
      </Stack>
    </Container>
  );
}
