import { Avatar, Box, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { LoadMore } from '@web/components/load-more';
import { companyInitial } from '@web/lib/company-display';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';
import {
  counterpartName,
  counterpartPlace,
  lastMessagePreview,
  showsUnread,
  type Side,
} from '../model/conversation-display';
import { dayLabel, parseTimestamp } from '../model/day-label';
import { MESSAGES_PAGE } from '../messages';
import classes from './messaging.module.css';

/** The list's next page: loaded by the button at its end or by scrolling to it. */
export interface ConversationPaging {
  more: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

interface ConversationListProps {
  conversations: ConversationSummary[];
  side: Side;
  selectedId: string | null;
  onSelect: (id: string) => void;
  paging: ConversationPaging;
}

/** The left column 'My Messages' (spec section 2): newest first, unread ones highlighted unless open, more as it is scrolled. */
export function ConversationList({ conversations, side, selectedId, onSelect, paging }: ConversationListProps) {
  return (
    <Stack gap={0} className={classes.list}>
      <Title order={1} size="h3" px="md" py="sm" className={classes.listTitle}>
        {MESSAGES_PAGE.title}
      </Title>
      {conversations.length === 0 ? (
        <Stack gap={4} p="md" data-testid="empty-list">
          <Text fw={700}>{MESSAGING_MESSAGES.emptyListTitle}</Text>
          <Text size="sm" c="dimmed">
            {MESSAGING_MESSAGES.emptyListText}
          </Text>
        </Stack>
      ) : (
        <Box component="ul" className={classes.listItems} aria-label="Conversations">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow
                conversation={conversation}
                side={side}
                selected={conversation.id === selectedId}
                unread={showsUnread(conversation, selectedId)}
                onSelect={() => onSelect(conversation.id)}
              />
            </li>
          ))}
          {paging.more && (
            <li className={classes.loadMore}>
              <LoadMore
                label={MESSAGES_PAGE.loadMore}
                loading={paging.loading}
                failed={paging.failed}
                onMore={paging.onMore}
              />
            </li>
          )}
        </Box>
      )}
    </Stack>
  );
}

interface RowProps {
  conversation: ConversationSummary;
  side: Side;
  selected: boolean;
  unread: boolean;
  onSelect: () => void;
}

function ConversationRow({ conversation, side, selected, unread, onSelect }: RowProps) {
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
