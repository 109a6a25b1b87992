import type { RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { requireRole } from '@web/lib/require-role';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.adminDashboard,
    // Spec section 6: admins only; everyone else goes to / before anything renders.
    loader: requireRole('ADMIN'),
    handle: { title: 'Admin dashboard' },
    lazy: async () => ({ Component: (await import('./pages/admin-dashboard-page')).AdminDashboardPage }),
  },
];
