import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { RouteResponse } from '@schemas/route';
import { routes } from '@schemas/routes';
import { theme } from '@web/app/theme';
import { queryKeys } from '@web/lib/query-keys';

/** A fresh query cache without retries, so a failure shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** Renders inside the app's theme and a query cache (a fresh one unless given). */
export function renderWithProviders(ui: ReactElement, queryClient = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>{children}</MantineProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...render(ui, { wrapper }) };
}

interface RenderRouteOptions {
  /** The route pattern when it differs from the URL, e.g. '/moving-company/:id'. */
  path?: string;
  /** URLs visited before this one, so Go Back has somewhere to go. */
  history?: string[];
  /** The other pages a test may land on (links, redirects, Go Back). */
  otherRoutes?: RouteObject[];
  /** The signed-in user's profile, cached before the first render (checked against GET /user's contract). */
  user?: RouteResponse<typeof routes.getUser>;
  /** Shows toasts as the app does: outside the routes, so they outlive a navigation. */
  toasts?: boolean;
}

/** Opens `url` showing `page` in a memory router, with the app's providers. */
export function renderRoute(url: string, page: ReactElement, options: RenderRouteOptions = {}) {
  const { path = url.split('?')[0], history = [], otherRoutes = [], user, toasts = false } = options;
  const queryClient = testQueryClient();
  if (user) queryClient.setQueryData(queryKeys.user, routes.getUser.response.parse(user));
  // The toasts' store is the package's, kept by every file of a worker: none from earlier tests.
  if (toasts) notifications.clean();
  const router = createMemoryRouter([{ path, element: page }, ...otherRoutes], {
    initialEntries: [...history, url],
    initialIndex: history.length,
  });
  const ui = (
    <>
      {toasts && <Notifications />}
      <RouterProvider router={router} />
    </>
  );
  return { router, ...renderWithProviders(ui, queryClient) };
}
