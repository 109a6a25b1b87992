// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { DEPOSIT_MESSAGES } from '@schemas/deposits';
import { companyReceivesText } from '@schemas/payouts';
import type { BookingWithChangesView } from '@schemas/booking-changes';
import { CardUpdateSection } from '@web/features/booking/components/card-update-section';
import { BookingTermsSection } from '@web/features/booking/components/booking-terms-section';
import type { BookingSide } from '@web/features/booking/model/booking-section';
import { browserNavigation } from '@web/lib/browser-navigation';
import { stubEachTest } from '@test/support/stub-each-test';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { bookingView } from './booking-fixture';

useFakeApi();
afterEach(cleanup);
const assign = vi.fn();
stubEachTest(browserNavigation, 'assign', assign);
afterEach(() => assign.mockReset());

const protectedView = (payment: Partial<BookingWithChangesView['payment']>) => {
  const view = bookingView();
  return bookingView({
    payment: { ...view.payment, kind: 'protected', deposit_paid: 200, card_last4: '3184', ...payment },
  });
};
const show = (url: string, view: BookingWithChangesView, side: BookingSide = 'customer') =>
  renderRoute(url, <CardUpdateSection booking={view} side={side} />, { path: '/bookings/:id' });

describe("the customer's card update on the booking page", () => {
  it('offers it when the hold was refused, and takes the customer to Stripe’s page', async () => {
    fakeApi.on(routes.startCardUpdate, { url: 'http://127.0.0.1:12111/checkout/cs_setup' });
    show('/bookings/Q1', protectedView({ hold_failed: true }));
    expect(screen.getByTestId('card-update').textContent).toContain(DEPOSIT_MESSAGES.holdFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Update your card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:12111/checkout/cs_setup'));
    expect(fakeApi.callsTo(routes.startCardUpdate)).toEqual([{ params: { id: 'Q1' } }]);
  });

  it('says the card is saved on the way back, and shows nothing to the company or when the hold stands', () => {
    show('/bookings/Q1?card_session=cs_setup', protectedView({ hold_failed: true }));
    expect(screen.getByTestId('card-saved').textContent).toBe(DEPOSIT_MESSAGES.cardSaved);
    cleanup();
    show('/bookings/Q1', protectedView({ hold_failed: true }), 'company');
    expect(screen.queryByTestId('card-update')).toBeNull();
    cleanup();
    show('/bookings/Q1', protectedView({ balance_held: 2580 }));
    expect(screen.queryByTestId('card-update')).toBeNull();
  });

  it('asks for the booking again after the refusal is forgotten, until the hold on the new card shows', () => {
    vi.useFakeTimers();
    try {
      // The saved card clears the refusal a moment before the hold is tried on it: no refusal, no hold yet.
      const { queryClient } = show('/bookings/Q1?card_session=cs_setup', protectedView({ hold_failed: false }));
      const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
      vi.advanceTimersByTime(4_100);
      expect(invalidate).toHaveBeenCalledTimes(2);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['booking', 'Q1'] });
      // It gives up after a minute rather than asking forever.
      vi.advanceTimersByTime(120_000);
      expect(invalidate).toHaveBeenCalledTimes(30);
      cleanup();
      const held = show('/bookings/Q1?card_session=cs_setup', protectedView({ balance_held: 2580 }));
      const none = vi.spyOn(held.queryClient, 'invalidateQueries');
      vi.advanceTimersByTime(10_000);
      expect(none).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('states a booking without a deposit as a saved card, and its final charge without a $0 deposit', () => {
    const saved = protectedView({ deposit_paid: 0, card_last4: '4242', deposit_paid_at: '2026-12-07T15:00:00.000Z' });
    renderRoute('/bookings/Q1', <BookingTermsSection booking={saved} side="customer" />, { path: '/bookings/:id' });
    const payment = screen.getByTestId('booking-payment').textContent;
    expect(payment).toContain(
      'Protected payment: no deposit; the card ending in 4242 saved through MoveMatch on Dec 7, 2026.',
    );
    cleanup();
    const charged = protectedView({ deposit_paid: 0, card_last4: '4242', balance_charged: 2600 });
    renderRoute('/bookings/Q1', <BookingTermsSection booking={charged} side="customer" />, { path: '/bookings/:id' });
    expect(screen.getByTestId('booking-payment').textContent).toContain(
      DEPOSIT_MESSAGES.balanceChargedNoDeposit('$2,600'),
    );
    expect(screen.getByTestId('booking-payment').textContent).not.toContain('$0');
  });

  it('tells the company what it receives and when; the customer is not told', () => {
    expect(companyReceivesText(2600, 7)).toBe(
      'You receive the final price less MoveMatch’s 3 % fee ($2,522 at the agreed $2,600), by transfer to your payout account once the customer confirms the move, or 7 days after you mark it completed.',
    );
    const view = protectedView({});
    renderRoute('/bookings/Q1', <BookingTermsSection booking={view} side="company" />, { path: '/bookings/:id' });
    expect(screen.getByTestId('company-receives').textContent).toBe(companyReceivesText(view.agreed_total, 7));
    cleanup();
    renderRoute('/bookings/Q1', <BookingTermsSection booking={view} side="customer" />, { path: '/bookings/:id' });
    expect(screen.queryByTestId('company-receives')).toBeNull();
  });

  it('states a deposit partly refunded when the final price was below it', () => {
    const view = protectedView({ balance_charged: 0, deposit_refunded_part: 50 });
    renderRoute('/bookings/Q1', <BookingTermsSection booking={view} side="customer" />, { path: '/bookings/:id' });
    expect(screen.getByTestId('booking-terms').textContent).toContain(
      'Final price $150, less than the deposit: $50 of it was refunded to your card.',
    );
  });
});
