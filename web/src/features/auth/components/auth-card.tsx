import type { ReactNode } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@web/config/paths';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** 'sm' for sign-in sized forms, 'md' for the longer sign-up form. */
  width?: 'sm' | 'md';
}

/**
 * The white card every account form sits in. It carries its own brand link because the
 * shell hides the top nav on these pages, and reads well on the dark and the light page.
 */
export function AuthCard({ title, subtitle, children, width = 'sm' }: AuthCardProps) {
  return (
    <Container size={width === 'sm' ? 480 : 600} px={{ base: 'sm', sm: 'md' }} py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="white" c="dark.9">
        <Stack gap="lg">
          <Stack gap={6}>
            <Anchor component={Link} to={paths.home} fw={800} fz="lg" c="brand.8" underline="never" w="fit-content">
              MoveMatch
            </Anchor>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="gray.7" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
