import { useEffect, useRef, useState } from 'react';
import { Badge, Center, Group, Stack, Text } from '@mantine/core';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import type { ThreadMessage } from '@web/lib/messaging/messaging-api';
import { groupByDay, timeLabel } from '../model/day-label';
import { MESSAGES_PAGE } from '../messages';
import { ImagePreviewModal } from './image-preview-modal';
import classes from './messaging.module.css';

interface MessageThreadProps {
  messages: ThreadMessage[];
  /** The signed-in user's id: their messages sit on the right. */
  viewerId: string;
}

/** The open conversation's messages grouped under day chips, kept scrolled to the newest. */
export function MessageThread({ messages, viewerId }: MessageThreadProps) {
  const bottom = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  if (messages.length === 0) {
    return (
      <Center className={classes.thread} data-testid="empty-thread">
        <Stack gap={4} align="center">
          <Text fw={700}>{MESSAGING_MESSAGES.emptyThreadTitle}</Text>
          <Text size="sm" c="dimmed">
            {MESSAGING_MESSAGES.emptyThreadText}
          </Text>
        </Stack>
      </Center>
    );
  }

  return (
    <div className={classes.thread} data-testid="thread">
      <Stack gap="md">
        {groupByDay(messages).map((group) => (
          <Stack gap="xs" key={group.key}>
            <Center>
              <Badge variant="light" color="gray" data-testid="day-chip">
                {group.label}
              </Badge>
            </Center>
            {group.items.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={message.sender_id === viewerId}
                onOpenImage={setPreview}
              />
            ))}
          </Stack>
        ))}
      </Stack>
      <div ref={bottom} />
      <ImagePreviewModal src={preview} onClose={() => setPreview(null)} />
    </div>
  );
}

function MessageBubble({
  message,
  mine,
  onOpenImage,
}: {
  message: ThreadMessage;
  mine: boolean;
  onOpenImage: (url: string) => void;
}) {
  return (
    <Group justify={mine ? 'flex-end' : 'flex-start'} data-testid="message">
      <Stack gap={2} align={mine ? 'flex-end' : 'flex-start'} style={{ maxWidth: '100%' }}>
        <Text size="xs" c="dimmed">
          {mine ? MESSAGES_PAGE.you : message.sender.firstName} · {timeLabel(message.created_at)}
        </Text>
        {message.content.trim() !== '' && (
          <div className={classes.bubble} data-mine={mine || undefined}>
            {message.content}
          </div>
        )}
        {message.attachments.map((attachment) => (
          <button
            type="button"
            key={attachment.id}
            className={classes.attachment}
            onClick={() => onOpenImage(attachment.media.url)}
            aria-label={`${MESSAGES_PAGE.image}: open preview`}
          >
            <img src={attachment.media.url} alt={MESSAGES_PAGE.image} loading="lazy" />
          </button>
        ))}
      </Stack>
    </Group>
  );
}
