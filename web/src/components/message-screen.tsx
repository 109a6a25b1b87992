import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

interface MessageScreenProps {
  eyebrow?: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
  /** Full viewport height when shown outside the page layout (start-up errors). */
  fullScreen?: boolean;
}

/** A centred heading, explanation and one action: not-found, error and start-up failure screens. */
export function MessageScreen({ eyebrow, title, children, action, fullScreen = false }: MessageScreenProps) {
  return (
    <Container size="sm" py={{ base: 64, sm: 96 }} mih={fullScreen ? '100dvh' : undefined} display="flex">
      <Stack align="center" justify="center" ta="center" gap="md" w="100%">
        {eyebrow && (
          <Text fw={800} fz={56} lh={1} c="brand.7" aria-hidden="true">
            {eyebrow}
          </Text>
        )}
        <Title order={1}>{title}</Title>
        <Text size="lg" c="gray.7" maw={480}>
          {children}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}
