import { redirect, type RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/**
 * Routes of this feature, mounted under the root layout by app/router.tsx. All need a session.
 * /profile itself is composed in app/composed-routes.tsx (it shows the payments feature's panel).
 */
export const profileRoutes: RouteObject[] = [
  // The spec's error landing after a failed sign-up completion: the account page.
  { path: paths.myProfile, loader: () => redirect(paths.profile) },
  {
    path: paths.profileEmailNotifications,
    loader: requireSession,
    handle: { title: 'Email notifications' },
    lazy: async () => ({
      Component: (await import('./notifications/email-notifications-page')).EmailNotificationsPage,
    }),
  },
];
