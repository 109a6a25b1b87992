// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MoveRequest } from '@schemas/move-requests';
import { routes } from '@schemas/routes';
import { MoveInfoPage } from '@web/features/move-request/pages/move-info-page';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { savedMoveRequest } from '../support/fixtures';
import { renderRoute } from '../support/render-route';

useFakeApi();

afterEach(cleanup);

const renderPage = () => renderRoute('/move-info', <MoveInfoPage />);

describe('/move-info page', () => {
  it('shows a loading state, then the saved request from GET /my-move-request', async () => {
    let answer!: (request: MoveRequest) => void;
    fakeApi.on(routes.getMyMoveRequest, () => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByRole('status').textContent).toContain('Loading your move request');
    expect(fakeApi.callsTo(routes.getMyMoveRequest)).toHaveLength(1);
    answer(savedMoveRequest());
    expect(
      within(await screen.findByRole('region', { name: 'From location' })).getByText('Raleigh, NC 27601'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Move dates' })).getByText('Dec 6 – Dec 9, 2026')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Find movers · MoveMatch'));
  });

  it('null means no request yet: the empty form', async () => {
    fakeApi.on(routes.getMyMoveRequest, null);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Add From location' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your moving company' })).toBeTruthy();
  });

  it('another failure offers Try again', async () => {
    fakeApi.on(routes.getMyMoveRequest, new ApiError(500, 'Internal error'));
    renderPage();
    expect(await screen.findByText('Internal error')).toBeTruthy();
    fakeApi.on(routes.getMyMoveRequest, savedMoveRequest());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      within(await screen.findByRole('region', { name: 'From location' })).getByText('Raleigh, NC 27601'),
    ).toBeTruthy();
  });

  it('a company or admin account (403) is told the page is for customers, not shown a load error', async () => {
    fakeApi.on(routes.getMyMoveRequest, new ApiError(403, 'Your account type cannot use this feature'));
    renderPage();
    const notice = await screen.findByTestId('role-notice');
    expect(notice.textContent).toContain('This page is for customers');
    expect(notice.textContent).toContain('Find movers is for customers planning a move.');
    expect(screen.queryByText("We couldn't load your move request")).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'See moving company matches' })).toBeNull();
  });
});
