import type { RouteDef } from '../route';

/** A moving company's performance metrics. */
export const metricRoutes = {} satisfies Record<string, RouteDef>;
