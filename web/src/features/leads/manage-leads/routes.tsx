import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this part of the leads feature (composed by ../routes.tsx). */
export const manageLeadsRoutes: RouteObject[] = [
  {
    path: paths.manageLeads,
    loader: requireSession,
    handle: { title: 'Manage Leads' },
    lazy: async () => ({ Component: (await import('./pages/manage-leads-page')).ManageLeadsPage }),
  },
];
