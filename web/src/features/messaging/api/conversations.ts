import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import type { SendMessageBody } from '@schemas/messaging';
import {
  getConversation,
  listConversations,
  markConversationViewed,
  sendMessage,
  type ConversationDetail,
  type ConversationPage,
  type ConversationSummary,
  type ThreadMessage,
} from '@web/lib/messaging/messaging-api';
import { backedOffPoll } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';

/**
 * Spec section 4: the list and the open thread reload every 30 s while the tab is visible and
 * when it becomes visible again. With the live socket connected the interval is not needed.
 */
function polling(live: boolean) {
  return {
    refetchInterval: live ? false : backedOffPoll(TIMINGS.messagingPollMs),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  } as const;
}

/**
 * The list, a page (20) at a time as it is scrolled; a reload reads the pages loaded so far
 * again, from the first (a message moves its conversation to the top).
 */
export function useConversations(live: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.conversations,
    queryFn: ({ signal, pageParam }) => listConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    ...polling(live),
  });
}

/** Every conversation loaded so far, in list order (a conversation that moved up between pages shows once). */
export function loadedConversations(data: InfiniteData<ConversationPage> | undefined): ConversationSummary[] {
  const byId = new Map<string, ConversationSummary>();
  for (const conversation of (data?.pages ?? []).flatMap((page) => page.conversations)) {
    if (!byId.has(conversation.id)) byId.set(conversation.id, conversation);
  }
  return [...byId.values()];
}

export function useConversation(id: string | null, live: boolean) {
  return useQuery({
    queryKey: queryKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => getConversation(id ?? '', signal),
    enabled: id !== null,
    ...polling(live),
  });
}

/** POST /conversation/{id}/viewed; the red dot's count is asked again (spec section 4). */
export function useMarkViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationViewed,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });
    },
    onError: (error) => console.error('Marking the conversation viewed failed', error),
  });
}

type SendInput = Pick<SendMessageBody, 'conversation_id'> & Partial<Omit<SendMessageBody, 'conversation_id'>>;

/**
 * POST /message. The answer is appended to the open thread at once, then the list (its order,
 * previews) is read again (spec section 4).
 */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(input),
    onSuccess: async (sent) => {
      const { paymentPending: _pending, checkoutUrl: _checkout, ...message } = sent;
      queryClient.setQueryData<ConversationDetail>(queryKeys.conversation(sent.conversation_id), (current) =>
        current ? { ...current, messages: appendOnce(current.messages ?? [], message) } : current,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
    },
  });
}

function appendOnce(messages: ThreadMessage[], message: ThreadMessage): ThreadMessage[] {
  return messages.some((existing) => existing.id === message.id) ? messages : [...messages, message];
}

/** Clears a conversation's unread flag in every loaded page at once (it was just opened). */
export function markReadInPages(
  data: InfiniteData<ConversationPage> | undefined,
  id: string,
): InfiniteData<ConversationPage> | undefined {
  if (!data) return data;
  const read = (c: ConversationSummary) => (c.id === id ? { ...c, unread: false } : c);
  return { ...data, pages: data.pages.map((page) => ({ ...page, conversations: page.conversations.map(read) })) };
}
