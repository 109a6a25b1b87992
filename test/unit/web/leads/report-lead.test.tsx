// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routes } from '@schemas/routes';
import { FindLeadsPage } from '@web/features/leads/find-leads/pages/find-leads-page';
import { ManageLeadsPage } from '@web/features/leads/manage-leads/pages/manage-leads-page';
import { ApiError } from '@web/lib/api-error';
import { fakeApi, useFakeApi } from '../support/fake-api';
import { profileUser } from '../support/fixtures';
import { renderRoute } from '../support/render-route';
import { lead as managerRow, move } from './company-lead-rows';
import { searchLead } from './search-lead-rows';
import { recordToasts, stubSignedIn } from '../support/stubs';

/* 'Report this lead' on both lead pages: the dialog's fields, what it sends, success and the 409. */

vi.setConfig({ testTimeout: 30_000 });
useFakeApi();
stubSignedIn();
const showToast = recordToasts();

const company = profileUser({ role: 'MOVING_COMPANY', moving_company_id: 'c1' });

async function openReportOnFindLeads() {
  fakeApi.on(routes.searchMoveRequests, { results: [searchLead('lead-1')], nextCursor: null });
  renderRoute('/find-leads', <FindLeadsPage />, { user: company });
  const card = await screen.findByRole('article', { name: 'Lead: Avery, Raleigh, NC to Charleston, SC' });
  fireEvent.click(within(card).getByRole('button', { name: 'Report this lead' }));
  return screen.findByRole('dialog', { name: 'Report this lead' });
}

async function chooseReason(dialog: HTMLElement, label: string) {
  fireEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

beforeEach(() => showToast.mockReset());
afterEach(cleanup);

describe('Report this lead', () => {
  it('sends the chosen reason and the note from /find-leads, then closes with a thank-you', async () => {
    fakeApi.on(routes.reportLead, ({ params, body }) => ({
      move_request_id: params.move_request_id,
      moving_company_id: 'c1',
      reason: body.reason,
      note: body.note ?? '',
      reported_at: '2026-11-27T10:00:00.000Z',
    }));
    const dialog = await openReportOnFindLeads();
    expect(within(dialog).getByText('Avery · Raleigh, NC to Charleston, SC')).toBeTruthy();

    // No reason yet: the form says so and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose why this lead is invalid')).toBeTruthy();
    expect(fakeApi.callsTo(routes.reportLead)).toHaveLength(0);

    await chooseReason(dialog, 'Customer unreachable');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Note \(optional\)/ }), {
      target: { value: 'The phone number is disconnected.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi.callsTo(routes.reportLead)).toEqual([
      expect.objectContaining({
        params: { move_request_id: 'lead-1' },
        body: { reason: 'UNREACHABLE', note: 'The phone number is disconnected.' },
      }),
    ]);
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'green', message: 'Thanks, an admin will look at this lead' }),
    );
  });

  it('says "You already reported this lead" in the dialog on a second report, and nothing else', async () => {
    fakeApi.on(routes.reportLead, new ApiError(409, 'You already reported this lead'));
    const dialog = await openReportOnFindLeads();
    await chooseReason(dialog, 'Duplicate of another request');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already reported this lead');
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(showToast).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is offered on every /manage-leads card but a booked one, and reports the card’s move', async () => {
    fakeApi
      .on(routes.listMyCompanyQuotes, [
        managerRow('A', { status: 'QUOTED' }),
        managerRow('B', { type: 'saved', id: null, status: 'SAVED', price: null, is_saved: true }),
        managerRow('C', {
          status: 'BOOKED',
          move_request: move('C', { firstName: 'NameC', lastName: 'Booked', email: 'c@example.com' }),
        }),
      ])
      .on(routes.reportLead, new ApiError(409, 'You already reported this lead'));
    renderRoute('/manage-leads', <ManageLeadsPage />, { path: '/manage-leads', user: company });
    const quoted = await screen.findByRole('article', { name: 'NameA' });
    expect(within(screen.getByRole('article', { name: 'NameB' })).getByRole('button', { name: 'Report this lead' }));
    expect(
      within(screen.getByRole('article', { name: 'NameC Booked' })).queryByRole('button', { name: 'Report this lead' }),
    ).toBeNull();

    fireEvent.click(within(quoted).getByRole('button', { name: 'Report this lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this lead' });
    expect(within(dialog).getByText('NameA · Cary, NC to Durham, NC')).toBeTruthy();
    await chooseReason(dialog, 'Not a real move');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already reported this lead');
    expect(fakeApi.callsTo(routes.reportLead)).toEqual([
      expect.objectContaining({ params: { move_request_id: 'A' }, body: { reason: 'NOT_A_REAL_MOVE', note: '' } }),
    ]);
  });
});
