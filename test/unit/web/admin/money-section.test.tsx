// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { routes } from '@schemas/routes';
import type { AdminMoney } from '@schemas/money-ledger';
import { MoneySection } from '@web/features/admin/components/money-section';
import { BookingLedger } from '@web/features/admin/components/booking-ledger';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';

useFakeApi();
afterEach(cleanup);

const totals: AdminMoney['totals'] = {
  captured: 278_000,
  authorized: 50_000,
  refunded: 20_000,
  transferred: 194_000,
  fees: 6_000,
  disputed: 0,
  lost: 0,
  held: 58_000,
};

describe("the admin's money panel", () => {
  it('shows every figure in dollars and a reconciliation that found nothing', async () => {
    fakeApi.on(routes.getAdminMoney, {
      totals,
      reconciliation: { ran_at: '2026-12-07T04:00:00.000Z', bookings_checked: 3, differences: [] },
    });
    renderRoute('/admin-dashboard', <MoneySection />);
    expect((await screen.findByTestId('money-held')).textContent).toBe('Held for moves$580');
    expect(screen.getByTestId('money-transferred').textContent).toBe('Transferred to companies$1,940');
    expect(screen.getByTestId('money-fees').textContent).toBe('MoveMatch fees$60');
    expect(screen.getByTestId('reconciliation').textContent).toBe(
      'Compared with Stripe on Dec 7, 2026: 3 bookings checked, no difference.',
    );
  });

  it('lists each difference with the booking, the figure, and both amounts', async () => {
    fakeApi.on(routes.getAdminMoney, {
      totals,
      reconciliation: {
        ran_at: '2026-12-07T04:00:00.000Z',
        bookings_checked: 4,
        differences: [{ booking_id: 'bk-9', figure: 'refunded', ledger: 0, stripe: 5_000 }],
      },
    });
    renderRoute('/admin-dashboard', <MoneySection />);
    const alert = await screen.findByTestId('reconciliation');
    expect(alert.textContent).toContain('Compared with Stripe on Dec 7, 2026: 1 difference to look into.');
    expect(alert.textContent).toContain('Booking bk-9: refunded $0 in the ledger, $50 at Stripe');
  });

  it('says when the reconciliation has not run, and when the figures cannot be loaded', async () => {
    fakeApi.on(routes.getAdminMoney, { totals, reconciliation: null });
    renderRoute('/admin-dashboard', <MoneySection />);
    expect(await screen.findByText('Not compared with Stripe yet: the daily reconciliation has not run.')).toBeTruthy();
    cleanup();
    fakeApi.on(routes.getAdminMoney, new Error('boom'));
    renderRoute('/admin-dashboard', <MoneySection />);
    expect((await screen.findByRole('alert')).textContent).toBe('The money figures could not be loaded.');
  });
});

describe("a booking's ledger in the queue", () => {
  it('loads only when opened, and lists each movement with its part, amount and fee', async () => {
    fakeApi.on(routes.getBookingLedger, {
      booking_id: 'bk-1',
      entries: [
        {
          booking_id: 'bk-1',
          entry_id: 'charge#pi_1',
          kind: 'charge',
          amount: 20_000,
          fee: 0,
          part: 'deposit',
          stripe_id: 'pi_1',
          outcome: null,
          at: '2026-12-01T10:00:00.000Z',
        },
        {
          booking_id: 'bk-1',
          entry_id: 'transfer#tr_1',
          kind: 'transfer',
          amount: 19_400,
          fee: 600,
          part: 'deposit',
          stripe_id: 'tr_1',
          outcome: null,
          at: '2026-12-05T10:00:00.000Z',
        },
      ],
      figures: { ...totals, captured: 20_000, transferred: 19_400, fees: 600, refunded: 0, held: 0 },
    });
    renderRoute('/admin-dashboard', <BookingLedger quoteId="Q1" />);
    expect(fakeApi.callsTo(routes.getBookingLedger)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the money ledger' }));
    const table = await screen.findByTestId('booking-ledger');
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['Dec 1, 2026Card chargedDeposit$200—', 'Dec 5, 2026Paid to the companyDeposit$194$6']);
    expect(screen.getByTestId('booking-ledger-held').textContent).toBe(
      'Held for moves: $0 · Transferred to companies: $194 · Refunded: $0',
    );
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.getBookingLedger)).toEqual([expect.objectContaining({ params: { id: 'Q1' } })]),
    );
  });
});
