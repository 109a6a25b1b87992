// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { Role } from '@schemas/enums';
import { useNavCounts } from '@web/app/shell/use-nav-counts';
import { ShellViewerContext } from '@web/app/shell/use-shell-viewer';
import { fakeApi } from '../support/fake-api';
import { renderWithProviders } from '../support/render-route';

vi.mock('@web/lib/api-client', async () => (await import('../support/fake-api')).apiClientModule);

function Counts() {
  const counts = useNavCounts();
  return <p>quotes: {String(counts.quoteNotifications)}</p>;
}

const renderAs = (role: Role) =>
  renderWithProviders(
    <ShellViewerContext value={{ kind: 'member', role, initials: 'CC', logoUrl: null }}>
      <Counts />
    </ShellViewerContext>,
  );

beforeEach(() => {
  fakeApi.on(routes.getQuoteNotificationCount, { notification_count: 2 });
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
    expect(fakeApi.request).not.toHaveBeenCalled();
  });
});
