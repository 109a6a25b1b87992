import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { homeRoutes } from '../features/home/routes';
import { legalRoutes } from '../features/legal/routes';
import { authRoutes } from '../features/auth/routes';
import { profileRoutes } from '../features/profile/routes';
import { moveRequestRoutes } from '../features/move-request/routes';
import { companyRoutes } from '../features/companies/routes';
import { matchRoutes } from '../features/matches/routes';
import { quoteRoutes } from '../features/quotes/routes';
import { companyProfileRoutes } from '../features/company-profile/routes';
import { availabilityRoutes } from '../features/availability/routes';
import { leadRoutes } from '../features/leads/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { upcomingRoutesExcept } from './upcoming-routes';

/** Every built page; each feature owns its routes.tsx. */
const featureRoutes: RouteObject[] = [
  ...homeRoutes,
  ...legalRoutes,
  ...authRoutes,
  ...profileRoutes,
  ...moveRequestRoutes,
  ...companyRoutes,
  ...matchRoutes,
  ...quoteRoutes,
  ...companyProfileRoutes,
  ...availabilityRoutes,
  ...leadRoutes,
  ...analyticsRoutes,
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
    HydrateFallback: FullScreenLoader, // while the first page's chunk downloads
    children: [
      ...featureRoutes,
      ...upcomingRoutesExcept(featureRoutes),
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
