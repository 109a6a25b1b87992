// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { NotFoundPage } from '@web/app/pages/not-found-page';
import { renderWithProviders } from './support/render-route';

afterEach(cleanup);

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/previous', element: <p>Previous page</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  it('says the page was not found and sets the title', async () => {
    renderAt(['/no-such-page']);

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page not found · MoveMatch'));
  });

  it('goes back to the previous page', async () => {
    const router = renderAt(['/previous', '/no-such-page']);

    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    await screen.findByText('Previous page');
    expect(router.state.location.pathname).toBe('/previous');
  });

  it('goes home when the app was opened on the unknown page', async () => {
    const router = renderAt(['/no-such-page']);

    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    await screen.findByText('Home page');
    expect(router.state.location.pathname).toBe('/');
  });
});
