import { ActionIcon, Button, FileButton, Group, Textarea, Tooltip } from '@mantine/core';
import { PaperclipIcon } from '@web/components/icons';
import { useMessageComposer } from '../model/use-message-composer';
import { MESSAGES_PAGE } from '../messages';
import { ImagePreviewModal } from './image-preview-modal';
import { QuickResponseMenu } from './quick-response-menu';
import classes from './messaging.module.css';

interface MessageComposerProps {
  onSendText: (text: string) => Promise<boolean>;
  onSendImage: (file: File) => Promise<boolean>;
  /** Pay-per-lead companies only (spec section 2). */
  onQuickResponse?: (text: string) => void;
  onInvalidImage: () => void;
  sending: boolean;
}

/** The input: Enter sends, Shift+Enter adds a line; an image goes through its preview first. */
export function MessageComposer({ onQuickResponse, sending, ...actions }: MessageComposerProps) {
  const composer = useMessageComposer({ ...actions, sending });

  return (
    <div className={classes.composer}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={composer.pick} accept="image/png,image/jpeg">
          {(props) => (
            <Tooltip label={MESSAGES_PAGE.attach}>
              <ActionIcon {...props} variant="default" size={36} aria-label={MESSAGES_PAGE.attach} disabled={sending}>
                <PaperclipIcon size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          aria-label={MESSAGES_PAGE.inputLabel}
          placeholder={MESSAGES_PAGE.inputPlaceholder}
          title={MESSAGES_PAGE.inputHint}
          value={composer.text}
          onChange={(event) => composer.setText(event.currentTarget.value)}
          onKeyDown={composer.onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void composer.submit()} loading={sending} disabled={!composer.canSend}>
          {MESSAGES_PAGE.send}
        </Button>
      </Group>
      {onQuickResponse && <QuickResponseMenu disabled={sending} onPick={onQuickResponse} />}
      <ImagePreviewModal
        src={composer.previewUrl}
        onClose={composer.dropImage}
        onSend={() => void composer.sendImage()}
        sending={sending}
      />
    </div>
  );
}
