import type { RouteObject } from 'react-router';
import { findLeadsRoutes } from './find-leads/routes';
import { manageLeadsRoutes } from './manage-leads/routes';

/** Routes of this feature, mounted under the root layout by app/router.tsx. */
export const leadRoutes: RouteObject[] = [...findLeadsRoutes, ...manageLeadsRoutes];
