import type { RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { requireSession } from '@web/lib/require-session';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const messagingRoutes: RouteObject[] = [
  {
    path: paths.messages,
    loader: requireSession,
    handle: { title: 'My messages' },
    lazy: async () => ({ Component: (await import('./pages/messages-page')).MessagesPage }),
  },
];
