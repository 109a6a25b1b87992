import type { Role } from '@schemas/enums';
import { paths } from '@web/config/paths';

/**
 * Who may use each role-bound screen (spec sections 2 and 6), in one table: the route guard
 * (role-guard.tsx) decides from it before the page mounts, so a user in the wrong place never
 * sends the page's requests. Routes not listed are open to every signed-in role.
 *
 * `otherwise` is what everybody else gets:
 * - 'notice': the friendly "This page is for …" notice with a way to their own start page;
 * - 'no-company': the spec's "You don't have a moving company associated with your account."
 *   with Go Back (the company editor);
 * - 'home': sent to / (the admin dashboard: "others are sent to /").
 */
export interface RouteAccess {
  roles: readonly Role[];
  /** The screen's name in the notice: "{feature} is for customers planning a move." */
  feature: string;
  otherwise: 'notice' | 'no-company' | 'home';
}

const CUSTOMERS: readonly Role[] = ['MOVER'];
const COMPANIES: readonly Role[] = ['MOVING_COMPANY'];
const COMPANIES_AND_ADMINS: readonly Role[] = ['MOVING_COMPANY', 'ADMIN'];
const CUSTOMERS_AND_COMPANIES: readonly Role[] = ['MOVER', 'MOVING_COMPANY'];

export const ROUTE_ROLES: Readonly<Record<string, RouteAccess>> = {
  [paths.moveInfo]: { roles: CUSTOMERS, feature: 'Find movers', otherwise: 'notice' },
  [paths.inventory]: { roles: CUSTOMERS, feature: 'The inventory', otherwise: 'notice' },
  [paths.matches]: { roles: CUSTOMERS, feature: 'Matches', otherwise: 'notice' },
  [paths.quotes]: { roles: CUSTOMERS, feature: 'My quotes', otherwise: 'notice' },
  [paths.availabilityCalendar]: { roles: COMPANIES, feature: 'The availability calendar', otherwise: 'notice' },
  [paths.findLeads]: { roles: COMPANIES, feature: 'Find leads', otherwise: 'notice' },
  [paths.manageLeads]: { roles: COMPANIES, feature: 'Manage leads', otherwise: 'notice' },
  [paths.performanceAnalytics]: { roles: COMPANIES, feature: 'Performance analytics', otherwise: 'notice' },
  [paths.profileCompanyEdit]: { roles: COMPANIES, feature: 'Update company info', otherwise: 'no-company' },
  [paths.messages]: { roles: CUSTOMERS_AND_COMPANIES, feature: 'Messages', otherwise: 'notice' },
  [paths.addStripe]: { roles: COMPANIES_AND_ADMINS, feature: 'Subscriptions', otherwise: 'notice' },
  [paths.adminDashboard]: { roles: ['ADMIN'], feature: 'The admin dashboard', otherwise: 'home' },
};

/** The access rule of an app path ('/quotes'), or undefined for a screen every role may use. */
export function routeAccessFor(pathname: string): RouteAccess | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_ROLES[trimmed];
}
