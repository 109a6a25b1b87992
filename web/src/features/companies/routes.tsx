import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const companyRoutes: RouteObject[] = [
  {
    path: '/moving-company/:id',
    loader: requireSession,
    handle: { title: 'Moving company' },
    lazy: async () => ({ Component: (await import('./pages/company-page')).CompanyPage }),
  },
];
