import { useEffect, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, FileButton, Group, Menu, Text, Textarea, Tooltip } from '@mantine/core';
import { QUICK_RESPONSE_NOTICE, QUICK_RESPONSES } from '@schemas/messaging';
import { PaperclipIcon } from '@web/components/icons';
import { isSendableImage } from '../api/upload-attachment';
import { sendableText } from '../model/conversation-display';
import { MESSAGES_PAGE } from '../messages';
import { ImagePreviewModal } from './image-preview-modal';
import classes from './messaging.module.css';

interface MessageComposerProps {
  onSendText: (text: string) => Promise<boolean>;
  onSendImage: (file: File) => Promise<boolean>;
  /** Pay-per-lead companies only (spec section 2). */
  onQuickResponse?: (text: string) => void;
  onInvalidImage: () => void;
  sending: boolean;
}

const QUICK_RESPONSE_LABELS: Record<keyof typeof QUICK_RESPONSES, string> = {
  scheduling: 'Decline: scheduling constraints',
  serviceArea: 'Decline: outside our service area',
};

/** The input: Enter sends, Shift+Enter adds a line; an image goes through its preview first. */
export function MessageComposer({
  onSendText,
  onSendImage,
  onQuickResponse,
  onInvalidImage,
  sending,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const previewUrl = useObjectUrl(file);

  const submit = async () => {
    const content = sendableText(text);
    if (content === null || sending) return;
    if (await onSendText(content)) setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const pick = (picked: File | null) => {
    if (!picked) return;
    if (!isSendableImage(picked)) return onInvalidImage();
    setFile(picked);
  };

  const sendImage = async () => {
    if (file && (await onSendImage(file))) setFile(null);
  };

  return (
    <div className={classes.composer}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <FileButton onChange={pick} accept="image/png,image/jpeg">
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
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={5}
          style={{ flex: 1 }}
        />
        <Button onClick={() => void submit()} loading={sending} disabled={sendableText(text) === null}>
          {MESSAGES_PAGE.send}
        </Button>
      </Group>
      {onQuickResponse && (
        <Menu position="top-start" width={320} withinPortal>
          <Menu.Target>
            <Button variant="subtle" size="compact-sm" mt={6} disabled={sending}>
              {MESSAGES_PAGE.quickResponse}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              <Text size="xs" c="green.8" data-testid="quick-response-notice">
                {QUICK_RESPONSE_NOTICE}
              </Text>
            </Menu.Label>
            {(Object.keys(QUICK_RESPONSES) as Array<keyof typeof QUICK_RESPONSES>).map((key) => (
              <Menu.Item key={key} onClick={() => onQuickResponse(QUICK_RESPONSES[key])}>
                {QUICK_RESPONSE_LABELS[key]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      <ImagePreviewModal
        src={previewUrl}
        onClose={() => setFile(null)}
        onSend={() => void sendImage()}
        sending={sending}
      />
    </div>
  );
}

/** A blob URL for the picked file, revoked when it changes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
