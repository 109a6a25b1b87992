import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { backedOffPoll } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import type { NavCounts } from './nav-items';
import { useShellViewer } from './use-shell-viewer';

/** Spec section 7: polled every 60 s (backing off while failing) and on window focus, never in the background. */
const POLLING = {
  refetchInterval: backedOffPoll(TIMINGS.unreadPollMs),
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
} as const;

/**
 * The counts behind the nav's red dots. Quotes (customers): GET /quote-notification-count;
 * Messages (both) and Manage leads (companies): GET /unread-count. The fetchers are imported
 * when first polled, so the shell's first load carries no API schemas.
 */
export function useNavCounts(): NavCounts {
  const viewer = useShellViewer();
  const isCustomer = viewer.kind === 'member' && viewer.role === 'MOVER';
  const isCompany = viewer.kind === 'member' && viewer.role === 'MOVING_COMPANY';
  const quoteNotifications = useQuery({
    queryKey: queryKeys.quoteNotificationCount,
    queryFn: async ({ signal }) =>
      (await import('@web/features/quotes/api/quote-notifications')).getQuoteNotificationCount(signal),
    enabled: isCustomer,
    ...POLLING,
  });
  const unread = useQuery({
    queryKey: queryKeys.unreadCount,
    queryFn: async ({ signal }) => (await import('@web/lib/messaging/messaging-api')).getUnreadCount(signal),
    enabled: isCustomer || isCompany,
    ...POLLING,
  });
  return {
    quoteNotifications: isCustomer ? quoteNotifications.data : undefined,
    unreadMessages: isCustomer || isCompany ? unread.data?.unread_count : undefined,
    leadNotifications: isCompany ? unread.data?.manage_leads_count : undefined,
  };
}
