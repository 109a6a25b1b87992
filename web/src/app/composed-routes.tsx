import type { RouteObject } from 'react-router';
import { paths } from '@web/config/paths';
import { requireSession } from '@web/lib/require-session';

/** Pages that show one feature inside another: composed here, so the features stay apart. */
export const composedRoutes: RouteObject[] = [
  {
    path: paths.profile,
    loader: requireSession,
    handle: { title: 'My account' },
    lazy: async () => ({ Component: (await import('./pages/profile-route')).ProfileRoute }),
  },
  {
    path: paths.profileCompanyEdit,
    loader: requireSession,
    handle: { title: 'Update company info' },
    lazy: async () => ({ Component: (await import('./pages/company-edit-route')).CompanyEditRoute }),
  },
];
