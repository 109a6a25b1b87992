import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@schemas/constants';
import { queryKeys } from '@web/lib/query-keys';
import type { NavCounts } from './nav-items';
import { useShellViewer } from './use-shell-viewer';

/** Spec section 7: polled every 60 s and on window focus, never in the background. */
const POLLING = {
  refetchInterval: TIMINGS.unreadPollMs,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: 'always',
} as const;

/**
 * The counts behind the nav's red dots. Quotes (customers): GET /quote-notification-count.
 * The fetchers are imported when first polled, so the shell's first load carries no API
 * schemas. The unread-messages and lead counts arrive with the messaging and leads issues.
 */
export function useNavCounts(): NavCounts {
  const viewer = useShellViewer();
  const isCustomer = viewer.kind === 'member' && viewer.role === 'MOVER';
  const quoteNotifications = useQuery({
    queryKey: queryKeys.quoteNotificationCount,
    queryFn: async ({ signal }) => (await import('@web/features/quotes/api/quote-notifications')).getQuoteNotificationCount(signal),
    enabled: isCustomer,
    ...POLLING,
  });
  return { quoteNotifications: isCustomer ? quoteNotifications.data : undefined };
}
