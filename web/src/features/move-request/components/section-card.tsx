import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import classes from './section-card.module.css';

interface SectionCardProps {
  id: string;
  title: string;
  /** What is saved, or null when the section is still empty. */
  summary?: ReactNode;
  emptyText?: string;
  incomplete: boolean;
  /** The button that opens the section's modal; omitted for inline controls. */
  action?: { label: string; onClick: () => void };
  children?: ReactNode;
}

/** One section of /move-info; a red border when submit found it incomplete. */
export function SectionCard({ id, title, summary, emptyText, incomplete, action, children }: SectionCardProps) {
  const titleId = `${id}-title`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.card}
      data-incomplete={incomplete || undefined}
    >
      <Stack gap="xs" align="flex-start" h="100%">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {summary !== undefined &&
          (summary ? (
            <Text fw={600} c="dark.9">
              {summary}
            </Text>
          ) : (
            <Text c={incomplete ? 'var(--mantine-color-error)' : 'gray.7'}>{emptyText}</Text>
          ))}
        {children}
        {action && (
          <Button variant="light" mt="auto" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
