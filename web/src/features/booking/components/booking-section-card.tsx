import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title } from '@mantine/core';

/** The frame every section of the booking page shares: a bordered card with its heading. */
export function BookingSectionCard({
  title,
  badge,
  children,
  testId,
}: {
  title: string;
  /** Beside the heading, outside its name (a 'New' mark). */
  badge?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label={title}
      data-testid={testId}
    >
      <Stack gap="md">
        {badge ? (
          <Group gap="xs" align="center">
            <Title order={2} size="h4">
              {title}
            </Title>
            {badge}
          </Group>
        ) : (
          <Title order={2} size="h4">
            {title}
          </Title>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
