import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '../../../../../../schemas/constants';

interface LeadModalProps {
  title: ReactNode;
  opened: boolean;
  onClose: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Phones get the whole screen for long content (default); short confirmations stay centred. */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

/**
 * The modals of the lead screens: the app's modal look, full screen under the 768 px
 * breakpoint. Content mounts per opening, so each opening starts from stored values.
 */
export function LeadModal({ title, opened, onClose, size = 'md', fullScreenOnPhone = true, children }: LeadModalProps) {
  // Read at once (not in an effect), so a phone never sees the centred modal first.
  const phone = useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`, undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      radius="lg"
      fullScreen={fullScreenOnPhone && phone}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {opened && children}
    </Modal>
  );
}
