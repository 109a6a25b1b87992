import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';

/*
 * The dashboard's work lists as cards: one per thing to act on, its name a link, a badge for
 * its kind and a line of facts. Cards wrap on a phone, so no list scrolls sideways.
 */

export function AttentionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

interface AttentionCardProps {
  title: string;
  to: string;
  badge?: { label: string; color: string };
  /** Facts under the title, e.g. the city and when the company was added. */
  details: ReactNode;
  /** Set on the card for tests and screenshots. */
  testId?: string;
}

export function AttentionCard({ title, to, badge, details, testId }: AttentionCardProps) {
  return (
    <Paper component="li" withBorder radius="md" px="md" py="sm" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Anchor component={Link} to={to} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Anchor>
          <Text size="sm" c="gray.7">
            {details}
          </Text>
        </Stack>
        {badge && (
          <Badge color={badge.color} variant="light" radius="sm">
            {badge.label}
          </Badge>
        )}
      </Group>
    </Paper>
  );
}

/** A titled group inside a dashboard section ('Insurance certificates' inside 'Needs attention'). */
export function AttentionGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Text component="h3" id={id} fw={700} size="md" m={0}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}
