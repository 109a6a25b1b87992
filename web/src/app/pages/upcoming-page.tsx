import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { paths } from '@web/config/paths';
import { usePageTitle } from '@web/hooks/use-page-title';

/** A spec screen that is not built yet: its title, a plain note, and a way back. */
export function UpcomingPage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'MoveMatch';
  usePageTitle(title);
  return (
    <Container size="sm" py="xl" data-testid="upcoming-page">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">This part of MoveMatch is not available yet. We are building it now.</Text>
        <Button component={Link} to={paths.profile} variant="light">
          Go to my account
        </Button>
      </Stack>
    </Container>
  );
}
