import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { useUser } from '@web/lib/api/get-user';

/** The dashboard's title, who is signed in, and Log out. */
export function AdminHeader() {
  const me = useUser();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          Admin dashboard
        </Title>
        {me.data && (
          <Text c="gray.7" size="sm">
            Signed in as {me.data.firstName} {me.data.lastName} ({me.data.email})
          </Text>
        )}
      </Stack>
      <Button component={Link} to={paths.logoutRedirect} variant="default" style={{ flex: 'none' }}>
        Log out
      </Button>
    </Group>
  );
}
