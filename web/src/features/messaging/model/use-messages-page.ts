import { useCallback } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { useViewer } from '@web/hooks/use-viewer';
import { isPaymentRequired } from '@web/lib/api-error';
import { useIsLive } from '@web/lib/live/live-status';
import type { ConversationSummary } from '@web/lib/messaging/messaging-api';
import { loadedConversations, useConversation, useConversations } from '../api/conversations';
import { useMarkViewedOnce } from '../api/mark-viewed-once';
import { useIsPayPerLead } from '../api/subscription-plan';
import { sideOf } from './conversation-display';

/** Spec section 9: the mobile breakpoint is 768 px. */
const MOBILE_QUERY = '(max-width: 767.98px)';

/**
 * /messages' state: who is reading (customer or company side), the conversations loaded so
 * far, the open one (`?conversation=`, opened from its own query when it is on a page not
 * loaded yet), marking it viewed, and whether the phone layout applies.
 */
export function useMessagesPage() {
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

  // A failure is said once, by the page's alert; a 402 shows the payment panel instead.
  const paymentRequired = isPaymentRequired(conversations.error);

  const select = (id: string | null) => setSearchParams(id ? { conversation: id } : {}, { replace: false });

  const onLoaded = useCallback(() => {
    if (selectedId) markViewed(selectedId);
  }, [markViewed, selectedId]);

  const list = conversations.data ? loadedConversations(conversations.data) : [];
  const selected: ConversationSummary | null =
    list.find((conversation) => conversation.id === selectedId) ?? opened.data ?? null;

  return {
    user,
    side,
    live,
    isMobile,
    conversations,
    paymentRequired,
    list,
    selected,
    select,
    onLoaded,
    quickResponses,
  };
}

export type MessagesPageState = ReturnType<typeof useMessagesPage>;
