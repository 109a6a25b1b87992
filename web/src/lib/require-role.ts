import { redirect, type LoaderFunction } from 'react-router';
import type { Role } from '@schemas/enums';
import { paths } from '@web/config/paths';
import { getUserQueryOptions } from './api/get-user';
import { queryClient } from './query-client';
import { requireSession } from './require-session';

/**
 * Route loader for pages of one role (spec section 6: "the dashboard is admin-only and
 * non-admins are sent to /"). Signed out goes to /login as every protected page; any other
 * role, or a profile that cannot be read, goes to / before the page renders.
 */
export function requireRole(role: Role): LoaderFunction {
  return async () => {
    await requireSession();
    const profile = await queryClient.fetchQuery(getUserQueryOptions()).catch(() => null);
    if (profile?.role !== role) throw redirect(paths.home);
    return null;
  };
}
