import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LAYOUT } from '../../../../../schemas/constants';

interface SectionModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * The modals of /move-info: the app's modal look (see auth ResultModal), full screen under
 * the 768 px breakpoint so long forms get the whole phone screen. Content mounts per
 * opening, so each modal starts from the saved values.
 */
export function SectionModal({ title, opened, onClose, size = 'lg', children }: SectionModalProps) {
  // Read at once (not in an effect), so a phone never sees the centered modal first.
  const phone = useMediaQuery(`(max-width: ${LAYOUT.mobileBreakpointPx - 0.02}px)`, undefined, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size={size}
      radius="lg"
      fullScreen={phone}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {opened && children}
    </Modal>
  );
}
