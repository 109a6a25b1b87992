// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { BookingWithChangesView } from '@schemas/booking-changes';
import { ArrivalSection } from '@web/features/booking/components/arrival-section';
import type { BookingSide } from '@web/features/booking/model/booking-section';
import { ApiError } from '@web/lib/api-error';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { bookingView } from './booking-fixture';

useFakeApi();
afterEach(cleanup);

const CONFIRMED_AT = '2026-12-24T14:41:00.000Z';
const confirmedView = bookingView({ arrival_confirmed_at: CONFIRMED_AT });
const show = (url: string, view: BookingWithChangesView, side: BookingSide) =>
  renderRoute(url, <ArrivalSection booking={view} side={side} />, { path: '/bookings/:id', toasts: true });
const confirmButtons = () => screen.getAllByRole('button', { name: 'Confirm arrival window' });

describe('the arrival confirmation section', () => {
  it('the company confirms with one click; the page’s booking is replaced by the answer', async () => {
    fakeApi.on(routes.confirmArrival, confirmedView);
    const { queryClient } = show('/bookings/Q1', bookingView(), 'company');
    queryClient.setQueryData(queryKeys.booking('Q1'), bookingView());
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(confirmButtons()[0]);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.booking('Q1'))).toEqual(confirmedView));
    expect(fakeApi.callsTo(routes.confirmArrival)).toEqual([{ params: { id: 'Q1' } }]);
    expect(await screen.findByText('Arrival window confirmed. The customer has been told.')).toBeTruthy();
  });

  it('opened from the reminder (?confirm-arrival=1) it asks first; Not now confirms nothing and drops the parameter', async () => {
    fakeApi.on(routes.confirmArrival, confirmedView);
    const { router } = show('/bookings/Q1?confirm-arrival=1', bookingView(), 'company');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the arrival window?' });
    expect(dialog.textContent).toContain('Your crew arrives on Sunday, December 27, 2026, Afternoon, 12–5 pm.');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(fakeApi.callsTo(routes.confirmArrival)).toEqual([]);
  });

  it('opened from the reminder, the dialog’s button confirms', async () => {
    fakeApi.on(routes.confirmArrival, confirmedView);
    const { router, queryClient } = show('/bookings/Q1?confirm-arrival=1', bookingView(), 'company');
    queryClient.setQueryData(queryKeys.booking('Q1'), bookingView());
    await screen.findByRole('dialog', { name: 'Confirm the arrival window?' });
    fireEvent.click(confirmButtons().at(-1)!);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.booking('Q1'))).toEqual(confirmedView));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a refused confirmation shows the server’s reason', async () => {
    fakeApi.on(routes.confirmArrival, new ApiError(400, 'Only an upcoming move’s arrival window can be confirmed.'));
    show('/bookings/Q1', bookingView(), 'company');
    fireEvent.click(confirmButtons()[0]);
    expect(await screen.findByText('Only an upcoming move’s arrival window can be confirmed.')).toBeTruthy();
  });

  it('a confirmed window: the company sees when, no button; a move no longer upcoming shows nothing', () => {
    show('/bookings/Q1?confirm-arrival=1', confirmedView, 'company');
    expect(screen.getByTestId('arrival-status').textContent).toBe(
      'You confirmed the arrival window on Dec 24, 2026, 9:41 AM.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm arrival window' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    show('/bookings/Q1', bookingView({ stage: 'CANCELLED' }), 'company');
    expect(screen.queryByTestId('arrival-section')).toBeNull();
  });

  it('the customer sees pending, nothing extra once flagged at 48 hours (the notice says it), then confirmed', () => {
    show('/bookings/Q1', bookingView(), 'customer');
    expect(screen.getByTestId('arrival-status').textContent).toContain(
      'Tar Heel Moving Co. confirms the arrival window',
    );
    expect(screen.queryByRole('button', { name: 'Confirm arrival window' })).toBeNull();
    cleanup();
    show('/bookings/Q1', bookingView({ arrival_unconfirmed: true }), 'customer');
    expect(screen.queryByTestId('arrival-section')).toBeNull();
    cleanup();
    show('/bookings/Q1', confirmedView, 'admin');
    expect(screen.getByTestId('arrival-status').textContent).toBe(
      'Tar Heel Moving Co. confirmed the arrival window on Dec 24, 2026, 9:41 AM.',
    );
  });
});
