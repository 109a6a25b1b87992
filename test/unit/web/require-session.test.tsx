// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { requireSession } from '@web/lib/require-session';
import { queryClient } from '@web/lib/query-client';
import { renderWithProviders } from './support/render-route';
import { stubAuth, stubConfigLoaded } from './support/stubs';

// Stands in for the lazily loaded Amplify module.
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
      { path: '/login', element: <p>Sign in page</p> },
      { path: '/profile', loader: requireSession, element: <p>Profile page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('requireSession', () => {
  it('sends a visitor without a session to /login', async () => {
    hasSession.mockResolvedValue(false);
    const router = renderAt('/profile');
    await screen.findByText('Sign in page');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user through', async () => {
    hasSession.mockResolvedValue(true);
    renderAt('/profile');
    await screen.findByText('Profile page');
  });
});
