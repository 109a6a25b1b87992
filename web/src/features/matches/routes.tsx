import type { RouteObject } from 'react-router';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const matchRoutes: RouteObject[] = [];
