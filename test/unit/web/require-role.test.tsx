// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@schemas/routes';
import { requireRole } from '@web/lib/require-role';
import { queryClient } from '@web/lib/query-client';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from './support/fake-api';
import { profileUser } from './support/fixtures';
import { renderWithProviders } from './support/render-route';
import { stubAuth, stubConfigLoaded } from './support/stubs';

useFakeApi();
const hasSession = vi.fn<() => Promise<boolean>>();
stubAuth({ hasSession, onAuthChange: () => () => {} });
stubConfigLoaded();

afterEach(() => {
  cleanup();
  queryClient.clear();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/login', element: <p>Sign in page</p> },
      { path: '/admin-dashboard', loader: requireRole('ADMIN'), element: <p>Admin page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe("requireRole('ADMIN') (spec section 6: non-admins are sent to /)", () => {
  it('sends a visitor without a session to /login', async () => {
    hasSession.mockResolvedValue(false);
    const router = renderAt('/admin-dashboard');
    await screen.findByText('Sign in page');
    expect(router.state.location.pathname).toBe('/login');
  });

  for (const role of ['MOVER', 'MOVING_COMPANY'] as const) {
    it(`sends a ${role} to / without rendering the page`, async () => {
      hasSession.mockResolvedValue(true);
      fakeApi.on(routes.getUser, profileUser({ role }));
      const router = renderAt('/admin-dashboard');
      await screen.findByText('Home page');
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByText('Admin page')).toBeNull();
    });
  }

  it('sends a user whose profile cannot be read to /', async () => {
    hasSession.mockResolvedValue(true);
    fakeApi.on(routes.getUser, new ApiError(404, 'Profile not found', { code: 'PGRST116' }));
    renderAt('/admin-dashboard');
    await screen.findByText('Home page');
  });

  it('lets an admin through', async () => {
    hasSession.mockResolvedValue(true);
    fakeApi.on(routes.getUser, profileUser({ role: 'ADMIN' }));
    renderAt('/admin-dashboard');
    await screen.findByText('Admin page');
  });
});
