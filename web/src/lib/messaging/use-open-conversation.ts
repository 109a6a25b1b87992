import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGING_MESSAGES, type ConversationKey } from '@schemas/messaging';
import { paths } from '@web/config/paths';
import { notify } from '../notify';
import { queryKeys } from '../query-keys';
import { openConversation } from './messaging-api';

/**
 * Every 'Send message' / 'View messages' entry point (spec sections 2 and 7): POST /conversation
 * with the customer, the move request and the company, then /messages?conversation={id}.
 */
export function useOpenConversation(failureMessage: string = MESSAGING_MESSAGES.openMessages) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: openConversation,
    onSuccess: async (id) => {
      // A conversation opened just now is not in a list cached earlier: read it again.
      await queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
      await navigate(paths.conversation(id));
    },
    onError: (error) => {
      console.error('Opening the conversation failed', error);
      notify.failure(failureMessage);
    },
  });
  return {
    open: (key: ConversationKey) => mutation.mutate(key),
    opening: mutation.isPending,
  };
}
