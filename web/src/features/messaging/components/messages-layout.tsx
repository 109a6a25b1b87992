import { Container } from '@mantine/core';
import type { MessagesPageState } from '../model/use-messages-page';
import { ConversationList } from './conversation-list';
import { ConversationPane, NoConversationSelected } from './conversation-pane';
import classes from './messaging.module.css';

/**
 * The list and the open conversation side by side, or on a phone one at a time (the list
 * until one is chosen, then the conversation with a back button).
 */
export function MessagesLayout({ page, viewerId }: { page: MessagesPageState; viewerId: string }) {
  const { conversations, selected, side, isMobile, select } = page;
  const listView = (
    <ConversationList
      conversations={page.list}
      side={side}
      selectedId={selected?.id ?? null}
      onSelect={select}
      paging={{
        more: conversations.hasNextPage,
        loading: conversations.isFetchingNextPage,
        failed: conversations.isFetchNextPageError,
        onMore: () => void conversations.fetchNextPage(),
      }}
    />
  );
  const pane = selected ? (
    <ConversationPane
      key={selected.id}
      conversation={selected}
      side={side}
      viewerId={viewerId}
      live={page.live}
      quickResponses={page.quickResponses}
      onBack={isMobile ? () => select(null) : undefined}
      onLoaded={page.onLoaded}
    />
  ) : (
    <NoConversationSelected />
  );

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'xs', sm: 'md' }}>
      {isMobile ? (
        <div className={classes.single} data-testid="messages-mobile">
          {selected ? pane : listView}
        </div>
      ) : (
        <div className={classes.layout} data-testid="messages-desktop">
          {listView}
          {pane}
        </div>
      )}
    </Container>
  );
}
