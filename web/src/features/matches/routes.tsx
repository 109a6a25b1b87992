import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const matchRoutes: RouteObject[] = [
  {
    path: paths.matches,
    loader: requireSession,
    handle: { title: 'Your matches' },
    lazy: async () => ({ Component: (await import('./pages/matches-page')).MatchesPage }),
  },
];
