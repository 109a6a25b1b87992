import type { ReactNode } from 'react';
import { Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '@web/components/icons';

export type OutcomeState = 'working' | 'success' | 'error';

interface PaymentOutcomeProps {
  state: OutcomeState;
  title: string;
  children?: ReactNode;
}

/** The card of the after-checkout pages: a spinner, a tick or a red mark, then the words. */
export function PaymentOutcome({ state, title, children }: PaymentOutcomeProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" role={state === 'error' ? 'alert' : 'status'} aria-live="polite">
        {state === 'working' ? (
          <Loader aria-hidden="true" />
        ) : (
          <ThemeIcon
            size={48}
            radius="xl"
            color={state === 'success' ? 'green' : 'red'}
            variant="light"
            aria-hidden="true"
          >
            {state === 'success' ? (
              <CheckIcon size={28} />
            ) : (
              <Text fw={800} fz={26}>
                !
              </Text>
            )}
          </ThemeIcon>
        )}
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
