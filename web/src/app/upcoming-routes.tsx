import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';

/**
 * Spec routes whose screens come with later issues (none left now). They
 * exist now with their page title and the sign-in guard, so links and the redirect rule lead
 * somewhere honest. When a feature's routes.tsx serves one, delete its line here (until then
 * upcomingRoutesExcept lets the feature's page win).
 */
const upcoming: Array<{ path: string; title: string }> = [];

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
