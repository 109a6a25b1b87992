import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';
import { QUOTE_DASHBOARD_MESSAGES } from '../messages';

/** No saved companies and no quotes: the way to matches goes through the move details. */
export function QuoteDashboardEmpty() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} role="status">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {QUOTE_DASHBOARD_MESSAGES.emptyTitle}
        </Title>
        <Text c="gray.7">{QUOTE_DASHBOARD_MESSAGES.emptyText}</Text>
        <Button component={Link} to={paths.moveInfo}>
          View or edit move details
        </Button>
      </Stack>
    </Paper>
  );
}
