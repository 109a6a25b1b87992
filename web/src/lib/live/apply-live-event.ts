import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { LiveEvent, UnreadCountSchema } from '@schemas/messaging';
import { queryKeys } from '../query-keys';

type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** A pushed event refreshes what it changes: the thread and the list, the red dot, or a booking. */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.type === 'booking') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.booking(event.quote_id) });
    return;
  }
  if (event.type === 'message') {
    void queryClient.invalidateQueries({ queryKey: queryKeys.conversations, exact: true });
    void queryClient.invalidateQueries({ queryKey: queryKeys.conversation(event.conversation_id) });
    return;
  }
  const current = queryClient.getQueryData<UnreadCount>(queryKeys.unreadCount);
  if (current)
    queryClient.setQueryData<UnreadCount>(queryKeys.unreadCount, {
      ...current,
      unread_count: event.unread_conversations,
    });
  else void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });
}

/** Whenever the socket opens (first time or after it was down): what it missed meanwhile is refetched. */
export function catchUpMessaging(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.conversations });
  void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });
}
