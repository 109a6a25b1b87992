import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const analyticsRoutes: RouteObject[] = [
  {
    path: paths.performanceAnalytics,
    loader: requireSession,
    handle: { title: 'Performance analytics' },
    lazy: async () => ({ Component: (await import('./pages/performance-analytics-page')).PerformanceAnalyticsPage }),
  },
];
