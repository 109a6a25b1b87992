import { Alert, Anchor, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useUser } from '@web/lib/api/get-user';
import { ChangePasswordForm } from '../components/change-password-form';
import { NamesForm } from '../components/names-form';
import { PhoneForm } from '../components/phone-form';

/** /profile/edit: change password, edit first and last name, and a customer's phone (signed-in only, see routes.tsx). */
export function ProfileEditPage() {
  usePageTitle('Edit profile');
  const user = useUser();

  return (
    <Container size={640} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to={paths.profile} size="sm" w="fit-content">
            ← My account
          </Anchor>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            Edit profile
          </Title>
        </Stack>

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="h3" id="names-heading">
              Your name
            </Title>
            {user.data && <NamesForm user={user.data} />}
            {user.isPending && (
              <Group gap="xs" role="status">
                <Loader size="sm" aria-hidden="true" />
                <Text c="gray.7">Loading your profile…</Text>
              </Group>
            )}
            {user.isError && (
              <Alert color="red" variant="light" role="alert">
                {user.error.message}
              </Alert>
            )}
          </Stack>
        </Paper>

        {user.data?.role === 'MOVER' && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={2} fz="h3" id="phone-heading">
                Your phone
              </Title>
              <PhoneForm user={user.data} />
            </Stack>
          </Paper>
        )}

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={2} fz="h3" id="change-password-heading">
              Change password
            </Title>
            <ChangePasswordForm />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
