import type { RouteObject } from 'react-router';

/** Routes of this part of the leads feature (composed by ../routes.tsx). */
export const findLeadsRoutes: RouteObject[] = [];
