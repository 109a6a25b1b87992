import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import type { SendMessageBody } from '@schemas/messaging';
import {
  getConversation,
  listConversations,
  markConversationViewed,
  sendMessage,
  type ConversationDetail,
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

export function useConversations(live: boolean) {
  return useQuery({
    queryKey: queryKeys.conversations,
    queryFn: ({ signal }) => listConversations(signal),
    ...polling(live),
  });
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
