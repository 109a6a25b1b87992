// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { Role } from '@schemas/enums';
import { useNavCounts } from '@web/app/shell/use-nav-counts';
import { ShellViewerContext } from '@web/app/shell/use-shell-viewer';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderWithProviders } from '../support/render-route';

useFakeApi();

function Counts() {
  const counts = useNavCounts();
  return (
    <>
      <p>quotes: {String(counts.quoteNotifications)}</p>
      <p>messages: {String(counts.unreadMessages)}</p>
      <p>leads: {String(counts.leadNotifications)}</p>
    </>
  );
}

const renderAs = (role: Role) =>
  renderWithProviders(
    <ShellViewerContext value={{ kind: 'member', role, initials: 'CC', logoUrl: null, concierge: false }}>
      <Counts />
    </ShellViewerContext>,
  );

beforeEach(() => {
  fakeApi.on(routes.getQuoteNotificationCount, { notification_count: 2 });
  fakeApi.on(routes.getUnreadCount, { unread_count: 3, manage_leads_count: 4 });
});
afterEach(cleanup);

describe('useNavCounts: the My quotes red dot', () => {
  it('asks GET /quote-notification-count for customers', async () => {
    renderAs('MOVER');
    expect(await screen.findByText('quotes: 2')).toBeTruthy();
  });

  it('never asks for companies and admins', async () => {
    for (const role of ['MOVING_COMPANY', 'ADMIN'] as const) {
      renderAs(role);
      await waitFor(() => expect(screen.getByText('quotes: undefined')).toBeTruthy());
      cleanup();
    }
    expect(fakeApi.callsTo(routes.getQuoteNotificationCount)).toEqual([]);
  });
});

describe('useNavCounts: the Messages and Manage leads red dots (GET /unread-count)', () => {
  it('gives a customer its unread conversations and no lead count', async () => {
    renderAs('MOVER');
    expect(await screen.findByText('messages: 3')).toBeTruthy();
    expect(screen.getByText('leads: undefined')).toBeTruthy();
  });

  it('gives a company its unread conversations and its Manage leads count', async () => {
    renderAs('MOVING_COMPANY');
    expect(await screen.findByText('messages: 3')).toBeTruthy();
    expect(screen.getByText('leads: 4')).toBeTruthy();
  });

  it('never asks for an admin', async () => {
    renderAs('ADMIN');
    await waitFor(() => expect(screen.getByText('messages: undefined')).toBeTruthy());
    expect(fakeApi.request).not.toHaveBeenCalled();
  });
});
