import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { RotateIcon, ZoomInIcon, ZoomOutIcon } from '@web/components/icons';
import { canZoomIn, canZoomOut, INITIAL_VIEW, rotate, zoomIn, zoomOut } from '../model/image-view';
import { MESSAGES_PAGE } from '../messages';
import classes from './messaging.module.css';

interface ImagePreviewModalProps {
  /** The image to show; the modal is open while there is one. */
  src: string | null;
  onClose: () => void;
  /** For an image about to be sent: the send button. Absent for a received image. */
  onSend?: () => void;
  sending?: boolean;
}

/** An image with zoom (0.5 to 1.5 in steps of 0.1) and rotation (90 degrees), spec sections 2 and 9. */
export function ImagePreviewModal({ src, onClose, onSend, sending = false }: ImagePreviewModalProps) {
  return (
    <Modal opened={src !== null} onClose={onClose} title={MESSAGES_PAGE.previewTitle} size="lg" centered>
      {src !== null && <PreviewBody key={src} src={src} onClose={onClose} onSend={onSend} sending={sending} />}
    </Modal>
  );
}

function PreviewBody({
  src,
  onClose,
  onSend,
  sending,
}: Required<Pick<ImagePreviewModalProps, 'onClose' | 'sending'>> & { src: string; onSend?: () => void }) {
  const [view, setView] = useState(INITIAL_VIEW);
  return (
    <Stack gap="sm">
      <div className={classes.previewFrame}>
        <img
          src={src}
          alt={MESSAGES_PAGE.previewTitle}
          className={classes.previewImage}
          style={{ transform: `scale(${view.zoom}) rotate(${view.rotation}deg)` }}
          data-testid="preview-image"
        />
      </div>
      <Group justify="space-between">
        <Group gap="xs">
          <Tooltip label={MESSAGES_PAGE.zoomOut}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={MESSAGES_PAGE.zoomOut}
              disabled={!canZoomOut(view)}
              onClick={() => setView(zoomOut)}
            >
              <ZoomOutIcon size={20} />
            </ActionIcon>
          </Tooltip>
          <Text size="sm" w={48} ta="center" data-testid="zoom-level">
            {Math.round(view.zoom * 100)}%
          </Text>
          <Tooltip label={MESSAGES_PAGE.zoomIn}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={MESSAGES_PAGE.zoomIn}
              disabled={!canZoomIn(view)}
              onClick={() => setView(zoomIn)}
            >
              <ZoomInIcon size={20} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={MESSAGES_PAGE.rotate}>
            <ActionIcon variant="default" size="lg" aria-label={MESSAGES_PAGE.rotate} onClick={() => setView(rotate)}>
              <RotateIcon size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {onSend && (
          <Group gap="xs">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {MESSAGES_PAGE.cancel}
            </Button>
            <Button onClick={onSend} loading={sending}>
              {MESSAGES_PAGE.sendImage}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
