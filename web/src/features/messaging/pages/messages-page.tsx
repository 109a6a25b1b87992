import { useCallback, useEffect } from 'react';
import { Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MESSAGING_MESSAGES } from '@schemas/messaging';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { LoadingState } from '@web/components/loading-state';
import { PaymentRequiredNotice } from '@web/components/payment-required-modal';
import { usePageTitle } from '@web/hooks/use-page-title';
import { useViewer } from '@web/hooks/use-viewer';
import { isPaymentRequired } from '@web/lib/api-error';
import type { ConversationPage, ConversationSummary } from '@web/lib/messaging/messaging-api';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import {
  loadedConversations,
  markReadInPages,
  useConversation,
  useConversations,
  useMarkViewed,
} from '../api/conversations';
import { useIsPayPerLead } from '../api/subscription-plan';
import { useIsLive } from '@web/lib/live/live-status';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane, NoConversationSelected } from '../components/conversation-pane';
import { sideOf } from '../model/conversation-display';
import { MESSAGES_PAGE } from '../messages';
import classes from '../components/messaging.module.css';

/** Spec section 9: the mobile breakpoint is 768 px. */
const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * /messages (spec section 2): the conversation list and the open conversation side by side,
 * or, under 768 px, one at a time with a back button. `?conversation=` is the open one.
 */
export function MessagesPage() {
  usePageTitle(MESSAGES_PAGE.title);
  const viewer = useViewer();
  const user = viewer.status === 'signed-in' ? viewer.user : null;
  const side = sideOf(user?.role);
  const live = useIsLive();
  const isMobile = useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false });
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('conversation');
  const conversations = useConversations(live);
  // ?conversation= may name one on a page not loaded yet: it opens from its own query.
  const notLoaded = Boolean(
    selectedId && conversations.data && !loadedConversations(conversations.data).some((c) => c.id === selectedId),
  );
  const opened = useConversation(notLoaded ? selectedId : null, live);
  const quickResponses = useIsPayPerLead(side === 'company' ? (user?.moving_company_id ?? null) : null);
  const markViewed = useMarkViewedOnce();

  const paymentRequired = isPaymentRequired(conversations.error);
  useEffect(() => {
    if (conversations.isError && !paymentRequired) notify.failure(MESSAGING_MESSAGES.loadConversations);
  }, [conversations.isError, paymentRequired]);

  const select = (id: string | null) => setSearchParams(id ? { conversation: id } : {}, { replace: false });

  const onLoaded = useCallback(() => {
    if (selectedId) markViewed(selectedId);
  }, [markViewed, selectedId]);

  if (paymentRequired) {
    // Spec section 2: a blocking panel; nothing of the conversations shows.
    return (
      <Container size="sm" py="xl" data-testid="messages-payment-required">
        <PaymentRequiredNotice variant="leads" />
      </Container>
    );
  }
  // A next page that failed keeps the list (its button offers it again); anything else shows the error.
  if (conversations.isError && !conversations.isFetchNextPageError) {
    return (
      <Container size="sm" py="xl">
        <LoadErrorAlert
          title={MESSAGING_MESSAGES.loadConversations}
          error={conversations.error as Error}
          retrying={conversations.isFetching}
          onRetry={() => void conversations.refetch()}
        />
      </Container>
    );
  }
  if (!conversations.data || !user) {
    return <LoadingState label="Loading conversations" />;
  }

  const list = loadedConversations(conversations.data);
  const selected: ConversationSummary | null =
    list.find((conversation) => conversation.id === selectedId) ?? opened.data ?? null;
  const listView = (
    <ConversationList
      conversations={list}
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
      viewerId={user.id}
      live={live}
      quickResponses={quickResponses}
      onBack={isMobile ? () => select(null) : undefined}
      onLoaded={onLoaded}
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

/**
 * Marks the open conversation viewed (spec section 4) and clears its unread flag in the list
 * at once, so leaving it does not show it unread until the next reload.
 */
function useMarkViewedOnce() {
  const queryClient = useQueryClient();
  const { mutate } = useMarkViewed();
  return useCallback(
    (id: string) => {
      mutate(id);
      queryClient.setQueryData<InfiniteData<ConversationPage>>(queryKeys.conversations, (current) =>
        markReadInPages(current, id),
      );
    },
    [mutate, queryClient],
  );
}
