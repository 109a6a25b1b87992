import type { RouteDef } from '../route';

/** A moving company's own profile, images and colleague invites. */
export const companyProfileRoutes = {} satisfies Record<string, RouteDef>;
