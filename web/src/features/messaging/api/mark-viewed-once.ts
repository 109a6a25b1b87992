import { useCallback } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ConversationPage } from '@web/lib/messaging/messaging-api';
import { queryKeys } from '@web/lib/query-keys';
import { markReadInPages, useMarkViewed } from './conversations';

/**
 * Marks the open conversation viewed (spec section 4) and clears its unread flag in the list
 * at once, so leaving it does not show it unread until the next reload.
 */
export function useMarkViewedOnce() {
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
