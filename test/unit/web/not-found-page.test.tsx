// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { NotFoundPage } from '@web/app/pages/not-found-page';
import { renderRoute } from './support/render-route';

afterEach(cleanup);

/** Opens the last of `entries` (an unknown path) after the others. */
function renderAt(entries: string[]) {
  return renderRoute(entries[entries.length - 1], <NotFoundPage />, {
    path: '*',
    history: entries.slice(0, -1),
    otherRoutes: [
      { path: '/', element: <p>Home page</p> },
      { path: '/previous', element: <p>Previous page</p> },
    ],
  }).router;
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
