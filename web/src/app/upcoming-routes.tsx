import type { RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { requireSession } from '@web/lib/require-session';

/**
 * Spec routes whose screens come with later issues (customer journey, company journey,
 * messaging, subscriptions, admin). They exist now with their page title and the sign-in
 * guard, so links and the redirect rule lead somewhere honest. A path that a feature's
 * routes.tsx serves is dropped from this list automatically (see upcomingRoutesExcept);
 * delete its line here when convenient.
 */
const upcoming: Array<{ path: string; title: string }> = [
  { path: paths.adminDashboard, title: 'Admin dashboard' },
  { path: paths.profileCompanyEdit, title: 'Update company info' },
  { path: paths.matches, title: 'Your matches' },
  { path: paths.quotes, title: 'My quotes' },
  { path: paths.messages, title: 'My messages' },
  { path: paths.subscriptionRedirect, title: 'Completing your subscription' },
  { path: paths.tokenRefillSuccess, title: 'Token refill' },
  { path: paths.addStripe, title: 'Choose a subscription' },
  { path: paths.paywall, title: 'Payment status' },
  { path: paths.availabilityCalendar, title: 'Availability Calendar' },
  { path: paths.findLeads, title: 'Find leads' },
  { path: paths.manageLeads, title: 'Manage leads' },
  { path: paths.performanceAnalytics, title: 'Performance analytics' },
];

/** The placeholder routes for every upcoming path not already served by a feature. */
export function upcomingRoutesExcept(built: RouteObject[]): RouteObject[] {
  const served = new Set(built.map((route) => route.path));
  return upcoming
    .filter(({ path }) => !served.has(path))
    .map(({ path, title }) => ({
      path,
      loader: requireSession,
      handle: { title },
      lazy: async () => ({ Component: (await import('./pages/upcoming-page')).UpcomingPage }),
    }));
}
