import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section of the admin dashboard. */
export function DashboardSection({ id, title, children }: SectionProps) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      {/* Reached from the dashboard's section links: clear of the sticky header. */}
      <Title order={2} size="h3" id={id} mb="md" style={{ scrollMarginTop: 96 }}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A panel beside the company form (vetting, subscription, invites). */
export function SidePanel({ id, title, children }: SectionProps) {
  return (
    <Paper component="section" aria-labelledby={id} bg="gray.0" radius="md" p="md">
      <Title order={3} size="h5" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
