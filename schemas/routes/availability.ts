import type { RouteDef } from '../route';

/** A moving company's availability calendar. */
export const availabilityRoutes = {} satisfies Record<string, RouteDef>;
