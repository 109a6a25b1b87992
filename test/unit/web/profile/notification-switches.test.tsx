// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from '@schemas/routes';
import { EmailNotificationsPage } from '@web/features/profile/notifications/email-notifications-page';
import { type CurrentUser } from '@web/lib/api/get-user';
import { ApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithProviders } from '../render-with-providers';
import { profileUser } from './profile-user';

const apiRequest = vi.fn();
vi.mock('@web/lib/api-client', () => ({ apiRequest: (...args: unknown[]) => apiRequest(...args) }));

/** PATCH /user/{id} answers like the server: the profile with the change applied. */
function serverSaves(user: CurrentUser) {
  apiRequest.mockImplementation(async (_route, options: { body: Partial<CurrentUser> }) => ({ ...user, ...options.body }));
}

// Braces: a function returned from beforeEach would run as its cleanup.
beforeEach(() => {
  apiRequest.mockReset();
});
afterEach(cleanup);

function renderPage(user = profileUser()) {
  const router = createMemoryRouter([{ path: '/profile/email-notifications', element: <EmailNotificationsPage /> }], {
    initialEntries: ['/profile/email-notifications'],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.user, user); // before render: no fetch
  return renderWithProviders(<RouterProvider router={router} />, queryClient);
}

const switchNamed = (name: string) => screen.findByRole<HTMLInputElement>('switch', { name: new RegExp(`^${name}`) });
const dialog = () => screen.findByRole('dialog', { name: "Don't miss your best deal! Keep alerts on." });

describe('Email notification switches', () => {
  it('shows both switches with their labels and current values', async () => {
    renderPage(profileUser({ status_change_notifications: false }));
    expect((await switchNamed('New messages')).checked).toBe(true);
    expect((await switchNamed('Status changes')).checked).toBe(false);
    await waitFor(() => expect(document.title).toBe('Email notifications · MoveMatch'));
  });

  it('turning off asks first; Leave on keeps it on and saves nothing', async () => {
    renderPage();
    fireEvent.click(await switchNamed('New messages'));

    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Leave on' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await switchNamed('New messages')).checked).toBe(true);
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('Turn off saves false through PATCH /user/{id} and the cache follows', async () => {
    const user = profileUser();
    serverSaves(user);
    const { queryClient } = renderPage(user);
    fireEvent.click(await switchNamed('Status changes'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(queryClient.getQueryData<CurrentUser>(queryKeys.user)?.status_change_notifications).toBe(false));
    expect(apiRequest).toHaveBeenCalledWith(routes.updateUser, {
      params: { id: user.id },
      body: { status_change_notifications: false },
    });
    expect((await switchNamed('Status changes')).checked).toBe(false);
    expect((await switchNamed('New messages')).checked).toBe(true);
  });

  it('turning on saves at once, without a dialog, showing Saving… meanwhile', async () => {
    const user = profileUser({ new_message_notifications: false });
    let answer!: (value: CurrentUser) => void;
    apiRequest.mockReturnValue(new Promise<CurrentUser>((resolve) => (answer = resolve)));
    const { queryClient } = renderPage(user);
    fireEvent.click(await switchNamed('New messages'));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await switchNamed('New messages')).checked).toBe(true);
    expect(await screen.findByText('Saving…')).toBeTruthy();
    answer({ ...user, new_message_notifications: true });
    await waitFor(() => expect(screen.queryByText('Saving…')).toBeNull());
    expect(queryClient.getQueryData<CurrentUser>(queryKeys.user)?.new_message_notifications).toBe(true);
    expect(apiRequest).toHaveBeenCalledWith(routes.updateUser, {
      params: { id: user.id },
      body: { new_message_notifications: true },
    });
  });

  it('reverts the switch when the save fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    apiRequest.mockRejectedValue(new ApiError(500, 'Something went wrong'));
    renderPage(profileUser({ new_message_notifications: false }));
    fireEvent.click(await switchNamed('New messages'));

    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(async () => expect((await switchNamed('New messages')).checked).toBe(false));
    log.mockRestore();
  });
});
