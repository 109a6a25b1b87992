import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const quoteRoutes: RouteObject[] = [
  {
    path: paths.quotes,
    loader: requireSession,
    handle: { title: 'My quotes' },
    lazy: async () => ({ Component: (await import('./pages/quotes-page')).QuotesPage }),
  },
];
