// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OpenLeadReport } from '@schemas/lead-reports';
import { routes } from '@schemas/routes';
import { ReportedLeadsSection } from '@web/features/admin/components/reported-leads-section';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { renderRoute } from '../support/render-route';

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
afterEach(cleanup);

const report = (overrides: Partial<OpenLeadReport> = {}): OpenLeadReport => ({
  move_request_id: 'move-1',
  moving_company_id: 'company-1',
  reason: 'NOT_A_REAL_MOVE',
  note: 'The address is an empty lot.',
  reported_at: '2026-11-20T15:30:00.000Z',
  company_name: 'Tar Heel Moving Co.',
  move: {
    from_city: 'Chapel Hill',
    from_state: 'NC',
    to_city: 'Charlotte',
    to_state: 'NC',
    start_date: '2026-12-07',
    end_date: '2026-12-14',
    invalidated: false,
  },
  ...overrides,
});

const renderSection = () => renderRoute('/admin-dashboard', <ReportedLeadsSection />);
const cardOf = (route: string) => screen.findByRole('article', { name: route });

describe('the reported leads queue', () => {
  it('shows each open report with the move, its dates, the company, the reason and the note', async () => {
    fakeApi.on(routes.listOpenLeadReports, { items: [report()] });
    renderSection();
    const card = await cardOf('Chapel Hill, NC → Charlotte, NC');
    expect(within(card).getByText('Dec 7 – Dec 14, 2026')).toBeTruthy();
    expect(within(card).getByText(/^Reported by Tar Heel Moving Co\. on Nov 20, 2026/)).toBeTruthy();
    expect(within(card).getByText('Not a real move')).toBeTruthy();
    expect(within(card).getByText('The address is an empty lot.')).toBeTruthy();
  });

  it('marks the move invalid after a confirmation with the reason to keep, and the report leaves', async () => {
    fakeApi
      .on(routes.listOpenLeadReports, { items: [report()] })
      .on(routes.markMoveRequestInvalid, ({ params, body }) => ({
        move_request_id: params.id,
        invalidated_at: '2026-11-27T10:00:00.000Z',
        invalid_reason: body.reason,
        tokens_refunded: 1,
      }));
    renderSection();
    const card = await cardOf('Chapel Hill, NC → Charlotte, NC');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark move invalid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this move invalid?' });
    const reason = within(dialog).getByRole('textbox', { name: /^Reason/ });
    expect((reason as HTMLTextAreaElement).value).toBe('Not a real move: The address is an empty lot.');
    expect(fakeApi.callsTo(routes.markMoveRequestInvalid)).toHaveLength(0);

    fakeApi.on(routes.listOpenLeadReports, { items: [] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark move invalid' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Marked invalid. 1 lead token went back to the companies that paid.',
    );
    expect(fakeApi.callsTo(routes.markMoveRequestInvalid)).toEqual([
      expect.objectContaining({
        params: { id: 'move-1' },
        body: { reason: 'Not a real move: The address is an empty lot.' },
      }),
    ]);
    expect(await screen.findByTestId('reported-leads-empty')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('dismisses a report (the move stays) and shows the server’s reason when that fails', async () => {
    fakeApi
      .on(routes.listOpenLeadReports, { items: [report()] })
      .on(routes.dismissLeadReport, new ApiError(404, 'This report is not open'));
    renderSection();
    const card = await cardOf('Chapel Hill, NC → Charlotte, NC');
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This report is not open');

    fakeApi.on(routes.dismissLeadReport, ({ params }) => ({
      move_request_id: params.move_request_id,
      moving_company_id: params.company_id,
      dismissed_at: '2026-11-27T10:00:00.000Z',
    }));
    fireEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'The report by Tar Heel Moving Co. is dismissed; the move stays.',
    );
    expect(fakeApi.callsTo(routes.dismissLeadReport)).toEqual([
      expect.objectContaining({ params: { move_request_id: 'move-1', company_id: 'company-1' } }),
      expect.objectContaining({ params: { move_request_id: 'move-1', company_id: 'company-1' } }),
    ]);
    expect(fakeApi.callsTo(routes.markMoveRequestInvalid)).toHaveLength(0);
  });

  it('says so when nothing is reported, and when the queue cannot be loaded', async () => {
    fakeApi.on(routes.listOpenLeadReports, { items: [] });
    renderSection();
    expect((await screen.findByTestId('reported-leads-empty')).textContent).toBe(
      'No lead report is waiting for a decision.',
    );
    cleanup();
    fakeApi.on(routes.listOpenLeadReports, new ApiError(500, 'An error occurred'));
    renderSection();
    expect(await screen.findByText('Failed to load the reported leads')).toBeTruthy();
  });
});
