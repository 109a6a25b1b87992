import type { RouteObject } from 'react-router';
import { requireSession } from '@web/app/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const companyProfileRoutes: RouteObject[] = [
  {
    path: paths.profileCompanyEdit,
    loader: requireSession,
    handle: { title: 'Update company info' },
    lazy: async () => ({ Component: (await import('./pages/company-edit-page')).CompanyEditPage }),
  },
];
