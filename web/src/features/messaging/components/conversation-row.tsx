import { Avatar, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { companyInitial } from '@web/lib/company-display';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';
import { counterpartName, counterpartPlace, lastMessagePreview, type Side } from '../model/conversation-display';
import { dayLabel, parseTimestamp } from '../model/day-label';
import { MESSAGES_PAGE } from '../messages';
import classes from './messaging.module.css';

interface RowProps {
  conversation: ConversationSummary;
  side: Side;
  selected: boolean;
  unread: boolean;
  onSelect: () => void;
}

/** One conversation in the list: the other side's name and place, the day, the last message, an unread dot. */
export function ConversationRow({ conversation, side, selected, unread, onSelect }: RowProps) {
  const name = counterpartName(conversation, side);
  const when = conversation.last_message?.created_at ?? conversation.updated_at;
  return (
    <UnstyledButton
      onClick={onSelect}
      className={classes.row}
      data-selected={selected || undefined}
      data-unread={unread || undefined}
      aria-current={selected ? 'true' : undefined}
      data-testid="conversation-row"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={side === 'customer' ? conversation.moving_company.logo_image_url : null}
          radius="xl"
          color="brand"
          alt=""
        >
          {companyInitial(name)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={unread ? 800 : 600} truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {dayLabel(parseTimestamp(when))}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {counterpartPlace(conversation, side)}
          </Text>
          <Text size="sm" fw={unread ? 700 : 400} c={unread ? undefined : 'dimmed'} truncate>
            {lastMessagePreview(conversation, MESSAGES_PAGE.image)}
          </Text>
        </Stack>
        {unread && <span className={classes.unreadDot} aria-label="Unread" role="img" />}
      </Group>
    </UnstyledButton>
  );
}
