import type { ReactNode } from 'react';
import { Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '@schemas/constants';
import classes from './app-modal.module.css';

/** The accessible name of every modal's close (X) button. */
export const MODAL_CLOSE_LABEL = 'Close dialog';

interface AppModalProps {
  title: ReactNode;
  opened: boolean;
  onClose: () => void;
  /** 'wide': a work surface with two columns at desktop (the quote editor), within the window's margins. */
  size?: 'sm' | 'md' | 'lg' | 'wide';
  /** Phones (under the 768 px breakpoint) get the whole screen: long forms and details. */
  fullScreenOnPhone?: boolean;
  /** False: no close button, Escape or outside click; only the content's own buttons leave. */
  dismissable?: boolean;
  /**
   * True (default): the content unmounts as soon as the modal closes, so each opening starts
   * from the stored values. False: it stays while the modal fades out (short dialogs whose
   * text must not blank on the way out).
   */
  remountOnOpen?: boolean;
  children: ReactNode;
}

/** The wide modal's width: Mantine keeps it inside the window (1280 px: about 1150 px wide). */
const WIDE_MODAL = '75rem';

/** The app's modal look: centred, rounded, the theme's title and a labelled close button. */
export function AppModal({
  title,
  opened,
  onClose,
  size = 'md',
  fullScreenOnPhone = false,
  dismissable = true,
  remountOnOpen = true,
  children,
}: AppModalProps) {
  // Read at once (not in an effect), so a phone never sees the centred modal first.
  const phone = useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size === 'wide' ? WIDE_MODAL : size}
      radius="lg"
      fullScreen={fullScreenOnPhone && phone}
      withCloseButton={dismissable}
      closeOnEscape={dismissable}
      closeOnClickOutside={dismissable}
      closeButtonProps={{ 'aria-label': MODAL_CLOSE_LABEL }}
    >
      {remountOnOpen ? opened && children : children}
    </Modal>
  );
}

interface AppDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** A sentence (wrapped in a paragraph) or richer content. */
  children?: ReactNode;
  /** The buttons, right-aligned under the content. */
  actions: ReactNode;
  dismissable?: boolean;
}

/** A short dialog: a title, a sentence and its buttons. The text stays while it fades out. */
export function AppDialog({ opened, title, onClose, children, actions, dismissable = true }: AppDialogProps) {
  return (
    <AppModal opened={opened} title={title} onClose={onClose} dismissable={dismissable} remountOnOpen={false}>
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <ModalActions>{actions}</ModalActions>
      </Stack>
    </AppModal>
  );
}

/** A modal's buttons, right-aligned, kept in view at the bottom while the content above them scrolls. */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap" className={classes.actions} data-testid="modal-actions">
      {children}
    </Group>
  );
}
