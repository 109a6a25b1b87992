import type { RouteDef } from '../route';

/** A moving company's quotes and lead manager list. */
export const companyQuoteRoutes = {} satisfies Record<string, RouteDef>;
