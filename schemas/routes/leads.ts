import type { RouteDef } from '../route';

/** Lead search and saved leads (companies). */
export const leadRoutes = {} satisfies Record<string, RouteDef>;
