import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this part of the leads feature (composed by ../routes.tsx). */
export const findLeadsRoutes: RouteObject[] = [
  {
    path: paths.findLeads,
    loader: requireSession,
    handle: { title: 'Find leads' },
    lazy: async () => ({ Component: (await import('./pages/find-leads-page')).FindLeadsPage }),
  },
];
