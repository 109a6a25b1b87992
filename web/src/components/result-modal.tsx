import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { AppDialog } from './app-modal';

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
export function ResultModal({
  opened,
  title,
  children,
  actionLabel,
  onAction,
  onClose,
  actionLoading,
}: ResultModalProps) {
  return (
    <AppDialog
      opened={opened}
      title={title}
      onClose={onClose ?? onAction}
      actions={
        <Button onClick={onAction} loading={actionLoading} data-autofocus>
          {actionLabel}
        </Button>
      }
    >
      {children}
    </AppDialog>
  );
}
