import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';

/*
 * The spec's route table (section 2). Every page is lazy so the first load carries only
 * the page it shows. Spec routes not built yet fall through to Page not found.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullScreenLoader, // while the first page's chunk downloads
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
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
