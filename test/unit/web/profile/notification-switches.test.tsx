// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { EmailNotificationsPage } from '@web/features/profile/notifications/email-notifications-page';
import { type CurrentUser } from '@web/lib/api/get-user';
import { ApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';

useFakeApi();
const apiRequest = fakeApi.request;

/** PATCH /user/{id} answers like the server: the profile with the change applied. */
function serverSaves(user: CurrentUser) {
  fakeApi.on(routes.updateUser, ({ body }) => ({ ...user, ...body }));
}

afterEach(cleanup);

/** The user is cached before the first render, so the page does not fetch it. */
const renderPage = (user = profileUser()) =>
  renderRoute('/profile/email-notifications', <EmailNotificationsPage />, { user });

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

    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUser>(queryKeys.user)?.status_change_notifications).toBe(false),
    );
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
    fakeApi.on(routes.updateUser, () => new Promise<CurrentUser>((resolve) => (answer = resolve)));
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
    fakeApi.on(routes.updateUser, new ApiError(500, 'Something went wrong'));
    renderPage(profileUser({ new_message_notifications: false }));
    fireEvent.click(await switchNamed('New messages'));

    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(async () => expect((await switchNamed('New messages')).checked).toBe(false));
    log.mockRestore();
  });
});
