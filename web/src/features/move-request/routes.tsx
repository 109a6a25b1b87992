import type { RouteObject } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { paths } from '@web/config/paths';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const moveRequestRoutes: RouteObject[] = [
  {
    path: paths.moveInfo,
    loader: requireSession,
    handle: { title: 'Find movers' },
    lazy: async () => ({ Component: (await import('./pages/move-info-page')).MoveInfoPage }),
  },
  {
    path: paths.inventory,
    loader: requireSession,
    handle: { title: 'What you are moving' },
    lazy: async () => ({ Component: (await import('./pages/inventory-page')).InventoryPage }),
  },
];
