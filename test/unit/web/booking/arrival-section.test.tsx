// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { BookingViewSchema, type BookingView } from '@schemas/bookings';
import { ArrivalSection } from '@web/features/booking/components/arrival-section';
import { ApiError } from '@web/lib/api-error';
import { fakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { charleston, raleigh } from '../support/fixtures';

vi.mock('@web/lib/api-client', async () => (await import('../support/fake-api')).apiClientModule);
afterEach(cleanup);

function booking(overrides: Partial<BookingView> = {}): BookingView {
  return BookingViewSchema.parse({
    quote_id: 'q-1',
    move_request_id: 'mr-1',
    moving_company_id: 'c-1',
    stage: 'UPCOMING',
    move_day: '2026-12-05',
    arrival_window: { code: 'MORNING', label: 'Morning, 8 am–12 pm' },
    terms: { price: 1800, top_price: null, description: null, estimate: null },
    agreed_total: 1800,
    highest_final_price: 1800,
    booked_at: '2026-11-01T15:00:00.000Z',
    arrival_confirmed_at: null,
    arrival_unconfirmed: false,
    awaiting_completion: false,
    parties: {
      company: { id: 'c-1', name: 'Tar Heel Moving Co.', email: 'crew@tarheel.example', phone: null },
      customer: { first_name: 'Casey', last_name: 'Rivera', email: 'casey@example.com' },
      move_from: { id: 'l-1', ...raleigh() },
      move_to: { id: 'l-2', ...charleston() },
      special_considerations: '',
      is_packing_required: false,
    },
    ...overrides,
  });
}

const CONFIRMED_AT = '2026-12-02T14:41:00.000Z';
const show = (url: string, view: BookingView, side: 'customer' | 'company', onConfirmed = vi.fn()) => ({
  onConfirmed,
  ...renderRoute(url, <ArrivalSection booking={view} side={side} onConfirmed={onConfirmed} />, {
    path: '/bookings/:id',
    toasts: true,
  }),
});

describe('the arrival section', () => {
  it('the company confirms with one click; the page gets the confirmed booking', async () => {
    const confirmed = booking({ arrival_confirmed_at: CONFIRMED_AT });
    fakeApi.on(routes.confirmArrival, confirmed);
    const { onConfirmed } = show('/bookings/q-1', booking(), 'company');
    expect(screen.getByTestId('arrival-window').textContent).toBe('Saturday, Dec 5, Morning, 8 am–12 pm');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm arrival window' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledWith(confirmed));
    expect(fakeApi.callsTo(routes.confirmArrival)).toEqual([{ params: { id: 'q-1' } }]);
    expect(await screen.findByText('Arrival window confirmed. The customer has been told.')).toBeTruthy();
  });

  it('opened from the reminder (?confirm-arrival=1) it asks first; Not now confirms nothing and drops the parameter', async () => {
    fakeApi.on(routes.confirmArrival, booking({ arrival_confirmed_at: CONFIRMED_AT }));
    const { router } = show('/bookings/q-1?confirm-arrival=1', booking(), 'company');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the arrival window?' });
    expect(dialog.textContent).toContain('Saturday, Dec 5, Morning, 8 am–12 pm');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(fakeApi.callsTo(routes.confirmArrival)).toEqual([]);
  });

  it('opened from the reminder, one answer confirms it', async () => {
    fakeApi.on(routes.confirmArrival, booking({ arrival_confirmed_at: CONFIRMED_AT }));
    const { onConfirmed, router } = show('/bookings/q-1?confirm-arrival=1', booking(), 'company');
    await screen.findByRole('dialog', { name: 'Confirm the arrival window?' });
    const buttons = screen.getAllByRole('button', { name: 'Confirm arrival window' });
    fireEvent.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(onConfirmed).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a refused confirmation shows the reason', async () => {
    fakeApi.on(routes.confirmArrival, new ApiError(400, 'Only an upcoming move’s arrival window can be confirmed.'));
    show('/bookings/q-1', booking(), 'company');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm arrival window' }));
    expect(await screen.findByText('Only an upcoming move’s arrival window can be confirmed.')).toBeTruthy();
  });

  it('the customer sees pending, then not confirmed from 48 hours, then confirmed', () => {
    show('/bookings/q-1', booking(), 'customer');
    expect(screen.getByTestId('arrival-status').textContent).toBe(
      'Tar Heel Moving Co. confirms the arrival window 3 days before the move.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm arrival window' })).toBeNull();
    cleanup();
    show('/bookings/q-1', booking({ arrival_unconfirmed: true }), 'customer');
    expect(screen.getByTestId('arrival-status').textContent).toContain('has not confirmed the arrival window yet');
    cleanup();
    show('/bookings/q-1', booking({ arrival_confirmed_at: CONFIRMED_AT }), 'customer');
    expect(screen.getByTestId('arrival-status').textContent).toBe('Arrival window confirmed on Dec 2, 2026, 9:41 AM.');
  });
});
