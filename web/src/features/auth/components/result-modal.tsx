import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface ResultModalProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** Closing by Escape or the close button; defaults to the action. */
  onClose?: () => void;
  actionLoading?: boolean;
}

/** The outcome dialogs of the account flows: 'Account Created!', 'Password Changed!' ... */
export function ResultModal({ opened, title, children, actionLabel, onAction, onClose, actionLoading }: ResultModalProps) {
  return (
    <Modal opened={opened} onClose={onClose ?? onAction} title={title} centered radius="lg" styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button onClick={onAction} loading={actionLoading} data-autofocus>
            {actionLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
