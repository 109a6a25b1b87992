import { useEffect, useState, type KeyboardEvent } from 'react';
import { isSendableImage } from '../api/upload-attachment';
import { sendableText } from './conversation-display';

interface ComposerActions {
  onSendText: (text: string) => Promise<boolean>;
  onSendImage: (file: File) => Promise<boolean>;
  onInvalidImage: () => void;
  sending: boolean;
}

/**
 * The message input's state: the text (Enter sends, Shift+Enter adds a line, blank is not
 * sent; cleared once it went out) and the picked image, previewed before it is sent.
 */
export function useMessageComposer({ onSendText, onSendImage, onInvalidImage, sending }: ComposerActions) {
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

  return {
    text,
    setText,
    canSend: sendableText(text) !== null,
    submit,
    onKeyDown,
    pick,
    previewUrl,
    sendImage,
    dropImage: () => setFile(null),
  };
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
