// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { UnconfirmedArrivalsSection } from '@web/features/admin/components/unconfirmed-arrivals-section';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';

useFakeApi();
afterEach(cleanup);

const item = {
  quote_id: 'q-1',
  moving_company_id: 'c-1',
  company_name: 'Tar Heel Moving Co.',
  move_day: '2026-12-05',
  arrival_window: { code: 'MORNING' as const, label: 'Morning, 8 am–12 pm' },
  reminder_sent_at: null,
};

describe('the unconfirmed arrivals list', () => {
  it('lists each move with its company and day (a link to the booking), window and reminder', async () => {
    fakeApi.on(routes.listAdminBookings, { items: [item] });
    renderRoute('/admin-dashboard', <UnconfirmedArrivalsSection />);
    const list = await screen.findByRole('list', { name: 'Unconfirmed arrivals' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      'Tar Heel Moving Co. · Dec 5, 2026Arrival window Morning, 8 am–12 pm · not reminded yetArrival unconfirmed',
    );
    expect(within(list).getByRole('link', { name: 'Tar Heel Moving Co. · Dec 5, 2026' }).getAttribute('href')).toBe(
      '/bookings/q-1',
    );
    expect(fakeApi.callsTo(routes.listAdminBookings)).toEqual([
      expect.objectContaining({ query: { view: 'unconfirmed' } }),
    ]);
  });

  it('says so when every arrival is confirmed, and when the list cannot be loaded', async () => {
    fakeApi.on(routes.listAdminBookings, { items: [] });
    renderRoute('/admin-dashboard', <UnconfirmedArrivalsSection />);
    expect((await screen.findByTestId('unconfirmed-arrivals-empty')).textContent).toContain('confirmed');
    cleanup();
    fakeApi.on(routes.listAdminBookings, new ApiError(500, 'An error occurred'));
    renderRoute('/admin-dashboard', <UnconfirmedArrivalsSection />);
    expect(await screen.findByText('Failed to load the unconfirmed arrivals')).toBeTruthy();
  });
});
