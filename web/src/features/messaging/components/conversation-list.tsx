import { Box, Stack, Text, Title } from '@mantine/core';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { LoadMore } from '@web/components/load-more';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';
import { showsUnread, type Side } from '../model/conversation-display';
import { MESSAGES_PAGE } from '../messages';
import { ConversationRow } from './conversation-row';
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
