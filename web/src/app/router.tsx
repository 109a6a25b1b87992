import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { ShellSkeleton } from './shell/shell-skeleton';
import { homeRoutes } from '@web/features/home/routes';
import { legalRoutes } from '@web/features/legal/routes';
import { authRoutes } from '@web/features/auth/routes';
import { profileRoutes } from '@web/features/profile/routes';
import { moveRequestRoutes } from '@web/features/move-request/routes';
import { companyRoutes } from '@web/features/companies/routes';
import { matchRoutes } from '@web/features/matches/routes';
import { quoteRoutes } from '@web/features/quotes/routes';
import { availabilityRoutes } from '@web/features/availability/routes';
import { leadRoutes } from '@web/features/leads/routes';
import { analyticsRoutes } from '@web/features/analytics/routes';
import { paymentRoutes } from '@web/features/payments/routes';
import { messagingRoutes } from '@web/features/messaging/routes';
import { adminRoutes } from '@web/features/admin/routes';
import { bookingRoutes } from '@web/features/booking/routes';
import { composedRoutes } from './composed-routes';
import { upcomingRoutesExcept } from './upcoming-routes';
import { RoleGuard } from './role-guard';

/** Every built page: each feature's routes.tsx, plus the pages the app composes from several. */
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...legalRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...moveRequestRoutes,
  ...companyRoutes,
  ...matchRoutes,
  ...quoteRoutes,
  ...availabilityRoutes,
  ...leadRoutes,
  ...analyticsRoutes,
  ...paymentRoutes,
  ...messagingRoutes,
  ...adminRoutes,
  ...bookingRoutes,
  ...composedRoutes,
];

/*
 * The spec's route table (section 2), composed from each feature's routes.tsx. Every page is
 * lazy so the first load carries only the page it shows; anything else is Page not found.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: ShellSkeleton, // while the first page's chunk downloads: the frame, not a blank screen
    children: [
      // Role-bound screens mount only for their roles (app/route-roles.ts).
      { Component: RoleGuard, children: [...featureRoutes, ...upcomingRoutesExcept(featureRoutes)] },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
