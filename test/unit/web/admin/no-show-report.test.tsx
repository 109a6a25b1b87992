// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { NoShowReport } from '@web/features/admin/components/no-show-report';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';
import { bookingView } from '../booking/booking-fixture';

useFakeApi();
afterEach(cleanup);

describe("a no-show report in the admin's booking queue", () => {
  it('shows what the customer said and confirms it only after the admin says so in the dialog', async () => {
    fakeApi.on(routes.confirmNoShow, bookingView({ stage: 'CANCELLED' }));
    renderRoute(
      '/admin-dashboard',
      <NoShowReport
        quoteId="Q1"
        report={{ reported_at: '2026-12-07T15:00:00.000Z', details: 'Nobody came between 8 and noon.' }}
      />,
    );
    const report = screen.getByTestId('no-show-report');
    expect(report.textContent).toContain('Reported Dec 7, 2026: “Nobody came between 8 and noon.”');
    fireEvent.click(within(report).getByRole('button', { name: 'Confirm the no-show' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm that the company did not come?' });
    expect(fakeApi.callsTo(routes.confirmNoShow)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() =>
      expect(fakeApi.callsTo(routes.confirmNoShow)).toEqual([expect.objectContaining({ params: { id: 'Q1' } })]),
    );
  });
});
