import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '@web/components/page-skeleton';
import { useViewer } from '@web/hooks/use-viewer';
import { routeAccessFor } from './route-roles';

// Loaded only for a user on the wrong screen: a first visit to the home page never needs it.
const Refusal = lazy(() => import('./role-refusal'));

/**
 * The route-level role check: on a screen of route-roles.ts, the page mounts only
 * for its roles, so nobody else sends its requests or meets its errors. The role is the one in
 * the signed-in user's profile, which the shell loads for every page anyway.
 */
export function RoleGuard() {
  const { pathname } = useLocation();
  const access = routeAccessFor(pathname);
  const viewer = useViewer();

  if (!access || viewer.status === 'signed-out') return <Outlet />; // the session loader sends visitors to /login
  if (viewer.status === 'loading' || viewer.profileLoading) return <PageSkeleton />;
  if (access.roles.includes(viewer.role)) return <Outlet />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Refusal access={access} />
    </Suspense>
  );
}
